import type { CourseCompletionStatus, EmployeeCompletionStatus } from '@trilha/sdk/contract';

const TONE: Record<EmployeeCompletionStatus | CourseCompletionStatus, string> = {
  Concluído: 'badge-success',
  'Aulas concluídas': 'badge-primary',
  'Parcialmente Concluído': 'badge-warning',
  'Em Progresso': 'badge-neutral',
  'Não Matriculado': 'badge-muted',
  'Não Iniciado': 'badge-muted',
};

/** A completion status as the server words it (spec §4 Enrolment), coloured by how far along it is. */
export function CompletionBadge({ status }: { status: EmployeeCompletionStatus | CourseCompletionStatus }) {
  return <span className={`badge ${TONE[status] ?? 'badge-muted'}`}>{status}</span>;
}

/** A student's status over all their enrolments, with the same rule as the company report's employees. */
export function studentStatus(total: number, completed: number): EmployeeCompletionStatus {
  if (total === 0) return 'Não Matriculado';
  if (completed >= total) return 'Concluído';
  return completed > 0 ? 'Parcialmente Concluído' : 'Em Progresso';
}

/** '42,5%' */
export function percent(value: number | null | undefined): string {
  const n = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  return `${n.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`;
}

export const count = (n: number | null | undefined) => (n ?? 0).toLocaleString('pt-BR');
