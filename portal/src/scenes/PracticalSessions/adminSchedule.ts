import { DISPLAY_TIME_ZONE } from '@trilha/sdk/contract';

/** São Paulo has had no daylight saving time since 2019: its wall clock is always UTC−3. */
const SAO_PAULO_OFFSET = '-03:00';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE });
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: DISPLAY_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const brDay = new Intl.DateTimeFormat('pt-BR', {
  timeZone: DISPLAY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** The São Paulo day (YYYY-MM-DD) and time (HH:MM) of an instant: what the form's fields hold. */
export function wallClock(iso: string): { date: string; time: string } {
  const at = new Date(iso);
  return { date: dayFormat.format(at), time: timeFormat.format(at) };
}

/** dd/mm/aaaa of a YYYY-MM-DD day (no time zone involved). */
export const brDate = (day: string) => day.split('-').reverse().join('/');

const addDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The instants a session's fields mean in São Paulo. An end time before the start is the next day
 * (a night shift's practice); an empty field gives '' so the contract's schema names it.
 */
export function schedule(date: string, start: string, end: string) {
  const overnight = Boolean(date && start && end && end < start);
  const endDay = overnight ? addDay(date) : date;
  return {
    starts_at: date && start ? `${date}T${start}:00${SAO_PAULO_OFFSET}` : '',
    ends_at: date && end ? `${endDay}T${end}:00${SAO_PAULO_OFFSET}` : '',
    endDay: overnight ? endDay : null,
  };
}

/** How a session's day and times read in the tables: '15/03/2027' and '08:00'–'12:00'. */
export function sessionTimes(s: { starts_at: string; ends_at: string }) {
  const start = wallClock(s.starts_at);
  const end = wallClock(s.ends_at);
  return {
    date: brDay.format(new Date(s.starts_at)),
    start: start.time,
    end: end.time,
    nextDay: end.date !== start.date,
  };
}
