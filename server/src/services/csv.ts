import { PassThrough, type Readable } from 'node:stream';

/**
 * CSV as Excel in pt-BR opens it: UTF-8 with BOM, ';' separator, CRLF lines. Cells starting with
 * = + - @ or a tab get a leading apostrophe so a spreadsheet never runs them as formulas.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: unknown[]): string {
  return `${cells.map(csvCell).join(';')}\r\n`;
}

/** Streams rows as they come (large exports never sit whole in memory). */
export function csvStream(header: string[], rows: AsyncIterable<unknown[]> | Iterable<unknown[]>): Readable {
  const out = new PassThrough();
  void (async () => {
    try {
      out.write(`\uFEFF${csvLine(header)}`);
      for await (const row of rows) {
        if (!out.write(csvLine(row))) await new Promise((resolve) => out.once('drain', resolve));
      }
      out.end();
    } catch (err) {
      out.destroy(err as Error);
    }
  })();
  return out;
}

/** 'relatorio-2026-11-22.csv': dated file names, in São Paulo's date. */
export function datedFileName(prefix: string, at = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(at);
  return `${prefix}-${day}.csv`;
}
