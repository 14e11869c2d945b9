import { QueryTypes } from 'sequelize';
import { runtime } from '../runtime';

/**
 * The intranet origins allowed to call the API (listed on active companies), kept in memory for
 * a short while: CORS preflights are frequent and the list changes rarely.
 */
const CACHE_MS = 30_000;
let cache: { origins: Set<string>; at: number } | null = null;

export async function allowedOrigins(): Promise<Set<string>> {
  if (cache && Date.now() - cache.at < CACHE_MS) return cache.origins;
  const rows = await runtime().sequelize.query<{ origin: string }>(
    `SELECT DISTINCT o.origin FROM company_embed_origins o JOIN companies c ON c.id = o.company_id WHERE c.is_active = :yes`,
    { replacements: { yes: true }, type: QueryTypes.SELECT },
  );
  cache = { origins: new Set(rows.map((r) => r.origin)), at: Date.now() };
  return cache.origins;
}

export function invalidateOrigins(): void {
  cache = null;
}
