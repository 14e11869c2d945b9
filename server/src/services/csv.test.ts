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

  it('sends big exports in chunks, every row once, in order', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => [i, `linha ${i}`]);
    const chunks: string[] = [];
    for await (const chunk of csvStream(['n', 'texto'], rows)) chunks.push(String(chunk));
    const lines = chunks.join('').split('\r\n');
    expect(lines[0]).toBe('\uFEFFn;texto');
    expect(lines.slice(1, -1)).toEqual(rows.map(([n, t]) => `${n};${t}`));
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.length).toBeLessThan(100);
  });

  it('stops reading rows when the download is closed', async () => {
    let read = 0;
    async function* endless() {
      for (;;) {
        read += 1;
        yield [read, 'x'.repeat(100)];
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    const stream = csvStream(['n', 'x'], endless());
    stream.once('data', () => stream.destroy());
    await new Promise((resolve) => stream.once('close', resolve));
    const after = read;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(read - after).toBeLessThanOrEqual(1);
  });
});
