import { describe, expect, it } from 'vitest';
import { addBusinessDays, isBusinessDay } from './businessDays';

/** A São Paulo wall-clock time (UTC-3). */
const sp = (local: string) => new Date(`${local}-03:00`);

describe('business days (São Paulo)', () => {
  it('skips weekends', () => {
    expect(addBusinessDays(sp('2026-11-27T15:00:00'), 2)).toEqual(sp('2026-12-01T15:00:00')); // Fri -> Tue
    expect(addBusinessDays(sp('2026-11-28T10:00:00'), 2)).toEqual(sp('2026-12-01T10:00:00')); // Sat -> Tue
    expect(addBusinessDays(sp('2026-11-23T09:00:00'), 2)).toEqual(sp('2026-11-25T09:00:00')); // Mon -> Wed
  });

  it('skips national holidays, fixed and movable', () => {
    // 20 Nov 2026 (Consciência Negra) is a Friday: Thursday + 1 business day is Monday.
    expect(isBusinessDay(sp('2026-11-20T12:00:00'))).toBe(false);
    expect(addBusinessDays(sp('2026-11-19T12:00:00'), 1)).toEqual(sp('2026-11-23T12:00:00'));
    // Good Friday 2027 is 26 March; Corpus Christi 2027 is 27 May.
    expect(isBusinessDay(sp('2027-03-26T12:00:00'))).toBe(false);
    expect(isBusinessDay(sp('2027-05-27T12:00:00'))).toBe(false);
    // The state's 9 July and the city's 25 January.
    expect(isBusinessDay(sp('2027-07-09T12:00:00'))).toBe(false);
    expect(isBusinessDay(sp('2027-01-25T12:00:00'))).toBe(false);
    // Carnival is an optional day off: a business day.
    expect(isBusinessDay(sp('2027-02-09T12:00:00'))).toBe(true);
    // Christmas and New Year.
    expect(addBusinessDays(sp('2026-12-24T18:00:00'), 2)).toEqual(sp('2026-12-29T18:00:00'));
    expect(isBusinessDay(sp('2027-01-01T08:00:00'))).toBe(false);
  });

  it('reads the day in São Paulo, not in UTC', () => {
    // 23:30 on Friday in São Paulo is already Saturday in UTC.
    expect(isBusinessDay(sp('2026-11-27T23:30:00'))).toBe(true);
    expect(isBusinessDay(sp('2026-11-28T00:30:00'))).toBe(false);
  });
});
