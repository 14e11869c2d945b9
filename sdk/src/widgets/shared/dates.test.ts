import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('formatDate', () => {
  it('shows the São Paulo calendar day in pt-BR', () => {
    expect(formatDate('2025-03-10T12:00:00.000Z')).toBe('10/03/2025');
    // 01:30 UTC is still the evening before in São Paulo (UTC-3).
    expect(formatDate('2025-03-10T01:30:00.000Z')).toBe('09/03/2025');
  });

  it('returns an empty string for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('não é data')).toBe('');
  });
});
