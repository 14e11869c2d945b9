import { PRIVACY_REQUEST_STATUS_LABELS, type PrivacyRequestStatus } from '@trilha/sdk/contract';

const BADGE: Record<PrivacyRequestStatus, string> = {
  aberta: 'badge-warning',
  em_andamento: 'badge-primary',
  atendida: 'badge-success',
  recusada: 'badge-danger',
};

/** A request's status as a badge, the same in Perfil and in the admins' queue. */
export function RequestStatusBadge({ status }: { status: PrivacyRequestStatus }) {
  return <span className={`badge ${BADGE[status]}`}>{PRIVACY_REQUEST_STATUS_LABELS[status]}</span>;
}

export const isOpenRequest = (status: PrivacyRequestStatus) => status === 'aberta' || status === 'em_andamento';
