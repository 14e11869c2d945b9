import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, the same from server/src (tests, tsx) and server/dist (bundle). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const templatesDir = path.join(repoRoot, 'templates');
