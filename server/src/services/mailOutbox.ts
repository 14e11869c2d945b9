import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { literal, Op, type Transaction, type WhereOptions } from 'sequelize';
import { OutboxMail, type OutboxStatus } from '../models';
import { runtime } from '../runtime';
import { audit, systemActor } from './audit';
import type { MailMessage, MailTemplate } from './mail';
import { Poller } from './poller';
import { open, seal } from './secretBox';

/**
 * The mail outbox (ARCHITECTURE §7). A mail is a row written with the change that caused it; right
 * after the commit this process tries to deliver it (never inside the request that queued it), and
 * every node polls for rows left behind (a crash, a failed attempt, SMTP down). A row is claimed
 * with a conditional UPDATE that takes a lease, so two nodes never send the same row; a node that
 * dies mid-send lets the lease run out and another node sends it (at least once, never lost).
 */
const POLL_MS = 5_000;
/** Longer than one SMTP attempt can take (10 s connection + 10 s greeting + 20 s socket timeouts). */
const LEASE_MS = 2 * 60_000;
/** Waits before attempts 2, 3...: about two hours from the first failure to giving up. */
const BACKOFF_SECONDS = [15, 60, 5 * 60, 15 * 60, 30 * 60, 60 * 60];
const MAX_ATTEMPTS = BACKOFF_SECONDS.length + 1;
const SWEEP_BATCH = 20;
const SWEEP_PARALLEL = 4;
const DAY_MS = 86_400_000;
/** Settled rows keep no payload; their bookkeeping goes after a week (failed ones after 30 days). */
const KEEP_SETTLED_DAYS = 7;
const KEEP_FAILED_DAYS = 30;
const PRUNE_EVERY_MS = 3_600_000;
/** How long a shutdown waits for deliveries under way (the rest are picked up by the next poll). */
const DRAIN_MS = 10_000;

/** What the audit log calls each kind of mail. */
const KIND: Record<string, string> = {
  code: 'código de verificação',
  'password-reset': 'redefinição de senha',
  welcome: 'boas-vindas',
  enrollment: 'matrícula',
  'certificate-expiring': 'lembrete de vencimento',
  'security-notice': 'aviso de segurança',
  'manager-digest': 'resumo semanal do gestor',
  'practical-session': 'turma prática',
  'webhook-failing': 'webhook com falhas',
  'privacy-answer': 'resposta a pedido LGPD',
  'tutoring-answer': 'resposta de dúvida',
  'tutoring-digest': 'resumo diário da tutoria',
};

/** A queued mail as its preparer sees it; `attempt` counts from 1. */
export interface QueuedMail {
  id: number;
  message: MailMessage;
  attempt: number;
}

/** The mail to send now, and what to do once the SMTP server took it or this attempt failed. */
export interface PreparedMail {
  message: MailMessage;
  delivered?(): Promise<void>;
  /** This attempt failed with `error`; `final` when no attempt follows. */
  undelivered?(error: Error, final: boolean): Promise<void>;
}

/** Makes a queued mail ready right before each attempt; null drops it (nothing to send). */
export type MailPreparer = (queued: QueuedMail) => Promise<PreparedMail | null>;

interface Payload {
  subject: string;
  data: Record<string, unknown>;
  prepare: boolean;
}

const preparers = new Map<string, MailPreparer>();
const node = `${hostname().slice(0, 40)}:${process.pid}`;
let sweeping = false;
let lastPrune = 0;

/**
 * Mails of `template` are completed at delivery time by `preparer` (a reset link minted only when
 * the mail goes out, for the person the address belongs to, if any). Registered by the module that
 * queues such mails, so every process that can queue one can also prepare it.
 */
export function prepareQueuedMail(template: MailTemplate, preparer: MailPreparer): void {
  preparers.set(template, preparer);
}

/** Queues an e-mail; with a transaction it is written with (and only with) the change that caused it. */
export async function enqueueMail(message: MailMessage, transaction?: Transaction): Promise<void> {
  const payload: Payload = {
    subject: message.subject,
    data: message.data,
    prepare: preparers.has(message.template),
  };
  const row = await OutboxMail.create(
    {
      recipient: message.to,
      template: message.template,
      // Welcome mails carry a provisional password: the table never holds a mail in clear.
      payload: seal(JSON.stringify(payload)),
      next_attempt_at: new Date(),
    },
    { transaction },
  );
  if (transaction) transaction.afterCommit(() => kick(row.id));
  else kick(row.id);
}

const poller = new Poller(() => sweep(), POLL_MS, DRAIN_MS);

/** Starts polling for due mail (the server only: a CLI command delivers what it queued and exits). */
export const startMailDispatcher = () => poller.start();

/** Stops polling and waits (a bounded time) for the deliveries under way. */
export const stopMailDispatcher = () => poller.stop();

/** Delivers a row just queued, after the current request has had its answer. */
function kick(id: number): void {
  poller.soon(() => deliver(id, 'fresh'));
}

const unclaimed = (at: Date): WhereOptions<OutboxMail> => ({
  [Op.or]: [{ claimed_until: null }, { claimed_until: { [Op.lte]: at } }],
});

async function sweep(): Promise<void> {
  if (sweeping) return;
  sweeping = true;
  try {
    const at = new Date();
    const due = await OutboxMail.findAll({
      attributes: ['id'],
      where: { status: 'pending', next_attempt_at: { [Op.lte]: at }, ...unclaimed(at) },
      order: [['next_attempt_at', 'ASC']],
      limit: SWEEP_BATCH,
      raw: true,
    });
    for (let i = 0; i < due.length; i += SWEEP_PARALLEL) {
      await Promise.all(due.slice(i, i + SWEEP_PARALLEL).map((row) => deliver(row.id, 'due')));
    }
    if (at.getTime() - lastPrune >= PRUNE_EVERY_MS) {
      lastPrune = at.getTime();
      await prune(at);
    }
  } catch {
    // the database is away: the next pass tries again
  } finally {
    sweeping = false;
  }
}

async function prune(at: Date): Promise<void> {
  const before = (days: number) => ({ [Op.lt]: new Date(at.getTime() - days * DAY_MS) });
  await OutboxMail.destroy({
    where: {
      [Op.or]: [
        { status: { [Op.in]: ['sent', 'dropped'] }, updated_at: before(KEEP_SETTLED_DAYS) },
        { status: 'failed', updated_at: before(KEEP_FAILED_DAYS) },
      ],
    },
  });
}

/**
 * Takes the row for this process: one conditional UPDATE, so of several nodes (or a kick and a
 * poll) exactly one gets it. A fresh row (never tried) is taken whatever its due time says, since
 * MySQL may round that time up to the next second.
 */
async function claim(id: number, which: 'fresh' | 'due'): Promise<{ row: OutboxMail; claim: string } | null> {
  const at = new Date();
  const claimId = `${node}:${randomBytes(6).toString('hex')}`;
  const [taken] = await OutboxMail.update(
    { claimed_by: claimId, claimed_until: new Date(at.getTime() + LEASE_MS), attempts: literal('attempts + 1') },
    {
      where: {
        id,
        status: 'pending',
        ...(which === 'fresh' ? { attempts: 0 } : { next_attempt_at: { [Op.lte]: at } }),
        ...unclaimed(at),
      },
    },
  );
  if (taken !== 1) return null;
  const row = await OutboxMail.findOne({ where: { id, claimed_by: claimId } });
  return row ? { row, claim: claimId } : null;
}

function readPayload(sealed: string | null): Payload | null {
  try {
    const parsed = JSON.parse(open(sealed) ?? 'null') as Payload | null;
    return parsed && typeof parsed.subject === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

async function deliver(id: number, which: 'fresh' | 'due'): Promise<void> {
  try {
    const claimed = await claim(id, which);
    if (claimed) await attempt(claimed.row, claimed.claim);
  } catch {
    // the database went away mid-delivery: the lease runs out and a later poll tries again
  }
}

/** The mail a row stands for, made ready by its template's preparer when it has one (null: dropped). */
async function prepare(row: OutboxMail): Promise<PreparedMail | null> {
  const payload = readPayload(row.payload);
  // Sealed under another secret (JWT_SECRET changed): no later attempt can read it either.
  if (!payload) throw new UnreadableMail();
  const message: MailMessage = {
    to: row.recipient,
    subject: payload.subject,
    template: row.template as MailTemplate,
    data: payload.data,
  };
  if (!payload.prepare) return { message };
  const preparer = preparers.get(row.template);
  if (!preparer) throw new Error(`E-mails "${row.template}" não podem ser preparados neste processo`);
  return preparer({ id: row.id, message, attempt: row.attempts });
}

class UnreadableMail extends Error {
  constructor() {
    super('Conteúdo do e-mail ilegível (o segredo do servidor mudou?)');
  }
}

async function attempt(row: OutboxMail, claimId: string): Promise<void> {
  let prepared: PreparedMail | null = null;
  try {
    prepared = await prepare(row);
    if (prepared) await runtime().mailer.send(prepared.message);
  } catch (err) {
    const attempts = err instanceof UnreadableMail ? MAX_ATTEMPTS : row.attempts;
    await prepared?.undelivered?.(err as Error, attempts >= MAX_ATTEMPTS).catch(() => undefined);
    await failed(row, claimId, err as Error, attempts);
    return;
  }
  if (!prepared) return settle(row, claimId, 'dropped');
  await settle(row, claimId, 'sent');
  await prepared.delivered?.().catch(() => undefined);
}

async function settle(row: OutboxMail, claimId: string, status: OutboxStatus, lastError?: string): Promise<void> {
  await OutboxMail.update(
    {
      status,
      payload: null,
      claimed_until: null,
      last_error: lastError ?? null,
      ...(status === 'sent' ? { sent_at: new Date() } : {}),
    },
    { where: { id: row.id, claimed_by: claimId } },
  );
}

/**
 * A failed attempt: retried later with backoff; after the last one the row is marked failed. The
 * first failure and the last are written to the system log, so an admin sees a mail problem at once
 * without a log row per retry.
 */
async function failed(row: OutboxMail, claimId: string, err: Error, attempt: number): Promise<void> {
  const error = err.message.slice(0, 2000);
  const final = attempt >= MAX_ATTEMPTS;
  const waitSeconds = BACKOFF_SECONDS[attempt - 1] ?? 0;
  if (final) {
    await settle(row, claimId, 'failed', error);
  } else {
    await OutboxMail.update(
      { last_error: error, claimed_until: null, next_attempt_at: new Date(Date.now() + waitSeconds * 1000) },
      { where: { id: row.id, claimed_by: claimId } },
    );
  }
  if (!final && attempt > 1) return;
  const next = final ? 'envio abandonado' : `nova tentativa em ${waitSeconds} s`;
  await audit(systemActor, {
    action: 'EMAIL_FALHOU',
    level: final ? 'error' : 'warn',
    description: `Falha ao enviar e-mail de ${KIND[row.template] ?? row.template} para ${row.recipient}`,
    message: `${error} (tentativa ${Math.min(attempt, MAX_ATTEMPTS)} de ${MAX_ATTEMPTS}; ${next})`,
    subject: { email: row.recipient },
  });
}
