import { describe, expect, it } from 'vitest';
import { T } from '../../messages';
import { formatIndex, formatRate } from './ItemStats';

describe('item statistics as read in the table', () => {
  it('writes shares as pt-BR percentages and the index with two decimals', () => {
    expect(formatRate(0)).toBe('0%');
    expect(formatRate(0.667)).toBe('66,7%');
    expect(formatRate(1)).toBe('100%');
    expect(formatIndex(0.35)).toBe('0,35');
    expect(formatIndex(-0.5)).toBe('-0,50');
  });

  it('shows a dash while there is no value yet', () => {
    expect(formatRate(null)).toBe(T.assessmentManager.noValue);
    expect(formatIndex(null)).toBe(T.assessmentManager.noValue);
  });
});
