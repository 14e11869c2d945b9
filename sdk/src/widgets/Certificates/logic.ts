/** Pure rules of the certificate list (spec §2 Certificates page, §3 Certificate). */
import { ApiError } from '../../client/http';
import type { CertificateShape } from '../../contract';

/** The server's pt-BR message when it sent one, else the list's own text. */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && typeof error.body.message === 'string' && error.body.message
    ? error.message
    : fallback;
}

export type BadgeTone = 'success' | 'warning' | 'danger' | 'muted';

/** Validity badge colours: Válido green, A vencer amber, Vencido red, Revogado grey. */
export function validityTone(validity: CertificateShape['validity']): BadgeTone {
  switch (validity) {
    case 'valid':
      return 'success';
    case 'expiring':
      return 'warning';
    case 'expired':
      return 'danger';
    default:
      return 'muted';
  }
}

/** The name a downloaded certificate is saved under. */
export function certificateFileName(code: string): string {
  const safe = code.replace(/[^\w-]+/g, '_');
  return `certificado-${safe || 'trilha'}.pdf`;
}

const fold = (s: string | null | undefined) =>
  (s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Matches student name, e-mail, company, course title or code, ignoring case and accents. */
export function matchesSearch(c: CertificateShape, query: string): boolean {
  const q = fold(query.trim());
  if (!q) return true;
  return [c.user_name, c.user_email, c.company, c.course_title, c.certificate_code].some((v) => fold(v).includes(q));
}

/** Newest first. */
export function byIssuedDesc(a: CertificateShape, b: CertificateShape): number {
  return (Date.parse(b.issued_at) || 0) - (Date.parse(a.issued_at) || 0) || b.id - a.id;
}

export interface CertificateGroups {
  permanent: CertificateShape[];
  temporary: CertificateShape[];
}

/** Applies the course filter and the search, newest first in each group. */
export function visibleGroups(
  data: CertificateGroups,
  options: { courseId?: number; query?: string } = {},
): CertificateGroups {
  const keep = (c: CertificateShape) =>
    (options.courseId === undefined || c.course_id === options.courseId) && matchesSearch(c, options.query ?? '');
  return {
    permanent: data.permanent.filter(keep).sort(byIssuedDesc),
    temporary: data.temporary.filter(keep).sort(byIssuedDesc),
  };
}

export interface CertificateSummary {
  official: number;
  temporary: number;
  expiring: number;
  revoked: number;
}

/** The statistics of the admin page: official, temporary, expiring ('A vencer'), revoked. */
export function summarize(data: CertificateGroups): CertificateSummary {
  const all = [...data.permanent, ...data.temporary];
  return {
    official: data.permanent.length,
    temporary: data.temporary.length,
    expiring: all.filter((c) => c.validity === 'expiring').length,
    revoked: all.filter((c) => c.validity === 'revoked').length,
  };
}

/** What an admin may do with a certificate in its current state. */
export function adminActions(c: CertificateShape): { validate: boolean; revoke: boolean; remove: boolean } {
  const active = c.status === 'active';
  return { validate: active && c.is_temporary === 1, revoke: active, remove: true };
}

/** The worker's own certificate, live and not yet acknowledged: they may confirm receiving the training. */
export function canAcknowledge(c: CertificateShape, admin: boolean): boolean {
  return !admin && !c.acknowledged_at && c.status !== 'revoked';
}
