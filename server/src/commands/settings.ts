import { ADMIN_MSG, type SettingsUpdateSchema, type SmtpConfigSchema } from '@trilha/sdk/contract';
import type { z } from 'zod';
import { inTransaction } from '../db/transaction';
import { BadRequestError, HttpError } from '../errors';
import { runtime } from '../runtime';
import { type Actor, audit } from '../services/audit';
import { reloadMailer, reloadSystem } from '../services/reload';
import { seal } from '../services/secretBox';
import { getSetting, setSettings } from '../services/settings';
import { smtpErrorMessage } from '../services/smtpErrors';
import { type FileRuleWithText, removeUpload, type StoredFile, storeUpload } from '../services/storage';

async function save(values: Record<string, string | null>, actor: Actor, action: string, description: string) {
  await inTransaction(async (transaction) => {
    await setSettings(values, transaction);
    await audit(actor, { action, description }, transaction);
  });
}

export async function settingsUpdater(input: z.output<typeof SettingsUpdateSchema>, actor: Actor): Promise<void> {
  const values: Record<string, string | null> = {};
  const color = input.primary_color ?? input.theme_color;
  if (color) values.primary_color = color;
  if (input.company_name !== undefined) values.company_name = input.company_name;
  if (input.login_subtitle !== undefined) values.login_subtitle = input.login_subtitle;
  if (input.certificate_reminder_days) {
    values.certificate_reminder_days = JSON.stringify(
      [...new Set(input.certificate_reminder_days)].sort((a, b) => b - a),
    );
  }
  for (const key of ['digest_weekday', 'digest_hour', 'compliance_warning_days'] as const) {
    if (input[key] !== undefined) values[key] = String(input[key]);
  }
  await save(
    values,
    actor,
    'CONFIGURACOES_ATUALIZADAS',
    `Configurações atualizadas: ${Object.keys(values).join(', ') || 'nenhuma'}`,
  );
}

/**
 * SMTP settings: the password is sealed before it is stored, and an empty one keeps the current.
 * Saving never switches sending on: only the switch (smtp_enabled) does.
 */
export async function smtpConfigurer(input: z.output<typeof SmtpConfigSchema>, actor: Actor): Promise<void> {
  const values: Record<string, string | null> = {
    smtp_host: input.smtp_host,
    smtp_port: String(input.smtp_port),
    smtp_user: input.smtp_user,
  };
  if (input.smtp_secure) values.smtp_security = input.smtp_secure;
  if (input.smtp_from !== null) values.smtp_from = input.smtp_from;
  if (input.smtp_password) values.smtp_password = seal(input.smtp_password);
  await save(values, actor, 'SMTP_CONFIGURADO', `Servidor SMTP configurado: ${input.smtp_host}:${input.smtp_port}`);
  await reloadMailer();
}

export async function smtpSwitch(values: Record<string, string>, actor: Actor, description: string): Promise<void> {
  await save(values, actor, 'SMTP_CONFIGURADO', description);
  await reloadMailer();
}

/**
 * A real message through the transport in effect, answering how it went out; an SMTP failure is
 * logged and comes back in pt-BR (502).
 */
export async function smtpTester(testEmail: string, actor: Actor): Promise<'smtp' | 'outbox'> {
  try {
    await runtime().mailer.send({
      to: testEmail,
      subject: 'E-mail de teste',
      template: 'code',
      data: {
        name: actor.user?.name ?? 'Administrador',
        intro:
          'Este é um e-mail de teste: as configurações de envio estão funcionando. O código abaixo é só um exemplo.',
        code: '000000',
        ttlMinutes: 10,
      },
    });
  } catch (err) {
    const message = smtpErrorMessage(err);
    await audit(actor, {
      action: 'SMTP_TEST_FAILED',
      level: 'error',
      description: `Teste SMTP para ${testEmail} falhou`,
      message,
    });
    throw new HttpError(502, 'smtp_failed', message);
  }
  await audit(actor, { action: 'SMTP_TEST_SUCCESS', description: `E-mail de teste enviado para ${testEmail}` });
  return runtime().mailer.usesSmtp ? 'smtp' : 'outbox';
}

/** Reloads settings, mail and schedules (the portal's files need nothing: 'frontend' only logs). */
export async function systemRestarter(component: 'frontend' | 'backend' | 'both', actor: Actor): Promise<void> {
  if (component !== 'frontend') await reloadSystem();
  await audit(actor, { action: 'SYSTEM_RESTART', description: `Reinício solicitado: ${component}` });
}

const LOGO_RULE: FileRuleWithText = {
  maxBytes: 5_242_880,
  mimes: ['image/jpeg', 'image/png'],
  allowSvg: true,
  tooLarge: ADMIN_MSG.logoTooLarge,
  badType: ADMIN_MSG.logoType,
};
const BACKGROUND_RULE: FileRuleWithText = {
  maxBytes: 10_485_760,
  mimes: ['image/jpeg', 'image/png'],
  tooLarge: ADMIN_MSG.backgroundTooLarge,
  badType: ADMIN_MSG.backgroundType,
};

const publicPath = (stored: StoredFile) => `/uploads/${stored.relativePath}`;
const storedOf = (publicUrl: string | null) => (publicUrl ? publicUrl.replace(/^\/uploads\//, '') : null);

/**
 * Login branding: texts plus logo (JPG/PNG/SVG, 5 MB) and background (JPG/PNG, 10 MB), checked
 * by content. Replaced or removed files are deleted once the new settings are saved.
 */
export async function loginSettingsSaver(
  input: {
    company_name?: string | null;
    login_subtitle?: string | null;
    remove_logo?: string;
    remove_background?: string;
  },
  files: { logo?: Buffer; background?: Buffer },
  actor: Actor,
): Promise<void> {
  const stored: StoredFile[] = [];
  try {
    const values: Record<string, string | null> = {};
    if (input.company_name !== undefined) values.company_name = input.company_name;
    if (input.login_subtitle !== undefined) values.login_subtitle = input.login_subtitle;
    const oldLogo = await getSetting('login_logo_path');
    const oldBackground = await getSetting('login_background_image');
    const garbage: (string | null)[] = [];
    if (files.logo) {
      const s = await storeUpload('login', files.logo, LOGO_RULE);
      stored.push(s);
      values.login_logo_path = publicPath(s);
      garbage.push(storedOf(oldLogo));
    } else if (input.remove_logo === 'true' || input.remove_logo === '1') {
      values.login_logo_path = null;
      garbage.push(storedOf(oldLogo));
    }
    if (files.background) {
      const s = await storeUpload('login', files.background, BACKGROUND_RULE);
      stored.push(s);
      values.login_background_image = publicPath(s);
      garbage.push(storedOf(oldBackground));
    } else if (input.remove_background === 'true' || input.remove_background === '1') {
      values.login_background_image = null;
      garbage.push(storedOf(oldBackground));
    }
    if (!Object.keys(values).length) throw BadRequestError('Nada para salvar.');
    await save(
      values,
      actor,
      'CONFIGURACOES_ATUALIZADAS',
      `Tela de login atualizada: ${Object.keys(values).join(', ')}`,
    );
    await Promise.all(garbage.map((g) => removeUpload(g)));
  } catch (err) {
    await Promise.all(stored.map((s) => removeUpload(s.relativePath)));
    throw err;
  }
}
