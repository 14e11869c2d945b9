/**
 * The server's notion of "now" for time rules (watch time, attempt timers). In-process tests move
 * it forward instead of sleeping; production never touches the offset.
 */
let offsetMs = 0;

export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

export function advanceClock(seconds: number): void {
  offsetMs += seconds * 1000;
}

export function resetClock(): void {
  offsetMs = 0;
}
