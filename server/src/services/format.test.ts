import { describe, expect, it } from 'vitest';
import { brDate, brDateTime, intlBrDate, intlBrDateTime, slugOf } from './format';

describe('slugOf', () => {
  it('keeps the letters of accented words', () => {
    expect(slugOf('Construtora São João Ltda.')).toBe('construtora-sao-joao-ltda');
    expect(slugOf('Ana Evidência / NR-10')).toBe('ana-evidencia-nr-10');
    expect(slugOf('***')).toBe('');
  });
});

const HOUR = 3_600_000;

/** Brazil's daylight saving changes of 2015-2019 (UTC instants): starts at 03:00, ends at 02:00. */
const TRANSITIONS = [
  '2015-02-22T02:00:00Z',
  '2015-10-18T03:00:00Z',
  '2016-02-21T02:00:00Z',
  '2016-10-16T03:00:00Z',
  '2017-02-19T02:00:00Z',
  '2017-10-15T03:00:00Z',
  '2018-02-18T02:00:00Z',
  '2018-11-04T03:00:00Z',
  '2019-02-17T02:00:00Z',
];

/** The instants (ISO) where brDateTime or brDate differ from Intl's text: none, whatever the offset. */
function differences(instants: Iterable<number>): string[] {
  const found: string[] = [];
  for (const ms of instants) {
    const d = new Date(ms);
    if (brDateTime(d) !== intlBrDateTime(d) || brDate(d) !== intlBrDate(d)) {
      found.push(`${d.toISOString()}: ${brDateTime(d)} / ${brDate(d)} vs Intl ${intlBrDateTime(d)} / ${intlBrDate(d)}`);
    }
  }
  return found;
}

// Hundreds of thousands of Intl calls on the comparison side: seconds on a loaded machine.
describe('brDate / brDateTime: Intl text, computed once per hour', { timeout: 60_000 }, () => {
  it('writes every hour of 2015-2019 (daylight saving years) exactly as Intl', () => {
    // Every hour of five years at its edges and at a minute/second/millisecond that varies.
    function* instants() {
      for (let ms = Date.UTC(2014, 11, 31); ms < Date.UTC(2020, 0, 2); ms += HOUR) {
        yield* [ms, ms + HOUR - 1, ms + ((ms / HOUR) % 3600) * 1000 + 123];
      }
    }
    expect(differences(instants())).toEqual([]);
  });

  it('matches Intl around each daylight saving change, second by second', () => {
    for (const at of TRANSITIONS) {
      const t = Date.parse(at);
      const around = Array.from({ length: 14_401 }, (_, i) => t + (i - 7200) * 1000 + (i % 7 === 0 ? 500 : 0));
      expect(differences(around)).toEqual([]);
      // The offset really changes there: 23:59:59, then 01:00:00 (starts) or 23:00:00 (ends).
      expect(intlBrDateTime(new Date(t - 1000)).slice(-8)).toBe('23:59:59');
      expect(['01:00:00', '23:00:00']).toContain(intlBrDateTime(new Date(t)).slice(-8));
    }
  });

  it('matches Intl now, for strings as the databases return them, and in odd eras', () => {
    const now = Date.now();
    const recent = Array.from({ length: 40_000 }, (_, i) => now - 400 * 24 * HOUR + i * 997_003);
    expect(differences(recent)).toEqual([]);
    for (const text of [
      '2026-03-01T12:34:56.789Z',
      '2019-02-16 23:59:59.999 +00:00',
      '2018-11-04 03:00:00',
      '2025-12-31T23:59:59-03:00',
    ]) {
      expect(brDateTime(text)).toBe(intlBrDateTime(new Date(text)));
      expect(brDate(text)).toBe(intlBrDate(new Date(text)));
    }
    // Local mean time (before 1914), the 1960s-80s daylight saving, far years: Intl decides.
    for (const at of [
      '1900-01-01T00:00:00Z',
      '1913-12-31T23:30:00Z',
      '1914-01-01T03:06:28Z',
      '1965-01-31T12:00:00Z',
      '1985-11-02T03:00:00Z',
      '0099-06-01T00:00:00Z',
      '9999-12-31T23:59:59Z',
      '1582-10-10T00:00:00Z',
    ]) {
      expect(differences([Date.parse(at), Date.parse(at) - 1, Date.parse(at) + HOUR / 2])).toEqual([]);
    }
    expect(brDateTime(null)).toBe('');
    expect(brDate(undefined)).toBe('');
    expect(() => brDateTime('não é data')).toThrow(RangeError);
    expect(() => brDate('não é data')).toThrow(RangeError);
  });
});
