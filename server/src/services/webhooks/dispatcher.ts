import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { hostname } from 'node:os';
import { WEBHOOK_MSG, WEBHOOK_SIGNATURE_HEADER } from '@trilha/sdk/contract';
import ipaddr from 'ipaddr.js';
import { literal, Op, type WhereOptions } from 'sequelize';
import { User, Webhook, WebhookDelivery, WebhookEvent } from '../../models';
import { runtime } from '../../runtime';
import { now } from '../clock';
import { brDateTime } from '../format';
import { enqueueMail } from '../mailOutbox';
import { Poller } from '../poller';
import { open } from '../secretBox';
import { guardedLookup, isPublicAddress } from './address';

/**
 * The webhook outbox's dispatcher (issue 23), on the mail outbox's pattern: a delivery row is
 * written with the change; right after the commit this process tries it, and every node polls for
 * rows left behind. A row is claimed with a conditional UPDATE that takes a lease, so one node
 * sends it; deliveries of one resource to one endpoint go out in order (a later one waits while an
 * earlier one is pending). Retries back off exponentially for up to 24 h after the event. Due
 * times follow services/clock, so tests move them with the clock instead of waiting.
 */
const POLL_MS = 2_000;
const TIMEOUT_MS = 10_000;
/** Longer than one attempt can take. */
const LEASE_MS = 60_000;
const FIRST_RETRY_MS = 10_000;
const MAX_RETRY_MS = 60 * 60_000;
const GIVE_UP_MS = 24 * 60 * 60_000;
/** Consecutive failed attempts after which an endpoint is marked failing and its owner e-mailed. */
export const FAILING_AFTER = 5;
const SWEEP_BATCH = 50;
const SWEEP_PARALLEL = 4;
const DRAIN_MS = 10_000;

const node = `${hostname().slice(0, 40)}:${process.pid}`;
let sweeping = false;

/** `t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">`: what the receiver recomputes with its secret. */
export function webhookSignature(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}

/** Waits before the next attempt: 10 s, 20 s, 40 s ... at most an hour, with a little jitter. */
export function retryDelayMs(attempts: number): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
  return Math.round(base * (0.9 + Math.random() * 0.2));
}

const poller = new Poller(() => sweep(), POLL_MS, DRAIN_MS);

export const startWebhookDispatcher = () => poller.start();
export const stopWebhookDispatcher = () => poller.stop();

/** Tries the deliveries of events just committed, after the current request has its answer. */
export function kickDeliveries(eventIds: string[]): void {
  // A CLI command leaves them to the server's poll.
  if (!poller.running) return;
  poller.soon(async () => {
    const rows = await WebhookDelivery.findAll({
      attributes: ['id'],
      where: { event_id: eventIds, status: 'pending' },
      raw: true,
    }).catch(() => []);
    await Promise.all(rows.map((r) => deliver(r.id, 'fresh')));
  });
}

const unclaimed = (at: Date): WhereOptions<WebhookDelivery> => ({
  [Op.or]: [{ claimed_until: null }, { claimed_until: { [Op.lte]: at } }],
});

async function sweep(): Promise<void> {
  if (sweeping) return;
  sweeping = true;
  try {
    const at = now();
    const due = await WebhookDelivery.findAll({
      attributes: ['id'],
      where: { status: 'pending', next_attempt_at: { [Op.lte]: at }, ...unclaimed(at) },
      order: [['id', 'ASC']],
      limit: SWEEP_BATCH,
      raw: true,
    });
    for (let i = 0; i < due.length; i += SWEEP_PARALLEL) {
      await Promise.all(due.slice(i, i + SWEEP_PARALLEL).map((row) => deliver(row.id, 'due')));
    }
  } catch {
    // the database is away: the next pass tries again
  } finally {
    sweeping = false;
  }
}

/**
 * Takes the row for this process with one conditional UPDATE. A fresh row (never tried) is taken
 * whatever its due time says (MySQL may round that time up to the next second).
 */
async function claim(id: number, which: 'fresh' | 'due'): Promise<string | null> {
  const at = now();
  const claimId = `${node}:${randomBytes(6).toString('hex')}`;
  const [taken] = await WebhookDelivery.update(
    { claimed_by: claimId, claimed_until: new Date(at.getTime() + LEASE_MS) },
    {
      where: {
        id,
        status: 'pending',
        ...(which === 'fresh' ? { attempts: 0 } : { next_attempt_at: { [Op.lte]: at } }),
        ...unclaimed(at),
      },
    },
  );
  return taken === 1 ? claimId : null;
}

const release = (id: number, claimId: string) =>
  WebhookDelivery.update({ claimed_by: null, claimed_until: null }, { where: { id, claimed_by: claimId } });

async function deliver(id: number, which: 'fresh' | 'due'): Promise<void> {
  try {
    const claimId = await claim(id, which);
    if (!claimId) return;
    const row = await WebhookDelivery.findByPk(id);
    if (!row) return;
    // An earlier delivery of the same resource to the same endpoint is still pending: it goes first.
    const earlier = await WebhookDelivery.findOne({
      attributes: ['id'],
      where: { webhook_id: row.webhook_id, resource: row.resource, status: 'pending', id: { [Op.lt]: row.id } },
    });
    if (earlier) {
      await release(id, claimId);
      return;
    }
    await attempt(row, claimId);
  } catch {
    // the database went away mid-delivery: the lease runs out and a later poll tries again
  }
}

interface Outcome {
  ok: boolean;
  status: number | null;
  error: string | null;
  ms: number;
}

/** POSTs the body, signed; connects only to an allowed address; gives up after TIMEOUT_MS. */
function post(url: URL, body: string, headers: Record<string, string>): Promise<Outcome> {
  const started = performance.now();
  const done = (status: number | null, error: string | null): Outcome => ({
    ok: status !== null && status >= 200 && status < 300,
    status,
    error,
    ms: Math.round(performance.now() - started),
  });
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // A literal address skips the lookup: checked here instead.
  if (ipaddr.isValid(host) && !runtime().config.webhooksAllowPrivate && !isPublicAddress(host)) {
    return Promise.resolve(done(null, WEBHOOK_MSG.privateAddress));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(outcome);
    };
    const req = client.request(
      url,
      {
        method: 'POST',
        agent: false,
        lookup: guardedLookup as never,
        headers: { ...headers, 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        // The receiver's answer is not kept: read and dropped.
        res.resume();
        res.on('end', () =>
          finish(
            done(res.statusCode ?? null, res.statusCode && res.statusCode < 300 ? null : `HTTP ${res.statusCode}`),
          ),
        );
        res.on('error', (err) => finish(done(res.statusCode ?? null, err.message)));
      },
    );
    const deadline = setTimeout(() => {
      req.destroy(new Error(`sem resposta em ${TIMEOUT_MS / 1000} s`));
    }, TIMEOUT_MS);
    req.on('error', (err) => finish(done(null, err.message)));
    req.end(body);
  });
}

async function attempt(row: WebhookDelivery, claimId: string): Promise<void> {
  const [webhook, event] = await Promise.all([
    Webhook.findByPk(row.webhook_id),
    WebhookEvent.findOne({ where: { event_id: row.event_id } }),
  ]);
  const secret = webhook ? open(webhook.secret) : null;
  if (!webhook || !event || !secret) {
    await WebhookDelivery.update(
      { status: 'failed', last_error: 'webhook excluído ou segredo ilegível', claimed_by: null, claimed_until: null },
      { where: { id: row.id, claimed_by: claimId } },
    );
    return;
  }
  const t = Math.floor(now().getTime() / 1000);
  const outcome = await post(new URL(webhook.url), event.body, {
    'Content-Type': 'application/json',
    'User-Agent': 'TrilhaSegura-Webhooks/1',
    [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(secret, event.body, t),
    'X-Trilha-Event': event.type,
    'X-Trilha-Delivery': String(row.id),
  });
  const attempts = row.attempts + 1;
  const at = now();
  if (outcome.ok) {
    await WebhookDelivery.update(
      {
        status: 'delivered',
        attempts,
        response_status: outcome.status,
        last_error: null,
        duration_ms: outcome.ms,
        delivered_at: at,
        claimed_by: null,
        claimed_until: null,
      },
      { where: { id: row.id, claimed_by: claimId } },
    );
    if (webhook.consecutive_failures || webhook.status !== 'active') {
      await webhook.update({ consecutive_failures: 0, status: 'active', failing_since: null });
    }
    await nextOfResource(row);
    return;
  }
  const gaveUp = at.getTime() - new Date(event.created_at).getTime() >= GIVE_UP_MS;
  await WebhookDelivery.update(
    {
      status: gaveUp ? 'failed' : 'pending',
      attempts,
      response_status: outcome.status,
      last_error: (outcome.error ?? 'falha').slice(0, 500),
      duration_ms: outcome.ms,
      next_attempt_at: new Date(at.getTime() + retryDelayMs(attempts)),
      claimed_by: null,
      claimed_until: null,
    },
    { where: { id: row.id, claimed_by: claimId } },
  );
  await countFailure(webhook, outcome.error ?? `HTTP ${outcome.status}`);
  if (gaveUp) await nextOfResource(row);
}

/** The next pending delivery of the same resource to the same endpoint goes out at once. */
async function nextOfResource(row: WebhookDelivery): Promise<void> {
  const next = await WebhookDelivery.findOne({
    attributes: ['id', 'attempts'],
    where: { webhook_id: row.webhook_id, resource: row.resource, status: 'pending', id: { [Op.gt]: row.id } },
    order: [['id', 'ASC']],
  });
  if (next) poller.track(deliver(next.id, next.attempts ? 'due' : 'fresh'));
}

/** Counts a failed attempt; the FAILING_AFTER-th in a row marks the endpoint failing and e-mails its owner once. */
async function countFailure(webhook: Webhook, lastError: string): Promise<void> {
  await Webhook.update({ consecutive_failures: literal('consecutive_failures + 1') }, { where: { id: webhook.id } });
  const at = now();
  const [marked] = await Webhook.update(
    { status: 'failing', failing_since: at },
    { where: { id: webhook.id, status: 'active', consecutive_failures: { [Op.gte]: FAILING_AFTER } } },
  );
  if (marked !== 1) return;
  const owner = webhook.created_by ? await User.findByPk(webhook.created_by) : null;
  const recipients = owner?.is_active ? [owner] : await User.findAll({ where: { role: 'admin', is_active: true } });
  for (const person of recipients) {
    await enqueueMail({
      to: person.email,
      subject: WEBHOOK_MSG.failingSubject,
      template: 'webhook-failing',
      data: {
        name: person.name,
        url: webhook.url,
        failures: FAILING_AFTER,
        lastError,
        since: brDateTime(at),
      },
    });
  }
}
