import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReadinessCheck, ReadinessResponse } from '@trilha/sdk/contract';
import { migrator } from '../db/migrate';
import { runtime } from '../runtime';

/** A check that has not answered by then counts as failed: a probe must answer fast. */
const CHECK_TIMEOUT_MS = 3_000;

const FAILED: Record<ReadinessCheck | 'shutdown', string> = {
  database: 'o banco de dados não responde',
  migrations: 'há migrações pendentes (npx trilha db migrate)',
  storage: 'a pasta de dados (DATA_DIR) não aceita gravação',
  shutdown: 'o servidor está encerrando',
};

async function within(work: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work.then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Writes and removes a small file where uploads are staged: the same disk every upload needs. */
async function storageWritable(uploadsDir: string): Promise<void> {
  const dir = path.join(uploadsDir, '.tmp');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `readyz-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    await writeFile(file, 'ok');
  } finally {
    await rm(file, { force: true });
  }
}

export interface Readiness {
  ready: boolean;
  answer: ReadinessResponse;
}

function unavailable(failed: (ReadinessCheck | 'shutdown')[], checks: ReadinessResponse['checks']): Readiness {
  return {
    ready: false,
    answer: {
      status: 'unavailable',
      error: failed.includes('shutdown') ? 'shutting_down' : 'not_ready',
      message: `Servidor indisponível: ${failed.map((f) => FAILED[f]).join('; ')}.`,
      failed,
      checks,
    },
  };
}

/**
 * Whether this node should get traffic: the database answers, no migration is pending and
 * DATA_DIR can be written; never while the process drains after SIGTERM.
 */
export async function readiness(): Promise<Readiness> {
  const rt = runtime();
  if (rt.draining) return unavailable(['shutdown'], {});
  const [database, migrations, storage] = await Promise.all([
    within(rt.sequelize.query('SELECT 1')),
    within(
      migrator(rt.sequelize)
        .pending()
        .then((pending) => {
          if (pending.length) throw new Error('pending');
        }),
    ),
    within(storageWritable(rt.config.uploadsDir)),
  ]);
  const results: Record<ReadinessCheck, boolean> = { database, migrations, storage };
  const checks = Object.fromEntries(
    Object.entries(results).map(([name, ok]) => [name, ok ? 'ok' : 'fail']),
  ) as ReadinessResponse['checks'];
  const failed = (Object.keys(results) as ReadinessCheck[]).filter((name) => !results[name]);
  if (failed.length) return unavailable(failed, checks);
  return { ready: true, answer: { status: 'ok', checks } };
}
