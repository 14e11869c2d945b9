import { describe, expect, it } from 'vitest';
import { lastWeeks, monthOf, nextMonths, saoPauloDate, weekStart } from './calendar';

describe('São Paulo calendar', () => {
  it('reads days, weeks and months in São Paulo, not UTC', () => {
    // 01:30 UTC on a Monday is still Sunday in São Paulo.
    const lateSunday = new Date('2026-11-30T01:30:00Z');
    expect(saoPauloDate(lateSunday)).toBe('2026-11-29');
    expect(weekStart(lateSunday)).toBe('2026-11-23');
    expect(weekStart(new Date('2026-11-30T12:00:00Z'))).toBe('2026-11-30');
    expect(monthOf(new Date('2026-12-01T02:00:00Z'))).toBe('2026-11');
  });

  it('lists the last weeks and the next months across a year end', () => {
    expect(lastWeeks(new Date('2027-01-06T12:00:00Z'), 3)).toEqual(['2026-12-21', '2026-12-28', '2027-01-04']);
    expect(nextMonths(new Date('2026-11-28T12:00:00Z'), 3)).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(nextMonths(new Date('2026-11-28T12:00:00Z'), 12)).toHaveLength(12);
  });
});
