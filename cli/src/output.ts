/** Output for people and for scripts: tables for a terminal, JSON with --json, progress on stderr. */
export function printTable(rows: Record<string, unknown>[], columns: string[]): void {
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  console.info(line(columns));
  console.info(line(widths.map((w) => '-'.repeat(w))));
  for (const r of rows) console.info(line(columns.map((c) => String(r[c] ?? ''))));
}

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** A counter that rewrites one stderr line on a terminal and prints every 10 % otherwise. */
export function progress(label: string): (done: number, total: number) => void {
  let lastShown = -1;
  return (done, total) => {
    const pct = total ? Math.floor((done / total) * 100) : 100;
    if (process.stderr.isTTY) {
      process.stderr.write(`\r${label}: ${done}/${total} (${pct}%)${done === total ? '\n' : ''}`);
    } else if (pct >= lastShown + 10 || done === total) {
      lastShown = pct;
      process.stderr.write(`${label}: ${done}/${total} (${pct}%)\n`);
    }
  };
}
