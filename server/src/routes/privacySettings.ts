import { E, PRIVACY_MSG } from '@trilha/sdk/contract';
import { Routes } from '../http/routes';
import { audit } from '../services/audit';
import { privacySettings, savePrivacySettings } from '../services/privacySettings';

/** Settings > Privacidade (LGPD, issue 24): the encarregado, the requests' deadline, retention periods. */
export const privacySettingsRoutes = new Routes()
  .add(E.privacy.settings, async () => ({ privacy: await privacySettings() }))
  .add(E.privacy.saveSettings, async (ctx, { body }) => {
    await savePrivacySettings(body);
    const privacy = await privacySettings();
    await audit(ctx.state.actor, {
      action: 'CONFIGURACOES_PRIVACIDADE',
      description: `Privacidade: encarregado ${privacy.encarregado_name ?? '—'}, prazo ${privacy.request_deadline_days} dias, retenção ${privacy.retention.map((r) => `${r.class}=${r.days}`).join(', ')}`,
    });
    return { success: true, message: PRIVACY_MSG.settingsSaved, privacy };
  });
