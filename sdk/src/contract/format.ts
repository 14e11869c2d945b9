/**
 * Display formats of spec §9, shared by the server (certificates, CSV), the portal and the
 * widgets, so a duration or a CPF reads the same everywhere.
 */

/** A count with its noun in pt-BR: '1 aula', '3 aulas', '1.200 trabalhadores'. */
export function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('pt-BR')} ${count === 1 ? one : many}`;
}

/** Course or lesson length given in minutes: 'Xh Ymin', or 'N/A' without a duration. */
export function formatDuration(minutes: number | null | undefined): string {
  if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes <= 0) return 'N/A';
  const total = Math.round(minutes);
  if (total === 0) return 'N/A';
  return `${Math.floor(total / 60)}h ${total % 60}min`;
}

const kilobytes = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A file size in KB with one decimal: 1536 -> '1,5 KB'. */
export function formatFileSize(bytes: number | null | undefined): string {
  const value = typeof bytes === 'number' && Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  return `${kilobytes.format(value / 1024)} KB`;
}

/** 52998224725 -> 529.982.247-25 (anything else is shown as given). */
export function formatCpf(cpf: string | null | undefined): string {
  if (!cpf) return '';
  const d = cpf.replace(/\D/g, '');
  return d.length === 11 ? d.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4') : cpf;
}

export type ProgressTone = 'success' | 'primary' | 'light' | 'danger';

/** Progress bar colour: 80+ green, 50+ theme, 20+ lighter theme, below 20 red. */
export function progressTone(percent: number): ProgressTone {
  if (percent >= 80) return 'success';
  if (percent >= 50) return 'primary';
  if (percent >= 20) return 'light';
  return 'danger';
}
