import Router from '@koa/router';
import {
  ADMIN_MSG,
  LoginSettingsSchema,
  RestartSchema,
  SettingsUpdateSchema,
  SmtpConfigSchema,
  SmtpEnableSchema,
  SmtpRejectSchema,
  SmtpSecuritySchema,
  SmtpTestSchema,
} from '@trilha/sdk/contract';
import { loginSettingsSaver, settingsUpdater, smtpConfigurer, smtpSwitch } from '../commands/settings';
import { HttpError } from '../errors';
import { auth, requireAdmin } from '../middleware/auth';
import { namedFiles } from '../middleware/upload';
import { systemStats } from '../queries/stats';
import { runtime } from '../runtime';
import { audit } from '../services/audit';
import { reloadSystem } from '../services/reload';
import { publicLoginSettings } from '../services/settings';
import { settingsView } from '../services/siteSettings';
import { smtpErrorMessage } from '../services/smtpErrors';
import type { AppState } from '../state';
import { parse } from '../validation';

/** Platform settings, all admin-only; the public theme and login branding live in routes/public. */
export const settingsRouter = new Router<AppState>();
const admin = [auth(), requireAdmin()] as const;

settingsRouter.get('/api/settings', ...admin, async (ctx) => {
  ctx.body = { settings: await settingsView() };
});

settingsRouter.put('/api/settings', ...admin, async (ctx) => {
  const body = ctx.request.body as { settings?: unknown } | undefined;
  const input = parse(
    SettingsUpdateSchema,
    body && typeof body === 'object' && 'settings' in body ? body.settings : body,
  );
  await settingsUpdater(input, ctx.state.actor);
  ctx.body = { success: true, message: ADMIN_MSG.settingsSaved, settings: await settingsView() };
});

settingsRouter.get('/api/settings/stats', ...admin, async (ctx) => {
  ctx.body = await systemStats();
});

settingsRouter.put('/api/settings/smtp/enable', ...admin, async (ctx) => {
  const { enabled } = parse(SmtpEnableSchema, ctx.request.body);
  await smtpSwitch({ smtp_enabled: String(enabled) }, ctx.state.actor, enabled ? 'SMTP ativado' : 'SMTP desativado');
  ctx.body = {
    success: true,
    message: enabled ? ADMIN_MSG.smtpEnabled : ADMIN_MSG.smtpDisabled,
    settings: await settingsView(),
  };
});

settingsRouter.put('/api/settings/smtp/config', ...admin, async (ctx) => {
  await smtpConfigurer(parse(SmtpConfigSchema, ctx.request.body), ctx.state.actor);
  ctx.body = { success: true, message: ADMIN_MSG.smtpSaved, settings: await settingsView() };
});

settingsRouter.put('/api/settings/smtp_security', ...admin, async (ctx) => {
  const { value } = parse(SmtpSecuritySchema, ctx.request.body);
  await smtpSwitch({ smtp_security: value }, ctx.state.actor, `Segurança SMTP: ${value}`);
  ctx.body = { success: true, message: ADMIN_MSG.smtpSaved, settings: await settingsView() };
});

settingsRouter.put('/api/settings/smtp_reject_unauthorized', ...admin, async (ctx) => {
  const { value } = parse(SmtpRejectSchema, ctx.request.body);
  await smtpSwitch(
    { smtp_reject_unauthorized: String(value) },
    ctx.state.actor,
    `Rejeitar certificados inválidos: ${value ? 'sim' : 'não'}`,
  );
  ctx.body = { success: true, message: ADMIN_MSG.smtpSaved, settings: await settingsView() };
});

/** A real message through the transport in effect; an SMTP failure comes back in pt-BR (502). */
settingsRouter.post('/api/settings/smtp/test', ...admin, async (ctx) => {
  const { test_email } = parse(SmtpTestSchema, ctx.request.body);
  try {
    await runtime().mailer.send({
      to: test_email,
      subject: 'E-mail de teste',
      template: 'code',
      data: {
        name: ctx.state.actor.user?.name ?? 'Administrador',
        intro:
          'Este é um e-mail de teste: as configurações de envio estão funcionando. O código abaixo é só um exemplo.',
        code: '000000',
        ttlMinutes: 10,
      },
    });
  } catch (err) {
    const message = smtpErrorMessage(err);
    await audit(ctx.state.actor, {
      action: 'SMTP_TEST_FAILED',
      level: 'error',
      description: `Teste SMTP para ${test_email} falhou`,
      message,
    });
    throw new HttpError(502, 'smtp_failed', message);
  }
  await audit(ctx.state.actor, {
    action: 'SMTP_TEST_SUCCESS',
    description: `E-mail de teste enviado para ${test_email}`,
  });
  ctx.body = {
    success: true,
    message: ADMIN_MSG.testEmailSent(test_email),
    delivered_via: runtime().mailer.usesSmtp ? 'smtp' : 'outbox',
  };
});

settingsRouter.post('/api/settings/system/restart', ...admin, async (ctx) => {
  const { component } = parse(RestartSchema, ctx.request.body);
  if (component !== 'frontend') await reloadSystem();
  await audit(ctx.state.actor, { action: 'SYSTEM_RESTART', description: `Reinício solicitado: ${component}` });
  ctx.body = { success: true, message: ADMIN_MSG.restartDone, component };
});

settingsRouter.get('/api/login-settings', ...admin, async (ctx) => {
  ctx.body = { settings: await publicLoginSettings() };
});

settingsRouter.post(
  '/api/login-settings',
  ...admin,
  namedFiles(['logo', 'background'], 10_485_760, ADMIN_MSG.backgroundTooLarge),
  async (ctx) => {
    const input = parse(LoginSettingsSchema, ctx.request.body);
    const files = ctx.request.files ?? {};
    await loginSettingsSaver(
      input,
      { logo: files.logo?.[0]?.buffer, background: files.background?.[0]?.buffer },
      ctx.state.actor,
    );
    ctx.body = { success: true, message: ADMIN_MSG.settingsSaved, settings: await publicLoginSettings() };
  },
);
