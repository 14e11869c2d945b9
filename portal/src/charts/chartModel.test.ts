import { describe, expect, it } from 'vitest';
import { type ChartData, isEmptyChart, percentText } from './chartModel';

const chart = (values: number[][], extra: Partial<ChartData> = {}): ChartData => ({
  categoryHeader: 'Empresa',
  categories: values.map((_, i) => ({ key: String(i), label: `E${i}`, longLabel: `Empresa ${i}` })),
  series: [{ key: 'v', label: 'Valor', fill: 'solid' }],
  values,
  ...extra,
});

describe('isEmptyChart', () => {
  it('empties a chart of counts that are all zero, or with no category', () => {
    expect(isEmptyChart(chart([[0], [0]]))).toBe(true);
    expect(isEmptyChart(chart([]))).toBe(true);
    expect(isEmptyChart(chart([[0], [2]]))).toBe(false);
  });

  it('draws companies at 0 % em dia: a zero rate is a finding, not an absence', () => {
    expect(isEmptyChart(chart([[0], [0]], { format: percentText, max: 100, zeroIsData: true }))).toBe(false);
    expect(isEmptyChart(chart([], { zeroIsData: true }))).toBe(true);
  });
});
