import type { SmtpSecurity } from '@trilha/sdk/contract';
import type { Config } from '../config';
import { open } from './secretBox';
import { allSettings } from './settings';

export interface SmtpOptions {
  host?: string;
  port: number;
  user?: string;
  password?: string;
  secure: SmtpSecurity;
  rejectUnauthorized: boolean;
  from: string;
}

/**
 * The SMTP transport in effect. The switch (smtp_enabled) decides whether mail goes out at all;
 * never touched, it follows the environment (on when SMTP_HOST is set). When on, the server an
 * admin saved in the portal is used, else the environment's; off means the outbox folder.
 */
export async function effectiveSmtp(config: Config): Promise<SmtpOptions> {
  const s = await allSettings();
  const fromEnv: SmtpOptions = {
    host: config.smtp.host,
    port: config.smtp.port,
    user: config.smtp.user,
    password: config.smtp.password,
    secure: config.smtp.secure,
    rejectUnauthorized: s.get('smtp_reject_unauthorized') === 'true',
    from: s.get('smtp_from') || config.smtp.from,
  };
  if (!smtpEnabled(s, config)) return { ...fromEnv, host: undefined };
  if (!s.get('smtp_host')) return fromEnv;
  return {
    host: s.get('smtp_host') ?? undefined,
    port: Number(s.get('smtp_port') || 587),
    user: s.get('smtp_user') || undefined,
    password: open(s.get('smtp_password')) ?? undefined,
    secure: (s.get('smtp_security') as SmtpSecurity) || 'STARTTLS',
    rejectUnauthorized: s.get('smtp_reject_unauthorized') === 'true',
    from: s.get('smtp_from') || config.smtp.from,
  };
}

/** The switch as stored, or (never switched) on when the environment names an SMTP server. */
export function smtpEnabled(settings: ReadonlyMap<string, string | null>, config: Config): boolean {
  const stored = settings.get('smtp_enabled');
  return stored === undefined || stored === null ? Boolean(config.smtp.host) : stored === 'true';
}
