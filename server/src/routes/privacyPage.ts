import { readFileSync } from 'node:fs';
import path from 'node:path';
import { E } from '@trilha/sdk/contract';
import Handlebars from 'handlebars';
import { Routes } from '../http/routes';
import { templatesDir } from '../paths';
import { privacySettings } from '../services/privacySettings';
import { brandSettings } from '../services/settings';

let template: Handlebars.TemplateDelegate | null = null;

/** A period in the unit people read it in: '5 anos', '6 meses', '90 dias'. */
export function periodLabel(days: number): string {
  if (days % 365 === 0) return days === 365 ? '1 ano' : `${days / 365} anos`;
  if (days >= 60 && days % 30 === 0) return `${days / 30} meses`;
  if (days === 183) return '6 meses';
  return `${days} dias`;
}

/**
 * The privacy notice (LGPD, issue 24): server-rendered, no sign-in, no script, with the encarregado
 * and the retention periods as Settings > Privacidade holds them.
 */
export const privacyPageRoutes = new Routes().add(E.pages.privacy, async (ctx) => {
  template ??= Handlebars.compile(readFileSync(path.join(templatesDir, 'privacy.hbs'), 'utf8'));
  const [brand, privacy] = await Promise.all([brandSettings(), privacySettings()]);
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-cache');
  ctx.body = template({
    brand: brand.name,
    themeColor: brand.themeColor,
    themeText: brand.themeText,
    themeInk: brand.themeInk,
    controller: privacy.controller ?? brand.name,
    encarregadoName: privacy.encarregado_name,
    encarregadoEmail: privacy.encarregado_email,
    encarregadoPhone: privacy.encarregado_phone,
    deadlineDays: privacy.request_deadline_days,
    retention: privacy.retention.map((r) => ({ ...r, period: periodLabel(r.days) })),
  });
  return undefined;
});
