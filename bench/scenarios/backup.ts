/**
 * Backup creation: POST /api/backup/create (tables as JSON lines from one snapshot,
 * the uploads folder, manifest; archiver deflate) against Debian's `zip -6 -r` over the very same
 * files: the first project backup is unpacked into a folder and zip compresses that folder. Both
 * are measured as input bytes per second (uncompressed bytes / elapsed); A B A B, medians. The
 * server's RSS is sampled during each backup: a streaming backup keeps it flat.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { median } from '../load';
import { withRssSampling } from '../memory';
import { fmtMiB, mib, pairsOf, ratioText, type ScenarioContext } from './context';
import { download } from './download';

const TARGET = 0.45;
const MEMORY_LIMIT_BYTES = 150 * 2 ** 20;

/** A few course materials in DATA_DIR/uploads, so the uploads part of a backup is exercised too. */
function seedUploads(dataDir: string): void {
  const dir = path.join(dataDir, 'uploads', 'materials');
  mkdirSync(dir, { recursive: true });
  const line = 'NR-35 Trabalho em altura: sistemas de proteção contra quedas, ancoragem e resgate. ';
  for (let i = 1; i <= 8; i++) {
    const text = Array.from({ length: 6000 }, (_, n) => `${n} ${line}`).join('\n');
    writeFileSync(path.join(dir, `apostila-${i}.pdf`), `%PDF-1.4\n${text}\n%%EOF\n`);
  }
}

function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text.slice(0, 200) };
  }
}

interface BackupRun {
  seconds: number;
  zipBytes: number;
  growthBytes: number;
}

export async function backupScenarios(ctx: ScenarioContext): Promise<void> {
  const name = 'POST /api/backup/create';
  ctx.log(`- mariadb: ${name}`);
  seedUploads(ctx.project.dataDir);
  const backups = path.join(ctx.project.dataDir, 'backups');
  const input = path.join(ctx.tmp, 'backup-input');
  const ceilingZip = path.join(ctx.tmp, 'backup-ceiling.zip');
  const project: BackupRun[] = [];
  const ceiling: number[] = [];
  let ceilingZipBytes = 0;
  let inputBytes = 0;
  let failed: string | null = null;
  try {
    for (let i = 0; i < pairsOf(ctx); i++) {
      const { result: res, rss } = await withRssSampling(ctx.project.pid, () =>
        download(`${ctx.project.base}/api/backup/create`, { authorization: `Bearer ${ctx.adminToken}` }, 'POST'),
      );
      const seconds = res.seconds;
      const body = parseJson(res.small) as { filename?: string; size?: number; message?: string };
      if (res.status !== 201 || !body.filename) {
        failed = `project: HTTP ${res.status} ${body.message ?? ''}`.trim();
        break;
      }
      const zip = path.join(backups, body.filename);
      if (i === 0) {
        // The ceiling's input: exactly the files of the project's backup, unpacked.
        execFileSync('unzip', ['-q', zip, '-d', input]);
        inputBytes = folderBytes(input);
      }
      project.push({ seconds, zipBytes: body.size ?? 0, growthBytes: rss.growthBytes });
      rmSync(zip, { force: true });

      const z0 = performance.now();
      execFileSync('zip', ['-6', '-r', '-q', ceilingZip, '.'], { cwd: input });
      ceiling.push((performance.now() - z0) / 1000);
      ceilingZipBytes = statSync(ceilingZip).size;
      rmSync(ceilingZip, { force: true });
    }
  } catch (err) {
    const cause = (err as Error & { cause?: Error }).cause;
    failed = `${(err as Error).message.split('\n')[0]}${cause ? ` (${cause.message})` : ''}`;
  } finally {
    rmSync(input, { recursive: true, force: true });
  }
  const projectSeconds = project.length ? median(project.map((r) => r.seconds)) : Number.NaN;
  const ceilingSeconds = ceiling.length ? median(ceiling) : Number.NaN;
  const projectRate = inputBytes / projectSeconds;
  const ceilingRate = inputBytes / ceilingSeconds;
  const ratio = projectRate / ceilingRate;
  const zipBytes = project[0]?.zipBytes ?? 0;
  ctx.addRow({
    db: 'mariadb',
    scenario: name,
    project: `${mib(projectRate).toFixed(1)} MB/s in`,
    ceiling: `${mib(ceilingRate).toFixed(1)} MB/s in (zip -6 -r, same files)`,
    ratio: ratioText(ratio),
    target: `>= ${TARGET.toFixed(2)}x`,
    result: failed ? 'ERROR' : ctx.verdict(ratio >= TARGET),
    note:
      failed ??
      `${fmtMiB(inputBytes)} in -> ${fmtMiB(zipBytes)} zip (zip -6: ${fmtMiB(ceilingZipBytes)}); ${projectSeconds.toFixed(1)} s vs ${ceilingSeconds.toFixed(1)} s; whole data set`,
    raw: { inputBytes, project, ceilingSeconds: ceiling },
  });
  const growth = Math.max(0, ...project.map((r) => r.growthBytes));
  ctx.addRow({
    db: 'mariadb',
    scenario: `${name} server RSS growth`,
    project: `+${fmtMiB(growth)} peak`,
    ceiling: '-',
    ratio: '-',
    target: '< 150 MB',
    result: failed ? 'ERROR' : growth < MEMORY_LIMIT_BYTES ? 'PASS' : 'FAIL',
    note: failed ?? `VmRSS sampled every 10 ms; worst of ${project.length} backups of ${fmtMiB(inputBytes)}`,
  });
}
