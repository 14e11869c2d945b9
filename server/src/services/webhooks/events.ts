import { randomUUID } from 'node:crypto';
import { WEBHOOK_PAYLOAD_VERSION, type WebhookEventType, type WebhookPayload } from '@trilha/sdk/contract';
import { QueryTypes, type Transaction } from 'sequelize';
import { Course, User, type Webhook, WebhookDelivery, WebhookEvent } from '../../models';
import { runtime } from '../../runtime';
import { now } from '../clock';
import { kickDeliveries } from './dispatcher';

export interface PlatformEvent {
  type: WebhookEventType;
  /** 'certificate:12': the deliveries of one resource reach each endpoint in the order they happened. */
  resource: string;
  /** The worker's company: endpoints of that company (and the platform-wide ones) receive it. */
  companyId: number | null;
  data: Record<string, unknown>;
}

type Subscriber = Pick<Webhook, 'id' | 'company_id'> & { types: string[] };

/**
 * Every endpoint with the events it listens to (a small table, read once per change; a plain
 * statement, not findAll: every lesson completion, attempt and certificate asks).
 */
async function subscribers(transaction?: Transaction): Promise<Subscriber[]> {
  const rows = await runtime().sequelize.query<{ id: number; events: string; company_id: number | null }>(
    'SELECT id, events, company_id FROM webhooks',
    { type: QueryTypes.SELECT, transaction },
  );
  return rows.map((w) => ({
    id: Number(w.id),
    company_id: w.company_id === null ? null : Number(w.company_id),
    types: JSON.parse(w.events) as string[],
  }));
}

const listens = (w: Subscriber, e: Pick<PlatformEvent, 'type' | 'companyId'>) =>
  w.types.includes(e.type) && (w.company_id === null || w.company_id === e.companyId);

/**
 * Records events and one delivery per subscribed endpoint in `transaction`, the one of the change
 * that caused them: both happen or neither does. Delivery starts after the commit (and is picked
 * up by any node's poll if this process dies first). Nothing is stored when nobody listens. Three
 * statements for any number of events.
 */
export async function emitWebhookEvents(events: PlatformEvent[], transaction?: Transaction): Promise<void> {
  if (!events.length) return;
  const webhooks = await subscribers(transaction);
  const heard = events
    .map((event) => ({ event, to: webhooks.filter((w) => listens(w, event)).map((w) => w.id) }))
    .filter((e) => e.to.length);
  if (!heard.length) return;
  const at = now();
  const rows = heard.map(({ event, to }) => {
    const body: WebhookPayload = {
      id: randomUUID(),
      type: event.type,
      version: WEBHOOK_PAYLOAD_VERSION,
      created_at: at.toISOString(),
      data: event.data,
    };
    return { event, to, body };
  });
  await WebhookEvent.bulkCreate(
    rows.map(({ event, body }) => ({
      event_id: body.id,
      type: event.type,
      resource: event.resource,
      company_id: event.companyId,
      body: JSON.stringify(body),
      created_at: at,
    })),
    { transaction },
  );
  await WebhookDelivery.bulkCreate(
    rows.flatMap(({ event, to, body }) =>
      to.map((webhook_id) => ({ webhook_id, event_id: body.id, resource: event.resource, next_attempt_at: at })),
    ),
    { transaction },
  );
  const ids = rows.map((r) => r.body.id);
  if (transaction) transaction.afterCommit(() => kickDeliveries(ids));
  else kickDeliveries(ids);
}

export const emitWebhookEvent = (event: PlatformEvent, transaction?: Transaction) =>
  emitWebhookEvents([event], transaction);

/** A worker as events name them. */
export const workerData = (u: Pick<User, 'id' | 'name' | 'email' | 'company_id'>) => ({
  id: u.id,
  name: u.name,
  email: u.email,
  company_id: u.company_id ?? null,
});

export interface WorkerEvent {
  type: WebhookEventType;
  resource: string;
  userId: number;
  courseId: number;
  data: Record<string, unknown>;
}

/**
 * Events about a worker in a course (enrolled, lesson done, attempt, certificate): the worker and
 * the course are read once for all of them, and only when an endpoint listens to one of the types.
 */
export async function emitWorkerEvents(items: WorkerEvent[], transaction?: Transaction): Promise<void> {
  if (!items.length) return;
  const webhooks = await subscribers(transaction);
  if (!items.some((i) => webhooks.some((w) => w.types.includes(i.type)))) return;
  const [users, courses] = await Promise.all([
    User.findAll({
      where: { id: [...new Set(items.map((i) => i.userId))] },
      attributes: ['id', 'name', 'email', 'company_id'],
      transaction,
    }),
    Course.findAll({
      where: { id: [...new Set(items.map((i) => i.courseId))] },
      attributes: ['id', 'title'],
      transaction,
    }),
  ]);
  const user = new Map(users.map((u) => [u.id, u]));
  const course = new Map(courses.map((c) => [c.id, c]));
  await emitWebhookEvents(
    items.flatMap((i) => {
      const u = user.get(i.userId);
      if (!u) return [];
      const c = course.get(i.courseId);
      return [
        {
          type: i.type,
          resource: i.resource,
          companyId: u.company_id ?? null,
          data: { worker: workerData(u), course: c ? { id: c.id, title: c.title } : { id: i.courseId }, ...i.data },
        },
      ];
    }),
    transaction,
  );
}

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** A certificate as events carry it. */
export const certificateData = (c: {
  id: number;
  certificate_code: string;
  is_temporary: boolean;
  status: string;
  issued_at: Date;
  validated_at?: Date | null;
  expires_at?: Date | null;
  revoked_at?: Date | null;
  revoke_reason?: string | null;
}) => ({
  id: c.id,
  code: c.certificate_code,
  official: !c.is_temporary,
  status: c.status,
  issued_at: iso(c.issued_at),
  validated_at: iso(c.validated_at),
  expires_at: iso(c.expires_at),
  revoked_at: iso(c.revoked_at),
  revoke_reason: c.revoke_reason ?? null,
});

/** Enrolment events share one resource per worker and course: created, lessons, completion in order. */
export const enrollmentResource = (userId: number, courseId: number) => `enrollment:${userId}-${courseId}`;

/** `enrollment.created` for each new enrolment (one statement set for a bulk enrolment). */
export function enrollmentsCreated(
  pairs: readonly { userId: number; courseId: number }[],
  enrolledAt: Date,
  transaction?: Transaction,
): Promise<void> {
  return emitWorkerEvents(
    pairs.map(({ userId, courseId }) => ({
      type: 'enrollment.created',
      resource: enrollmentResource(userId, courseId),
      userId,
      courseId,
      data: { enrollment: { enrolled_at: enrolledAt.toISOString() } },
    })),
    transaction,
  );
}

/** `user.created` for each new account (an import's thousand in three statements). */
export function usersCreated(
  users: readonly Pick<User, 'id' | 'name' | 'email' | 'company_id' | 'role'>[],
  transaction?: Transaction,
): Promise<void> {
  return emitWebhookEvents(
    users.map((u) => ({
      type: 'user.created',
      resource: `user:${u.id}`,
      companyId: u.company_id ?? null,
      data: { user: { ...workerData(u), role: u.role } },
    })),
    transaction,
  );
}

type CertificateLike = Parameters<typeof certificateData>[0] & { user_id: number; course_id: number };

/** `certificate.issued|validated|revoked|expiring`: one resource per certificate, in order. */
export function certificateEvent(
  type: Extract<WebhookEventType, `certificate.${string}`>,
  cert: CertificateLike,
  transaction?: Transaction,
  extra: Record<string, unknown> = {},
): Promise<void> {
  return emitWorkerEvents(
    [
      {
        type,
        resource: `certificate:${cert.id}`,
        userId: cert.user_id,
        courseId: cert.course_id,
        data: { certificate: certificateData(cert), ...extra },
      },
    ],
    transaction,
  );
}
