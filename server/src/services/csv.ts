import { PassThrough, type Readable } from 'node:stream';
import { parse as parseCsv } from 'csv-parse/sync';
import { saoPauloDate } from './calendar';

/** A CSV record and the line of the file it starts on (cells may span lines when quoted). */
export interface SheetRecord {
  line: number;
  cells: string[];
}

/**
 * Reads a CSV as Excel in pt-BR saves it (';' or ',', judged by the header; UTF-8 with or without
 * BOM; quoted cells, line breaks inside them). A broken file is an error message with its line.
 */
export function readSheet(text: string): { records: SheetRecord[] } | { line: number; problem: string } {
  const clean = text.replace(/^\uFEFF/, '');
  const firstLine = clean.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  try {
    const parsed = parseCsv(clean, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    // info.lines is where the record ends: a record with line breaks inside started earlier.
    return {
      records: parsed.map(({ record, info }) => ({
        cells: record,
        line: info.lines - record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0),
      })),
    };
  } catch (err) {
    const e = err as { lines?: number; message: string };
    return { line: e.lines ?? 0, problem: `CSV malformado: ${e.message}` };
  }
}

/** First characters a spreadsheet reads as the start of a formula: = + - @ tab CR. */
const FORMULA_START = new Set([61, 43, 45, 64, 9, 13]);
const NEEDS_QUOTES = /[";\r\n]/;

/**
 * CSV as Excel in pt-BR opens it: UTF-8 with BOM, ';' separator, CRLF lines. Cells starting with
 * = + - @ or a tab get a leading apostrophe so a spreadsheet never runs them as formulas.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.has(text.charCodeAt(0))) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: unknown[]): string {
  return `${cells.map(csvCell).join(';')}\r\n`;
}

/** Rows are handed to the response in chunks of about this many characters, not one by one. */
const CHUNK_CHARS = 64 * 1024;

/** Resolves when `out` wants more data, or when it is gone (the client closed the download). */
function drainedOrClosed(out: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.once('drain', done);
    out.once('close', done);
  });
}

/**
 * Streams rows as they come (large exports never sit whole in memory). Lines are joined into
 * chunks of ~64 KB: one socket write per chunk instead of one per row, the difference between
 * a CSV export running at the database's pace or at the event loop's. A client that goes away
 * stops the reading (the row source is closed), instead of leaving it waiting forever.
 */
export function csvStream(header: string[], rows: AsyncIterable<unknown[]> | Iterable<unknown[]>): Readable {
  return csvLines(header, rows, false);
}

/**
 * csvStream for a source that hands over rows in batches (a page of a keyset read at a time):
 * the same file, without an await per row.
 */
export function csvBatchStream(header: string[], batches: AsyncIterable<unknown[][]>): Readable {
  return csvLines(header, batches, true);
}

function csvLines(
  header: string[],
  source: AsyncIterable<unknown[] | unknown[][]> | Iterable<unknown[]>,
  batched: boolean,
): Readable {
  const out = new PassThrough();
  void (async () => {
    try {
      // The header goes at once: the browser starts the download before the first chunk.
      out.write(`\uFEFF${csvLine(header)}`);
      let lines: string[] = [];
      let chars = 0;
      for await (const item of source) {
        if (out.destroyed) break;
        for (const row of batched ? (item as unknown[][]) : [item as unknown[]]) {
          const line = csvLine(row);
          lines.push(line);
          chars += line.length;
        }
        if (chars < CHUNK_CHARS) continue;
        const ok = out.write(lines.join(''));
        lines = [];
        chars = 0;
        if (!ok) await drainedOrClosed(out);
      }
      if (out.destroyed) return;
      if (lines.length) out.write(lines.join(''));
      out.end();
    } catch (err) {
      out.destroy(err as Error);
    }
  })();
  return out;
}

/** 'relatorio-2026-11-22.csv': dated file names, in São Paulo's date. */
export function datedFileName(prefix: string, at = new Date(), extension = 'csv'): string {
  return `${prefix}-${saoPauloDate(at)}.${extension}`;
}
