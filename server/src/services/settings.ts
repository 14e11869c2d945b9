import {
  DEFAULT_BRAND,
  DEFAULT_LOGIN_SUBTITLE,
  DEFAULT_THEME_COLOR,
  type PublicLoginSettings,
  type PublicTheme,
} from '@trilha/sdk/contract';
import type { Transaction } from 'sequelize';
import { Setting } from '../models';

/**
 * Settings are a key/value table read on hot public routes; this process keeps them in memory
 * and drops the copy whenever it writes one (other nodes pick changes up within CACHE_MS).
 */
const CACHE_MS = 30_000;
let cache: { values: Map<string, string | null>; at: number } | null = null;

export async function allSettings(): Promise<Map<string, string | null>> {
  if (cache && Date.now() - cache.at < CACHE_MS) return cache.values;
  const rows = await Setting.findAll();
  const values = new Map(rows.map((r) => [r.key, r.value]));
  cache = { values, at: Date.now() };
  return values;
}

export async function getSetting(key: string): Promise<string | null> {
  return (await allSettings()).get(key) ?? null;
}

export async function setSettings(values: Record<string, string | null>, transaction?: Transaction): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    await Setting.upsert({ key, value }, { transaction });
  }
  invalidateSettings();
}

export function invalidateSettings(): void {
  cache = null;
}

export async function brandSettings(): Promise<{ name: string; themeColor: string }> {
  const s = await allSettings();
  return {
    name: s.get('company_name') || DEFAULT_BRAND,
    themeColor: s.get('primary_color') || DEFAULT_THEME_COLOR,
  };
}

export async function publicTheme(): Promise<PublicTheme> {
  const color = (await allSettings()).get('primary_color') || DEFAULT_THEME_COLOR;
  return { theme: { primary_color: { value: color }, theme_color: { value: color } } };
}

export async function publicLoginSettings(): Promise<PublicLoginSettings> {
  const s = await allSettings();
  return {
    company_name: s.get('company_name') || DEFAULT_BRAND,
    login_subtitle: s.get('login_subtitle') || DEFAULT_LOGIN_SUBTITLE,
    login_logo_path: s.get('login_logo_path') || null,
    login_background_image: s.get('login_background_image') || null,
  };
}
