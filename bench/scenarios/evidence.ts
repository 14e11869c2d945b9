/**
 * Evidence packs (issue 22): the company pack of the seeded evidence company (bench/seed.ts: 1 000
 * workers at size M, each done with course 1: twelve lessons credited per day, two attempts with
 * answers, twenty access-log rows, a certificate). Their certificates are first validated through
 * the API, as an admin does, which prints each official page ahead (services/certificatePdf
 * renderAhead); the row then times `GET /api/evidence/companies/{id}?course_id=1` read to the end,
 * with the server's RSS growth, and sends the pack to `POST /api/evidence/verify`, which must find
 * it valid. No ceiling: the target is absolute (under 60 s for 1 000 workers).
 */
import { createWriteStream, existsSync, openAsBlob, readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { withRssSampling } from '../memory';
import { EVIDENCE_CODE_PREFIX, EVIDENCE_COURSE, evidenceCompanyId } from '../seed';
import { fmtMiB, type ScenarioContext } from './context';

const PACK_LIMIT_S = 60;
const MEMORY_LIMIT_BYTES = 150 * 2 ** 20;
/** Validations sent at once: an admin's bulk work, not a load test. */
const VALIDATING_AT_ONCE = 4;
const PRINT_TIMEOUT_MS = 20 * 60_000;

/** Streams one GET to a file; resolves with the status once the body is on disk. */
function saveTo(url: string, file: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        pipeline(res, createWriteStream(file)).then(() => resolve(res.statusCode ?? 0), reject);
      })
      .on('error', reject);
  });
}

async function eachAtMost<T>(items: T[], atOnce: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: atOnce }, lane));
}

export async function evidenceScenarios(ctx: ScenarioContext): Promise<void> {
  const auth = { authorization: `Bearer ${ctx.adminToken}` };
  const certificates = await ctx.sql<{ id: number }>(
    `SELECT id FROM certificates WHERE certificate_code LIKE '${EVIDENCE_CODE_PREFIX}%' ORDER BY id`,
  );
  const workers = certificates.length;
  const kept = path.join(ctx.project.dataDir, 'certificates');
  const printed = () =>
    existsSync(kept)
      ? readdirSync(kept).filter((n) => n.startsWith(EVIDENCE_CODE_PREFIX) && n.endsWith('.pdf')).length
      : 0;

  ctx.log(`- mariadb: validating ${workers} certificates of the evidence company (each printed ahead)`);
  const t0 = performance.now();
  let refused: string | null = null;
  await eachAtMost(certificates, VALIDATING_AT_ONCE, async ({ id }) => {
    const res = await fetch(`${ctx.project.base}/api/certificates/${id}/validate`, { method: 'POST', headers: auth });
    if (res.status !== 200) refused ??= `validate ${id}: HTTP ${res.status} ${await res.text()}`;
  });
  const deadline = Date.now() + PRINT_TIMEOUT_MS;
  while (!refused && printed() < workers && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
  const printSeconds = (performance.now() - t0) / 1000;
  const allPrinted = printed() >= workers;
  ctx.addRow({
    db: 'mariadb',
    scenario: `certificates validated and printed ahead (${workers})`,
    project: `${(workers / printSeconds).toFixed(1)} PDF/s`,
    ceiling: '-',
    ratio: '-',
    target: 'all printed',
    result: refused || !allPrinted ? 'ERROR' : 'INFO',
    note:
      refused ??
      `${printed()} of ${workers} official PDFs kept ${printSeconds.toFixed(1)} s after the first validation (${VALIDATING_AT_ONCE} validations at once)`,
  });
  if (refused || !allPrinted) return;

  const name = `GET /api/evidence/companies/{id} (${workers} workers)`;
  ctx.log(`- mariadb: ${name}`);
  const file = path.join(ctx.tmp, 'company-pack.zip');
  const url = `${ctx.project.base}/api/evidence/companies/${evidenceCompanyId(ctx.size)}?course_id=${EVIDENCE_COURSE}`;
  const t1 = performance.now();
  const { result: status, rss } = await withRssSampling(ctx.project.pid, () => saveTo(url, file, auth));
  const seconds = (performance.now() - t1) / 1000;
  const bytes = statSync(file).size;

  let problem: string | null = status === 200 ? null : `HTTP ${status}`;
  if (!problem) {
    const form = new FormData();
    form.append('file', await openAsBlob(file), 'pacote.zip');
    const res = await fetch(`${ctx.project.base}/api/evidence/verify`, { method: 'POST', body: form });
    const verdict = (await res.json()) as { valid?: boolean; problems?: string[] };
    if (!verdict.valid) problem = `verify: HTTP ${res.status} ${JSON.stringify(verdict).slice(0, 300)}`;
  }
  ctx.addRow({
    db: 'mariadb',
    scenario: name,
    project: `${seconds.toFixed(1)} s, ${fmtMiB(bytes)}`,
    ceiling: '-',
    ratio: '-',
    target: `< ${PACK_LIMIT_S} s`,
    result: problem ? 'ERROR' : ctx.verdict(seconds < PACK_LIMIT_S),
    note:
      problem ?? `${(workers / seconds).toFixed(0)} workers/s; signed pack verified valid by POST /api/evidence/verify`,
  });
  ctx.addRow({
    db: 'mariadb',
    scenario: `${name}: server memory`,
    project: `+${fmtMiB(rss.growthBytes)} RSS`,
    ceiling: '-',
    ratio: '-',
    target: `< ${fmtMiB(MEMORY_LIMIT_BYTES)}`,
    result: problem ? 'ERROR' : rss.growthBytes < MEMORY_LIMIT_BYTES ? 'PASS' : 'FAIL',
    note: `peak ${fmtMiB(rss.peakBytes)} from ${fmtMiB(rss.beforeBytes)}; the ZIP streams while it is built`,
  });
}
