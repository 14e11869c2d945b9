import {
  DEFAULT_BRAND,
  DEFAULT_LOGIN_SUBTITLE,
  DEFAULT_REMINDER_DAYS,
  DEFAULT_THEME_COLOR,
  type SettingsShape,
  type SmtpSecurity,
} from '@trilha/sdk/contract';
import { runtime } from '../runtime';
import { smtpEnabled } from './mailSettings';
import { allSettings } from './settings';

/** The settings screen's view: effective values with defaults, and never the SMTP password. */
export async function settingsView(): Promise<SettingsShape> {
  const s = await allSettings();
  const { smtp } = runtime().config;
  let days: number[] = [...DEFAULT_REMINDER_DAYS];
  try {
    const parsed = JSON.parse(s.get('certificate_reminder_days') ?? 'null');
    if (Array.isArray(parsed)) days = parsed;
  } catch {
    // defaults
  }
  return {
    primary_color: s.get('primary_color') || DEFAULT_THEME_COLOR,
    company_name: s.get('company_name') || DEFAULT_BRAND,
    login_subtitle: s.get('login_subtitle') || DEFAULT_LOGIN_SUBTITLE,
    login_logo_path: s.get('login_logo_path') || null,
    login_background_image: s.get('login_background_image') || null,
    smtp_host: s.get('smtp_host') ?? smtp.host ?? '',
    smtp_port: Number(s.get('smtp_port') || smtp.port || 587),
    smtp_user: s.get('smtp_user') ?? smtp.user ?? '',
    smtp_password: '',
    smtp_password_set: Boolean(s.get('smtp_password') || (!s.get('smtp_host') && smtp.password)),
    smtp_enabled: smtpEnabled(s, runtime().config),
    smtp_security: ((s.get('smtp_security') as SmtpSecurity) || smtp.secure || 'STARTTLS') as SmtpSecurity,
    smtp_reject_unauthorized: s.get('smtp_reject_unauthorized') === 'true',
    smtp_from: s.get('smtp_from') || smtp.from,
    certificate_reminder_days: days,
  };
}
