import { describe, expect, it } from 'vitest';
import { pasteDigits, plural } from './format';

describe('pasteDigits: a 6-digit code pasted into the code field', () => {
  it('takes a whole code from the e-mail line, with spaces or words around it', () => {
    expect(pasteDigits('', [0, 0], '123 456', 6)).toBe('123456');
    expect(pasteDigits('', [0, 0], 'Seu código: 987654', 6)).toBe('987654');
    expect(pasteDigits('12', [2, 2], ' 654-321 ', 6)).toBe('654321');
  });

  it('puts fewer digits in at the selection, keeping at most six', () => {
    expect(pasteDigits('12', [2, 2], '34', 6)).toBe('1234');
    expect(pasteDigits('1299', [2, 4], '3a4', 6)).toBe('1234');
    expect(pasteDigits('12345', [5, 5], '67', 6)).toBe('123456');
    expect(pasteDigits('123', [3, 3], 'abc', 6)).toBe('123');
  });
});

describe('plural: a count with its noun', () => {
  it('takes the singular for one only, and groups thousands as pt-BR does', () => {
    expect(plural(1, 'aula', 'aulas')).toBe('1 aula');
    expect(plural(0, 'aula', 'aulas')).toBe('0 aulas');
    expect(plural(2, 'matrícula criada.', 'matrículas criadas.')).toBe('2 matrículas criadas.');
    expect(plural(12500, 'trabalhador', 'trabalhadores')).toBe('12.500 trabalhadores');
  });
});
