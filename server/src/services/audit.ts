import type { Transaction } from 'sequelize';
import { SystemLog } from '../models';

/** Who did something, from where: every command takes one, the audit row reads it. */
export interface Actor {
  user: { id: number; name: string; email: string } | null;
  ip: string | null;
  /** The browser or client that sent the request (kept with the IP as evidence of access). */
  userAgent?: string | null;
  source: 'api' | 'cli' | 'system';
  /** The HTTP request behind it (X-Request-Id), kept on the audit row to follow it through the logs. */
  requestId?: string | null;
}

export const systemActor: Actor = { user: null, ip: null, source: 'system' };

export interface AuditEntry {
  action: string;
  description: string;
  level?: 'info' | 'warn' | 'error';
  /** The user the entry is about, when not the actor (e.g. a failed login for an e-mail). */
  subject?: { id?: number | null; name?: string | null; email?: string | null };
  message?: string;
}

/** Writes one system-log row; inside the caller's transaction so it lands with the change or not at all. */
export async function audit(actor: Actor, entry: AuditEntry, transaction?: Transaction): Promise<void> {
  const who = entry.subject ?? actor.user ?? {};
  await SystemLog.create(
    {
      action: entry.action,
      level: entry.level ?? 'info',
      description: entry.description.slice(0, 2000),
      message: entry.message ?? null,
      user_id: who.id ?? null,
      user_name: who.name ?? null,
      user_email: who.email ?? null,
      ip_address: actor.ip,
      user_agent: actor.userAgent ?? null,
      source: actor.source,
      request_id: actor.requestId ?? null,
    },
    { transaction },
  );
}
