import { DISPLAY_TIME_ZONE } from '@trilha/sdk/contract';

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: DISPLAY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const dateOnly = new Intl.DateTimeFormat('pt-BR', {
  timeZone: DISPLAY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

function parse(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** dd/mm/aaaa hh:mm in America/Sao_Paulo. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const d = parse(value);
  return d ? dateTime.format(d).replace(',', ' às') : '';
}

export function formatDate(value: string | Date | null | undefined): string {
  const d = parse(value);
  return d ? dateOnly.format(d) : '';
}

export function formatCpf(cpf: string | null | undefined): string {
  if (!cpf) return '';
  const d = cpf.replace(/\D/g, '');
  return d.length === 11 ? d.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4') : cpf;
}

export function formatCnpj(cnpj: string | null | undefined): string {
  if (!cnpj) return '';
  const d = cnpj.replace(/\D/g, '');
  return d.length === 14 ? d.replace(/(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})/, '$1.$2.$3/$4-$5') : cnpj;
}

/** The first letter of the name (or e-mail) for avatars. */
export function initial(name: string | null | undefined, email?: string | null): string {
  const source = (name || email || '?').trim();
  return (source[0] ?? '?').toLocaleUpperCase('pt-BR');
}

export function onlyDigits(value: string, max?: number): string {
  const d = value.replace(/\D/g, '');
  return max ? d.slice(0, max) : d;
}

/** Course or lesson length given in minutes: 'Xh Ymin', or 'N/A' without a duration (spec §9). */
export function formatDuration(minutes: number | null | undefined): string {
  if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes <= 0) return 'N/A';
  const total = Math.round(minutes);
  return `${Math.floor(total / 60)}h ${total % 60}min`;
}

const kilobytes = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A file size in KB with one decimal (spec §9): 1536 -> '1,5 KB'. */
export function formatFileSize(bytes: number | null | undefined): string {
  const value = typeof bytes === 'number' && Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  return `${kilobytes.format(value / 1024)} KB`;
}

/** The text cut to `max` characters with an ellipsis (course descriptions: 80, spec §9). */
export function truncate(text: string | null | undefined, max: number): string {
  const value = (text ?? '').trim();
  return value.length > max ? `${value.slice(0, max).trimEnd()}...` : value;
}
