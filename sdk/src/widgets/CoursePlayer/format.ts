/** Display formats of the player; the ones the portal shares come from the contract. */

export { formatDuration, formatFileSize, type ProgressTone, progressTone } from '../../contract/format';

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
