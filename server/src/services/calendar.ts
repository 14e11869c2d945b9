import { DISPLAY_TIME_ZONE } from '@trilha/sdk/contract';

/**
 * São Paulo calendar days, weeks and months of instants, as the reports group them. Built once:
 * a formatter per call costs more than the grouping itself on a report's thousands of rows.
 */
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE });
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of the instant in São Paulo. */
export const saoPauloDate = (at: Date): string => dayFormat.format(at);

/** The Monday ('YYYY-MM-DD') of the São Paulo week (Monday to Sunday) holding the instant. */
export function weekStart(at: Date): string {
  const day = new Date(`${saoPauloDate(at)}T00:00:00Z`);
  const fromMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - fromMonday * DAY_MS).toISOString().slice(0, 10);
}

/** 'YYYY-MM' of the instant in São Paulo. */
export const monthOf = (at: Date): string => saoPauloDate(at).slice(0, 7);

/** `count` consecutive week starts ending with the current one, oldest first. */
export function lastWeeks(at: Date, count: number): string[] {
  const current = new Date(`${weekStart(at)}T00:00:00Z`).getTime();
  return Array.from({ length: count }, (_, i) =>
    new Date(current - (count - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

/** `count` consecutive months starting with the current one ('YYYY-MM'). */
export function nextMonths(at: Date, count: number): string[] {
  const [year, month] = monthOf(at).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const m = (month - 1 + i) % 12;
    const y = year + Math.floor((month - 1 + i) / 12);
    return `${y}-${String(m + 1).padStart(2, '0')}`;
  });
}
