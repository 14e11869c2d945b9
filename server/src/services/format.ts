import { DISPLAY_TIME_ZONE } from '@trilha/sdk/contract';

const dateFmt = new Intl.DateTimeFormat('pt-BR', {
  timeZone: DISPLAY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const dateTimeFmt = new Intl.DateTimeFormat('pt-BR', {
  timeZone: DISPLAY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** dd/mm/aaaa in São Paulo time, as people in Brazil read dates. */
export const brDate = (d: Date | string | null | undefined) => (d ? dateFmt.format(new Date(d)) : '');
export const brDateTime = (d: Date | string | null | undefined) => (d ? dateTimeFmt.format(new Date(d)) : '');

export { formatCpf } from '@trilha/sdk/contract';

export function hoursLabel(hours: number | null | undefined): string {
  if (!hours) return '';
  return `${hours} hora${hours === 1 ? '' : 's'}`;
}

/** 'Construtora São João Ltda.' -> 'construtora-sao-joao-ltda', for downloaded files' names. */
export const slugOf = (name: string) =>
  name
    .normalize('NFD')
    // NFD splits 'ã' into 'a' and a combining tilde: the marks go, the letters stay
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
