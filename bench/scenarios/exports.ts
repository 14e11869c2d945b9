/**
 * CSV exports: the project's streamed exports against a raw streaming ceiling, the
 * same rows read with mysql2's `.stream()` and written as CSV straight to the HTTP response
 * (bench/ceilings/server.mjs, GET /stream/NAME). One export at a time, A B A B, medians of the
 * pairs. Throughput is CSV rows per second end to end (request sent to last byte read); memory is
 * the peak RSS growth of the server process during the export (VmRSS sampled every 10 ms).
 */

import { median } from '../load';
import { withRssSampling } from '../memory';
import { fmtMiB, pairsOf, ratioText, type ScenarioContext } from './context';
import { type Download, download } from './download';

/** rows/s against the ceiling's (issue 8); the logs export's is issue 25's. */
const THROUGHPUT_TARGET = 0.5;
const LOGS_THROUGHPUT_TARGET = 0.6;
const MEMORY_LIMIT_BYTES = 150 * 2 ** 20;

interface ExportCase {
  name: string;
  /** The project's route (admin). */
  path: string;
  /** The ceiling's stream name: its SQL is in exportStreams(). */
  stream: string;
  target: number;
}

const CASES: ExportCase[] = [
  {
    name: 'GET /api/logs/export (every log row)',
    path: '/api/logs/export',
    stream: 'logs',
    target: LOGS_THROUGHPUT_TARGET,
  },
  {
    name: 'GET /api/reports/student-progress/export',
    path: '/api/reports/student-progress/export',
    stream: 'student-progress',
    target: THROUGHPUT_TARGET,
  },
];

/**
 * The ceiling's streamed statements, written into the ceiling server's twins file under
 * `stream-NAME`: the same rows and columns the project exports, in the same order, unformatted.
 */
export function exportStreams(): Record<string, string[][]> {
  return {
    'stream-logs': [
      [
        'SELECT created_at, action, user_name, user_email, ip_address, description, message, level FROM system_logs ORDER BY id DESC',
      ],
    ],
    'stream-student-progress': [
      [
        `SELECT u.name, u.email, c.name AS company, COUNT(e.id) AS enrollments,
                SUM(CASE WHEN e.certificate_issued_at IS NOT NULL THEN 1 ELSE 0 END) AS completed,
                ROUND(AVG(e.progress)) AS average_progress,
                (SELECT COUNT(*) FROM certificates ce WHERE ce.user_id = u.id) AS certificates, u.created_at
           FROM users u LEFT JOIN companies c ON c.id = u.company_id LEFT JOIN enrollments e ON e.user_id = u.id
          WHERE u.role <> 'admin'
          GROUP BY u.id, u.name, u.email, c.name, u.created_at
          ORDER BY u.name`,
      ],
    ],
  };
}

interface Measured {
  download: Download;
  rowsPerS: number;
  growthBytes: number;
}

async function measure(url: string, headers: Record<string, string>, pid: number): Promise<Measured> {
  const { result, rss } = await withRssSampling(pid, () => download(url, headers));
  const rows = Math.max(0, result.lines - 1);
  return { download: result, rowsPerS: rows / result.seconds, growthBytes: rss.growthBytes };
}

/** Why a run does not count: wrong status or type, or far fewer rows than the ceiling streamed. */
function problem(p: Measured, c: Measured): string | null {
  for (const [side, m] of [
    ['project', p],
    ['ceiling', c],
  ] as const) {
    if (m.download.status !== 200) return `${side}: HTTP ${m.download.status}`;
    if (!m.download.contentType.startsWith('text/csv')) return `${side}: content-type ${m.download.contentType}`;
  }
  // The logs export writes its own audit row first: allow a few rows of difference.
  if (Math.abs(p.download.lines - c.download.lines) > 10) {
    return `row counts differ: project ${p.download.lines - 1}, ceiling ${c.download.lines - 1}`;
  }
  return null;
}

export async function exportScenarios(ctx: ScenarioContext): Promise<void> {
  const auth = { authorization: `Bearer ${ctx.adminToken}` };
  for (const c of CASES) {
    ctx.log(`- mariadb: ${c.name}`);
    const project: Measured[] = [];
    const ceiling: Measured[] = [];
    let failed: string | null = null;
    try {
      for (let i = 0; i < pairsOf(ctx) && !failed; i++) {
        const a = await measure(ctx.project.base + c.path, auth, ctx.project.pid);
        const b = await measure(`${ctx.ceiling.base}/stream/${c.stream}`, {}, ctx.ceiling.pid);
        project.push(a);
        ceiling.push(b);
        failed = problem(a, b);
      }
    } catch (err) {
      failed = (err as Error).message;
    }
    const rowsPerS = median(project.map((m) => m.rowsPerS));
    const ceilingRowsPerS = median(ceiling.map((m) => m.rowsPerS));
    const ratio = rowsPerS / ceilingRowsPerS;
    const rows = (project[0]?.download.lines ?? 1) - 1;
    const mb = fmtMiB(project[0]?.download.bytes ?? 0);
    ctx.addRow({
      db: 'mariadb',
      scenario: c.name,
      project: `${Math.round(rowsPerS)} rows/s`,
      ceiling: `${Math.round(ceilingRowsPerS)} rows/s (mysql2 .stream() to CSV)`,
      ratio: ratioText(ratio),
      target: `>= ${c.target.toFixed(2)}x`,
      result: failed ? 'ERROR' : ctx.verdict(ratio >= c.target),
      note:
        failed ??
        `${rows} rows, ${mb}; ${median(project.map((m) => m.download.seconds)).toFixed(2)} s vs ${median(ceiling.map((m) => m.download.seconds)).toFixed(2)} s`,
      raw: { project, ceiling },
    });
    const growth = Math.max(0, ...project.map((m) => m.growthBytes));
    const ceilingGrowth = Math.max(0, ...ceiling.map((m) => m.growthBytes));
    ctx.addRow({
      db: 'mariadb',
      scenario: `${c.name} server RSS growth`,
      project: `+${fmtMiB(growth)} peak`,
      ceiling: `+${fmtMiB(ceilingGrowth)} (ceiling process)`,
      ratio: '-',
      target: '< 150 MB',
      result: failed ? 'ERROR' : growth < MEMORY_LIMIT_BYTES ? 'PASS' : 'FAIL',
      note: failed ?? `VmRSS sampled every 10 ms; worst of ${project.length} exports`,
    });
  }
}
