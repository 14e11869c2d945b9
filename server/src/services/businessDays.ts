import { DISPLAY_TIME_ZONE } from '@trilha/sdk/contract';
import Holidays from 'date-holidays';

/**
 * Business days of the São Paulo calendar: Monday to Friday, less the public holidays of the city
 * of São Paulo (national, state and municipal: date-holidays keeps the movable ones, Good Friday
 * and Corpus Christi, and the newer ones such as 20 November). Carnival is an optional day off
 * (ponto facultativo), so it counts as a business day.
 */
const DAY_MS = 86_400_000;
const calendar = new Holidays('BR', 'SP', 'SP');
const holidaysByYear = new Map<number, ReadonlySet<string>>();

const localDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: DISPLAY_TIME_ZONE,
  weekday: 'short',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

function holidays(year: number): ReadonlySet<string> {
  let days = holidaysByYear.get(year);
  if (!days) {
    days = new Set(
      calendar
        .getHolidays(year)
        .filter((h) => h.type === 'public')
        .map((h) => h.date.slice(0, 10)),
    );
    holidaysByYear.set(year, days);
  }
  return days;
}

/** Whether the São Paulo date of `at` is a business day. */
export function isBusinessDay(at: Date): boolean {
  const parts = Object.fromEntries(localDay.formatToParts(at).map((p) => [p.type, p.value]));
  if (parts.weekday === 'Sat' || parts.weekday === 'Sun') return false;
  return !holidays(Number(parts.year)).has(`${parts.year}-${parts.month}-${parts.day}`);
}

/**
 * The moment `days` business days after `from`: the same time of day on the days-th business day
 * that follows (asked on a Friday at 15:00 with 2 days, due on Tuesday at 15:00; asked on a
 * Saturday, the count starts on Monday). São Paulo keeps no daylight-saving time since 2019, so a
 * calendar day is 24 hours.
 */
export function addBusinessDays(from: Date, days: number): Date {
  let at = from.getTime();
  let counted = 0;
  while (counted < days) {
    at += DAY_MS;
    if (isBusinessDay(new Date(at))) counted += 1;
  }
  return new Date(at);
}
