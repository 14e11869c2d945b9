import { AttendanceSchema } from '@trilha/sdk/contract';
import type { FieldProblem } from '../../components/formProblem';
import { validate } from '../../validate';
import type { NewMark } from './attendanceQueue';

/** How a participant confirmed: a drawn signature (PNG data URL) or the e-mailed code. */
export type MarkFields = { method: 'signature'; signature: string } | { method: 'code'; code: string };

/**
 * A device-made id: it is what makes a resent mark the same mark. randomUUID exists only in
 * secure contexts, and a tablet may reach the portal over plain http on the company's network.
 */
function deviceId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export const newMark = (userId: number, fields: MarkFields): NewMark => ({
  client_id: deviceId(),
  user_id: userId,
  ...fields,
});

/** The contract's first objection to a mark, named by its field, before it goes into the queue. */
export function markProblem(userId: number, fields: MarkFields): FieldProblem | null {
  const found = validate(AttendanceSchema, newMark(userId, fields));
  const [field, message] = Object.entries(found)[0] ?? [];
  return field && message ? { field, message } : null;
}
