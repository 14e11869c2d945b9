import { DISPLAY_TIME_ZONE } from '../../contract/limits';

const dateOnly = new Intl.DateTimeFormat('pt-BR', {
  timeZone: DISPLAY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** dd/mm/aaaa in America/Sao_Paulo (spec §1), '' for a missing or broken date. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? '' : dateOnly.format(d);
}
