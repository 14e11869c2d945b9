/** What the scenario files get from run.ts: the running servers, the data set, and the table. */
import type { SeedSize } from '../seed';

export type Verdict = 'PASS' | 'FAIL' | 'INFO' | 'ERROR' | 'n/a';

export interface Row {
  /** '-' for rows that touch no database (bundle sizes). */
  db: 'mariadb' | 'sqlite' | '-';
  scenario: string;
  project: string;
  ceiling: string;
  ratio: string;
  target: string;
  result: Verdict;
  note?: string;
  raw?: unknown;
}

export interface Server {
  base: string;
  /** Process id, for RSS sampling and the Chromium process tree. */
  pid: number;
}

export interface ScenarioContext {
  quick: boolean;
  size: SeedSize;
  /** The project server (node server/dist/index.js) and its DATA_DIR. */
  project: Server & { dataDir: string };
  /** bench/ceilings/server.mjs: also streams raw CSV at /stream/NAME (see exports.ts). */
  ceiling: Server;
  adminToken: string;
  /** Runs a read on the bench's own MariaDB connection (not the server's pool). */
  sql<T>(sql: string): Promise<T[]>;
  /** A private temp folder, removed at exit. */
  tmp: string;
  log(line: string): void;
  addRow(row: Row): void;
  /** PASS / FAIL, or n/a in --quick: for timings only (sizes and counts are judged always). */
  verdict(ok: boolean): Verdict;
  /**
   * The server's SQL statements for `n` sequential calls of `request` (after one warm-up call),
   * from MariaDB's general log (bench/README "How statements are counted").
   */
  statements?(n: number, request: () => Promise<unknown>): Promise<{ perRequest: number; statements: string[] }>;
}

/** A/B pairs for the single-request scenarios (exports, backup): medians of 3, one in --quick. */
export const pairsOf = (ctx: ScenarioContext) => (ctx.quick ? 1 : 3);

export const ratioText = (x: number) => `${x.toFixed(2)}x`;
export const mib = (bytes: number) => bytes / 2 ** 20;
export const fmtMiB = (bytes: number) => `${mib(bytes) < 10 ? mib(bytes).toFixed(1) : Math.round(mib(bytes))} MB`;
