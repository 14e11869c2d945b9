import {
  DEFAULT_BRAND,
  DEFAULT_LOGIN_SUBTITLE,
  DEFAULT_THEME_COLOR,
  isHexColor,
  type PublicLoginSettings,
  type PublicTheme,
  readableText,
  shadeForContrast,
  WHITE,
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

export interface BrandSettings {
  name: string;
  themeColor: string;
  /** Text on the theme colour (white, near-black or black), at WCAG AA. */
  themeText: string;
  /** The theme colour, or its nearest darker shade, reaching AA as text on white. */
  themeInk: string;
}

/** The brand for the server's own pages, e-mails and certificates, by the same contrast rules as the portal. */
export async function brandSettings(): Promise<BrandSettings> {
  const s = await allSettings();
  const stored = s.get('primary_color');
  const themeColor = isHexColor(stored) ? stored : DEFAULT_THEME_COLOR;
  return {
    name: s.get('company_name') || DEFAULT_BRAND,
    themeColor,
    themeText: readableText(themeColor),
    themeInk: shadeForContrast(themeColor, [WHITE]),
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
