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

const HOUR_MS = 3_600_000;
const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));

/**
 * What Intl writes for every instant of one UTC hour: 'dd/mm/aaaa, hh:' before the minutes and
 * seconds, and the date alone. Null when the hour cannot be written that way: São Paulo's offset
 * changes inside it or is not whole hours (local mean time before 1914), or a year outside
 * 1900-9999 (Intl writes other years with fewer digits, and the Julian calendar before 1582).
 */
interface HourText {
  prefix: string;
  date: string;
}

/** Per UTC hour (ms / HOUR_MS): the text Intl gives it, checked against Intl at both its ends. */
const hours = new Map<number, HourText | null>();
/** A year of hours is 8 760 entries: a cache this size holds any export's span, then starts over. */
const MAX_HOURS = 200_000;

function hourText(hour: number): HourText | null {
  const start = new Date(hour * HOUR_MS);
  const year = start.getUTCFullYear();
  if (year < 1901 || year > 9998) return null;
  const first = dateTimeFmt.format(start);
  if (!first.endsWith('00:00')) return null;
  const prefix = first.slice(0, -5);
  const last = new Date(hour * HOUR_MS + HOUR_MS - 1000);
  // The offset is the same at the hour's first and last second (it changes, in Brazil, only on
  // hour boundaries): the whole hour reads as prefix + mm:ss, and one date.
  if (dateTimeFmt.format(last) !== `${prefix}59:59`) return null;
  const date = dateFmt.format(start);
  if (dateFmt.format(last) !== date) return null;
  return { prefix, date };
}

function hourOf(ms: number): HourText | null {
  const hour = Math.floor(ms / HOUR_MS);
  let text = hours.get(hour);
  if (text === undefined) {
    if (hours.size >= MAX_HOURS) hours.clear();
    text = hourText(hour);
    hours.set(hour, text);
  }
  return text;
}

/**
 * dd/mm/aaaa in São Paulo time, as people in Brazil read dates. Intl's text, byte for byte, but
 * asked of Intl once per hour of time (two calls at its ends): an export of millions of rows
 * formats most of them with string operations (format.test.ts compares both over the DST years).
 */
export function brDate(d: Date | string | null | undefined): string {
  if (!d) return '';
  const ms = typeof d === 'string' ? Date.parse(d) : d.getTime();
  const text = Number.isFinite(ms) ? hourOf(ms) : null;
  return text ? text.date : dateFmt.format(new Date(d));
}

/** dd/mm/aaaa, hh:mm:ss in São Paulo time: Intl's text, as brDate. */
export function brDateTime(d: Date | string | null | undefined): string {
  if (!d) return '';
  const ms = typeof d === 'string' ? Date.parse(d) : d.getTime();
  const text = Number.isFinite(ms) ? hourOf(ms) : null;
  if (!text) return dateTimeFmt.format(new Date(d));
  const inHour = ms - Math.floor(ms / HOUR_MS) * HOUR_MS;
  const seconds = Math.floor(inHour / 1000);
  return `${text.prefix}${TWO_DIGITS[Math.floor(seconds / 60)]}:${TWO_DIGITS[seconds % 60]}`;
}

/** Intl's own formatting, for the tests that compare brDate / brDateTime with it. */
export const intlBrDate = (d: Date) => dateFmt.format(d);
export const intlBrDateTime = (d: Date) => dateTimeFmt.format(d);

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
