import { COMPLIANCE_LABELS, type ComplianceStatus } from '@trilha/sdk/contract';

const TONE: Record<ComplianceStatus, string> = {
  valido: 'badge-success',
  a_vencer: 'badge-warning',
  vencido: 'badge-danger',
  em_andamento: 'badge-neutral',
  nao_iniciado: 'badge-muted',
  nao_matriculado: 'badge-outline',
};

/** Where a worker stands on a required course: the label always, the colour only as a second signal. */
export function ComplianceBadge({ status, children }: { status: ComplianceStatus; children?: string }) {
  return <span className={`badge ${TONE[status]}`}>{children ?? COMPLIANCE_LABELS[status]}</span>;
}
