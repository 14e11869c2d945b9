/** Display formats of the player (spec §9: size in KB with one decimal, duration 'Xh Ymin' or 'N/A'). */

const kb = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Attachment size in KB with one decimal, pt-BR digits: 1536 -> '1,5 KB'. */
export function formatFileSize(bytes: number | null | undefined): string {
  const value = typeof bytes === 'number' && Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  return `${kb.format(value / 1024)} KB`;
}

/**
 * Course or lesson duration given in minutes: 90 -> '1h 30min', 45 -> '45min', 0 or unknown -> 'N/A'.
 * Under an hour the '0h' is left out, which reads better in the lesson list.
 */
export function formatDuration(minutes: number | null | undefined): string {
  if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes <= 0) return 'N/A';
  const total = Math.round(minutes);
  if (total === 0) return 'N/A';
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return hours > 0 ? `${hours}h ${rest}min` : `${rest}min`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A media position: 75 -> '01:15', 3725 -> '1:02:05'. */
export function formatClock(seconds: number | null | undefined): string {
  const s = typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(rest)}` : `${pad(m)}:${pad(rest)}`;
}

/** A percentage as a whole number between 0 and 100. */
export function wholePercent(value: number | null | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.floor(value)));
}

export type ProgressTone = 'success' | 'primary' | 'light' | 'danger';

/** Progress bar colour (spec §9): 80+ green, 50+ theme, 20+ lighter theme, below 20 red. */
export function progressTone(percent: number): ProgressTone {
  if (percent >= 80) return 'success';
  if (percent >= 50) return 'primary';
  if (percent >= 20) return 'light';
  return 'danger';
}
