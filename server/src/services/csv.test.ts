import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, csvStream, datedFileName } from './csv';

describe('csv', () => {
  it('neutralises formulas and quotes separators', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+5511')).toBe("'+5511");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('Silva; João')).toBe('"Silva; João"');
    expect(csvCell(null)).toBe('');
    expect(csvLine(['a', 1])).toBe('a;1\r\n');
  });

  it('starts with a BOM and names files by date', async () => {
    let text = '';
    for await (const chunk of csvStream(['Nome'], [['Ana']])) text += chunk;
    expect(text).toBe('\uFEFFNome\r\nAna\r\n');
    expect(datedFileName('certificados', new Date('2026-01-02T01:00:00Z'))).toBe('certificados-2026-01-01.csv');
  });
});
