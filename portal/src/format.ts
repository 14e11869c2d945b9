export { formatCpf, formatDuration, formatFileSize, plural } from '@trilha/sdk/contract';

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

/**
 * A code field after a paste: a whole code pasted (the e-mail's line, "123 456") replaces what was
 * there; fewer digits go in at the selection. Digits only, at most `length`.
 */
export function pasteDigits(current: string, selection: [number, number], pasted: string, length: number): string {
  const digits = onlyDigits(pasted);
  if (digits.length >= length) return digits.slice(0, length);
  return onlyDigits(current.slice(0, selection[0]) + digits + current.slice(selection[1]), length);
}

/** The text cut to `max` characters with an ellipsis (course descriptions: 80, spec §9). */
export function truncate(text: string | null | undefined, max: number): string {
  const value = (text ?? '').trim();
  return value.length > max ? `${value.slice(0, max).trimEnd()}...` : value;
}
