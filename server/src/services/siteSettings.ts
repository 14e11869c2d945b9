import {
  DEFAULT_BRAND,
  DEFAULT_LOGIN_SUBTITLE,
  DEFAULT_REMINDER_DAYS,
  DEFAULT_THEME_COLOR,
  DIGEST_DEFAULTS,
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
    ...(await digestSettings()),
  };
}

const settingNumber = (value: string | null | undefined, min: number, max: number, fallback: number) => {
  const n = Number(value);
  return value != null && value !== '' && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
};

/** When the managers' weekly digest goes out and what 'A vencer' means (issue 18), with defaults. */
export async function digestSettings(): Promise<{
  digest_weekday: number;
  digest_hour: number;
  compliance_warning_days: number;
}> {
  const s = await allSettings();
  return {
    digest_weekday: settingNumber(s.get('digest_weekday'), 0, 6, DIGEST_DEFAULTS.weekday),
    digest_hour: settingNumber(s.get('digest_hour'), 0, 23, DIGEST_DEFAULTS.hour),
    compliance_warning_days: settingNumber(s.get('compliance_warning_days'), 1, 365, DIGEST_DEFAULTS.warningDays),
  };
}
