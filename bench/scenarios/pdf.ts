/**
 * Certificate PDFs: the project's download route (GET /api/certificates/{id}/download,
 * admin token: lookups, template, QR code, Chromium print, disk cache, audit row) against a pool
 * of reused Chromium pages printing the same certificate HTML (bench/ceilings/pdf.ts). Every
 * project request asks for a certificate never asked before, since the project caches each PDF
 * on disk. Then the proof that no request launched a browser: the Chromium processes under the
 * server before and after the runs.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromiumUnder } from '../chromium';
import { interleave, type LoadOptions, type Target } from '../load';
import { benchDir, freePort, spawnNode } from '../processes';
import { type CertificateFacts, certificateFactsSql, certificateHtmls } from './certificateHtml';
import { ratioText, type ScenarioContext } from './context';
import { download } from './download';

const TARGET = 0.5;
/** Both sides keep their 2 pages busy with requests queued behind them. */
const CONNECTIONS = 4;
/** Distinct certificates printed by the ceiling: enough that no single page dominates. */
const CEILING_PAGES = 16;

async function isPdf(url: string, headers: Record<string, string> = {}): Promise<string | null> {
  const d = await download(url, headers);
  if (d.status !== 200) return `HTTP ${d.status}`;
  if (!d.head.subarray(0, 5).equals(Buffer.from('%PDF-'))) return `not a PDF (${d.contentType})`;
  return null;
}

export async function pdfScenarios(ctx: ScenarioContext): Promise<void> {
  const name = 'GET /api/certificates/{id}/download (PDF)';
  ctx.log(`- mariadb: ${name}`);
  const facts = await ctx.sql<CertificateFacts>(certificateFactsSql(CEILING_PAGES));
  const modules = await ctx.sql<{ course_id: number; title: string }>(
    'SELECT course_id, title FROM modules ORDER BY course_id, order_index, id',
  );
  const htmlFile = path.join(ctx.tmp, 'certificates.json');
  const htmls = await certificateHtmls(
    facts,
    (courseId) => modules.filter((m) => m.course_id === courseId).map((m) => m.title),
    ctx.project.base,
  );
  writeFileSync(htmlFile, JSON.stringify(htmls));
  const port = await freePort();
  const ceiling = await spawnNode(
    path.join(benchDir, 'ceilings/pdf.ts'),
    { CEILING_PORT: String(port), CEILING_PDF_HTML: htmlFile },
    /ready \d+/,
    port,
    ['--import', 'tsx'],
  );
  try {
    const auth = { authorization: `Bearer ${ctx.adminToken}` };
    // Certificate ids are 1..N (seeded in order); id 1 warms the browser up before the count.
    let nextId = 1;
    let wrapped = false;
    const nextPath = () => {
      const id = nextId++;
      if (nextId > ctx.size.certificates) {
        nextId = 1;
        wrapped = true;
      }
      return `/api/certificates/${id}/download`;
    };
    const broken =
      (await isPdf(ctx.project.base + nextPath(), auth).then((e) => e && `project: ${e}`)) ??
      (await isPdf(`${ceiling.base}/pdf?i=0`).then((e) => e && `ceiling: ${e}`));
    const before = chromiumUnder(ctx.project.pid);

    let ceilingI = 0;
    const project: Target = { base: ctx.project.base, requests: [], next: () => ({ path: nextPath(), headers: auth }) };
    const ceilingTarget: Target = { base: ceiling.base, requests: [], next: () => ({ path: `/pdf?i=${ceilingI++}` }) };
    const run: LoadOptions & { pairs: number; warmupS: number } = {
      connections: CONNECTIONS,
      durationS: ctx.quick ? 1 : 3,
      pairs: 3,
      warmupS: 1,
    };
    const r = broken ? null : await interleave(project, ceilingTarget, run);
    const after = chromiumUnder(ctx.project.pid);
    const failed = broken ?? r?.failed ?? null;
    const ratio = r ? r.aMedian.rps / r.bMedian.rps : 0;
    ctx.addRow({
      db: 'mariadb',
      scenario: name,
      project: r ? `${r.aMedian.rps.toFixed(1)} PDF/s` : '-',
      ceiling: r ? `${r.bMedian.rps.toFixed(1)} PDF/s (2 reused Chromium pages)` : '-',
      ratio: r ? ratioText(ratio) : '-',
      target: `>= ${TARGET.toFixed(2)}x`,
      result: failed ? 'ERROR' : ctx.verdict(ratio >= TARGET),
      note:
        failed ??
        `p99 ${Math.round(r?.aMedian.p99Ms ?? 0)} ms vs ${Math.round(r?.bMedian.p99Ms ?? 0)} ms, ${CONNECTIONS} connections, ${nextId - 1} distinct certificates${wrapped ? ' (ran out: some PDFs came from the disk cache)' : ''}`,
      raw: r ? { project: r.a, ceiling: r.b } : undefined,
    });
    const sameBrowser =
      before.browsers.length === 1 && after.browsers.length === 1 && before.browsers[0] === after.browsers[0];
    const printed = r ? r.aMedian.requests : 0;
    ctx.addRow({
      db: 'mariadb',
      scenario: 'certificate PDFs: Chromium launches during the runs',
      project: `${sameBrowser ? 0 : Math.max(1, after.browsers.length)} launches for ${printed} PDFs`,
      ceiling: '-',
      ratio: '-',
      target: '0 (one shared browser)',
      result: broken ? 'ERROR' : sameBrowser ? 'PASS' : 'FAIL',
      note: `browser pid ${before.browsers.join(',') || 'none'} -> ${after.browsers.join(',') || 'none'}; Chromium processes ${before.all} -> ${after.all}`,
    });
  } finally {
    await ceiling.stop();
  }
}
