import { describe, expect, it } from 'vitest';
import { slugOf } from './format';

describe('slugOf', () => {
  it('keeps the letters of accented words', () => {
    expect(slugOf('Construtora São João Ltda.')).toBe('construtora-sao-joao-ltda');
    expect(slugOf('Ana Evidência / NR-10')).toBe('ana-evidencia-nr-10');
    expect(slugOf('***')).toBe('');
  });
});
