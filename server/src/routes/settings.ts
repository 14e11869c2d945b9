import { ADMIN_MSG, E, SIGNING_MSG } from '@trilha/sdk/contract';
import {
  loginSettingsSaver,
  settingsUpdater,
  smtpConfigurer,
  smtpSwitch,
  smtpTester,
  systemRestarter,
} from '../commands/settings';
import { signingCertificateRemover, signingCertificateSetter } from '../commands/signingCertificate';
import { NotFoundError } from '../errors';
import { Routes } from '../http/routes';
import { systemStats } from '../queries/stats';
import { publicLoginSettings, publicTheme } from '../services/settings';
import { a1Info } from '../services/signing/signer';
import { settingsView } from '../services/siteSettings';

/** The answer of every change of the settings page: the message and the settings now in effect. */
const saved = async (message: string) => ({ success: true, message, settings: await settingsView() });

export const settingsRoutes = new Routes()
  // What the login screen reads before anyone signs in; cached in memory (services/settings).
  .add(E.settings.publicTheme, async (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    return publicTheme();
  })
  .add(E.settings.publicLogin, async (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    return publicLoginSettings();
  })
  .add(E.settings.get, async () => ({ settings: await settingsView() }))
  .add(E.settings.signingCertificate, async () => {
    const info = await a1Info();
    if (!info) throw NotFoundError(SIGNING_MSG.none);
    return info;
  })
  .add(E.settings.setSigningCertificate, async (ctx, { body }) => {
    const info = await signingCertificateSetter(ctx.request.file?.buffer, body.password, ctx.state.actor);
    return { success: true, message: SIGNING_MSG.saved, ...info };
  })
  .add(E.settings.removeSigningCertificate, async (ctx) => {
    await signingCertificateRemover(ctx.state.actor);
    return { success: true, message: SIGNING_MSG.removed };
  })
  .add(E.settings.update, async (ctx, { body }) => {
    await settingsUpdater(body, ctx.state.actor);
    return saved(ADMIN_MSG.settingsSaved);
  })
  .add(E.settings.stats, () => systemStats())
  .add(E.settings.setSmtpEnabled, async (ctx, { body: { enabled } }) => {
    await smtpSwitch({ smtp_enabled: String(enabled) }, ctx.state.actor, enabled ? 'SMTP ativado' : 'SMTP desativado');
    return saved(enabled ? ADMIN_MSG.smtpEnabled : ADMIN_MSG.smtpDisabled);
  })
  .add(E.settings.saveSmtp, async (ctx, { body }) => {
    await smtpConfigurer(body, ctx.state.actor);
    return saved(ADMIN_MSG.smtpSaved);
  })
  .add(E.settings.setSmtpSecurity, async (ctx, { body: { value } }) => {
    await smtpSwitch({ smtp_security: value }, ctx.state.actor, `Segurança SMTP: ${value}`);
    return saved(ADMIN_MSG.smtpSaved);
  })
  .add(E.settings.setRejectUnauthorized, async (ctx, { body: { value } }) => {
    await smtpSwitch(
      { smtp_reject_unauthorized: String(value) },
      ctx.state.actor,
      `Rejeitar certificados inválidos: ${value ? 'sim' : 'não'}`,
    );
    return saved(ADMIN_MSG.smtpSaved);
  })
  .add(E.settings.testEmail, async (ctx, { body: { test_email } }) => {
    const deliveredVia = await smtpTester(test_email, ctx.state.actor);
    return { success: true, message: ADMIN_MSG.testEmailSent(test_email), delivered_via: deliveredVia };
  })
  .add(E.settings.restart, async (ctx, { body: { component } }) => {
    await systemRestarter(component, ctx.state.actor);
    return { success: true, message: ADMIN_MSG.restartDone, component };
  })
  .add(E.settings.loginSettings, async () => ({ settings: await publicLoginSettings() }))
  .add(E.settings.saveLoginSettings, async (ctx, { body }) => {
    const files = ctx.request.files ?? {};
    await loginSettingsSaver(
      body,
      { logo: files.logo?.[0]?.buffer, background: files.background?.[0]?.buffer },
      ctx.state.actor,
    );
    return { success: true, message: ADMIN_MSG.settingsSaved, settings: await publicLoginSettings() };
  });
