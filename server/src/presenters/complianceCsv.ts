import { COMPLIANCE_LABELS, type ComplianceGrid } from '@trilha/sdk/contract';
import { brDate, formatCpf } from '../services/format';

export const COMPLIANCE_CSV_HEADER = ['Trabalhador', 'CPF', 'Cargo', 'Curso', 'Situação', 'Vence em'];

/** The grid as CSV rows, one per worker and required course (the export and the weekly digest). */
export function complianceCsvRows(grid: ComplianceGrid): unknown[][] {
  const titles = new Map(grid.courses.map((c) => [c.id, c.title]));
  return grid.workers.flatMap((w) =>
    w.cells.map((c) => [
      w.name,
      formatCpf(w.cpf),
      w.job_role ?? '',
      titles.get(c.course_id) ?? '',
      COMPLIANCE_LABELS[c.status],
      brDate(c.expires_at),
    ]),
  );
}
