import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from '../../paths';

export const FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';

/** Data files are data/<table>.jsonl; table names are plain identifiers. */
export const TABLE_NAME_RE = /^[A-Za-z0-9_]{1,64}$/;

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * manifest.json: what the zip holds and how to check it. `files` has the size and sha256 of every
 * other entry (data files and uploads), so a changed or truncated byte is caught before a restore.
 */
export const ManifestSchema = z.object({
  format: z.literal('trilha-segura-backup'),
  format_version: z.number().int(),
  app_version: z.string().max(64),
  created_at: z.iso.datetime(),
  source: z.enum(['manual', 'schedule', 'pre-restore', 'cli']),
  dialect: z.enum(['sqlite', 'mysql']),
  migrations: z.array(z.string().max(255)).max(10_000),
  tables: z
    .array(
      z.object({
        name: z.string().regex(TABLE_NAME_RE),
        file: z.string().max(255),
        rows: z.number().int().min(0),
        columns: z.array(z.string().regex(TABLE_NAME_RE)).min(1).max(1000),
      }),
    )
    .max(1000),
  uploads: z.object({ files: z.number().int().min(0), bytes: z.number().int().min(0) }),
  files: z.record(z.string().max(1024), z.object({ size: z.number().int().min(0), sha256: Sha256 })),
});

export type Manifest = z.infer<typeof ManifestSchema>;

let version: string | null = null;

/** The server package's version, read once (the same from src and from the bundle). */
export function appVersion(): string {
  if (version) return version;
  try {
    version = String(JSON.parse(readFileSync(path.join(repoRoot, 'server', 'package.json'), 'utf8')).version);
  } catch {
    version = '0.0.0';
  }
  return version;
}
