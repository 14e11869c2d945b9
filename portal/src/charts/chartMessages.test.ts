import { describe, expect, it } from 'vitest';
import { CHART_TEXT, dayLabels, monthLabels } from './chartMessages';

describe('chart labels: São Paulo days and months from the server, read as they are', () => {
  it('writes a week start as dd/mm and dd/mm/aaaa, with no time zone shift at midnight', () => {
    expect(dayLabels('2026-11-02')).toEqual({ short: '02/11', long: '02/11/2026' });
    expect(dayLabels('2027-01-01')).toEqual({ short: '01/01', long: '01/01/2027' });
  });

  it('writes a month short on the axis and whole in the table', () => {
    expect(monthLabels('2027-01')).toEqual({ short: 'jan/27', long: 'janeiro de 2027' });
    expect(monthLabels('2026-03')).toEqual({ short: 'mar/26', long: 'março de 2026' });
  });
});

describe('chart sentences', () => {
  it('agree in number and leave out a busiest month when none stands out', () => {
    expect(CHART_TEXT.expiries.summary(1, 1, 0, 0, null)).toBe(
      '1 certificado vence nos próximos 12 meses: 1 já renovado, 0 com renovação em andamento e 0 sem renovação.',
    );
    expect(CHART_TEXT.expiries.summary(3, 0, 1, 2, 'maio de 2027')).toContain(
      '3 certificados vencem nos próximos 12 meses: 0 já renovados',
    );
    expect(CHART_TEXT.activity.summary(1, 0, '02/11/2026')).toBe(
      'Nas últimas 12 semanas: 1 matrícula e 0 conclusões. A semana com mais matrículas foi a de 02/11/2026.',
    );
    expect(CHART_TEXT.manager.statusSummary('cargo', 2, 4, 5)).toBe(
      '2 cargos: 4 de 5 treinamentos exigidos em dia (80 %).',
    );
  });
});
