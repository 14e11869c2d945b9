import type { PrivacyRequestShape, PrivacyRequestStatus } from '@trilha/sdk/contract';
import { Op } from 'sequelize';
import { PrivacyRequest, PrivacyRequestEvent, User } from '../models';
import { can } from '../policies/grants';
import { now } from '../services/clock';

/** Requests still waiting for an answer: the ones the legal deadline runs for. */
export const OPEN_STATUSES: readonly PrivacyRequestStatus[] = ['aberta', 'em_andamento'];
export const isOpen = (status: PrivacyRequestStatus) => OPEN_STATUSES.includes(status);

/** How many requests one list shows: every open one up to the first cap, then the latest answered. */
const OPEN_CAP = 500;
const ANSWERED_CAP = 200;
const OWN_CAP = 100;

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

/**
 * Presents requests with their person and history: one statement for the events and one for the
 * people (requesters and the admins who moved them on), whatever the number of requests.
 */
export async function presentRequests(requests: PrivacyRequest[]): Promise<PrivacyRequestShape[]> {
  if (!requests.length) return [];
  const events = await PrivacyRequestEvent.findAll({
    where: { request_id: requests.map((r) => r.id) },
    order: [
      ['at', 'ASC'],
      ['id', 'ASC'],
    ],
  });
  const people = new Set<number>(requests.map((r) => r.user_id));
  for (const e of events) if (e.actor_id !== null) people.add(e.actor_id);
  const users = await User.findAll({ where: { id: [...people] }, attributes: ['id', 'name', 'email'] });
  const userById = new Map(users.map((u) => [u.id, u]));
  const historyOf = new Map<number, PrivacyRequestShape['history']>();
  for (const e of events) {
    const list = historyOf.get(e.request_id) ?? [];
    list.push({
      at: new Date(e.at).toISOString(),
      status: e.status,
      by: e.actor_id !== null ? (userById.get(e.actor_id)?.name ?? null) : null,
      note: e.note,
    });
    historyOf.set(e.request_id, list);
  }
  const at = now().getTime();
  return requests.map((r) => {
    const person = userById.get(r.user_id);
    return {
      id: r.id,
      user_id: r.user_id,
      user_name: person?.name ?? '',
      user_email: person?.email ?? '',
      kind: r.kind,
      details: r.details,
      status: r.status,
      answer: r.answer ?? null,
      due_at: new Date(r.due_at).toISOString(),
      overdue: isOpen(r.status) && new Date(r.due_at).getTime() < at,
      answered_at: iso(r.answered_at),
      created_at: new Date(r.created_at).toISOString(),
      history: historyOf.get(r.id) ?? [],
    };
  });
}

/** One request as its answer shows it. */
export async function presentRequest(request: PrivacyRequest): Promise<PrivacyRequestShape> {
  const [shown] = await presentRequests([request]);
  if (!shown) throw new Error(`request ${request.id} not presented`);
  return shown;
}

/**
 * The caller's own requests, newest first; for whoever answers them (privacy.manage) the queue:
 * open requests by legal deadline (oldest first), then the latest answered ones.
 */
export async function privacyRequestList(user: User): Promise<PrivacyRequestShape[]> {
  if (!can(user, 'privacy.manage')) {
    const own = await PrivacyRequest.findAll({
      where: { user_id: user.id },
      order: [
        ['created_at', 'DESC'],
        ['id', 'DESC'],
      ],
      limit: OWN_CAP,
    });
    return presentRequests(own);
  }
  const [open, answered] = await Promise.all([
    PrivacyRequest.findAll({
      where: { status: [...OPEN_STATUSES] },
      order: [
        ['due_at', 'ASC'],
        ['id', 'ASC'],
      ],
      limit: OPEN_CAP,
    }),
    PrivacyRequest.findAll({
      where: { status: { [Op.notIn]: [...OPEN_STATUSES] } },
      order: [
        ['answered_at', 'DESC'],
        ['id', 'DESC'],
      ],
      limit: ANSWERED_CAP,
    }),
  ]);
  return presentRequests([...open, ...answered]);
}
