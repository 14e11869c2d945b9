import type { FillName } from './fills';

/** One bar, or one segment of a stacked bar: a category (a week, a course) of one series. */
export interface ChartSeries {
  key: string;
  /** The legend's and the table column's text. */
  label: string;
  /** Colour and pattern: the series differ by pattern and lightness, not by hue alone. */
  fill: FillName;
}

export interface ChartCategory {
  key: string;
  /** On the axis: short ('03/11', 'jan/27', a name cut to fit). */
  label: string;
  /** In the table and in each point's spoken label: whole ('semana de 03/11/2026'). */
  longLabel: string;
}

/**
 * What a bar chart draws, and its table shows: the same `values[category][series]`, so the
 * table beside the chart can never disagree with it.
 */
export interface ChartData {
  /** The first column's header in the table ('Semana', 'Mês', 'Curso'). */
  categoryHeader: string;
  categories: ChartCategory[];
  series: ChartSeries[];
  values: number[][];
  /** Columns shown in the table only, before the series (a company's number of workers). */
  extraColumns?: { header: string; values: string[] }[];
  /** How a value reads: '12', '75 %'. */
  format?: (value: number) => string;
  /** The value axis ends at least here (100 for percentages). */
  max?: number;
  /** A zero is a result, not an absence (a rate of 0 %): an all-zero chart is still drawn. */
  zeroIsData?: boolean;
}

export const countText = (n: number) => n.toLocaleString('pt-BR');
export const percentText = (n: number) => `${n.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} %`;

/**
 * Nothing to draw: no category, or every value zero where a zero means "none" (a count). Where a
 * zero is a finding (a company at 0 % em dia), only the lack of categories empties the chart.
 */
export const isEmptyChart = (data: ChartData) =>
  data.categories.length === 0 || (!data.zeroIsData && data.values.every((row) => row.every((v) => v === 0)));
