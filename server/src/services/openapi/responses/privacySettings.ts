import { RETENTION_CLASSES } from '@trilha/sdk/contract';
import { z } from 'zod';
import type { ResponseSchemas } from './check';
import { withMessage } from './shapes';

/** Settings > Privacidade (LGPD, issue 24): the encarregado, the deadline, each class's retention. */
const PrivacySettingsSchema = z
  .object({
    controller: z.string().nullable(),
    encarregado_name: z.string().nullable(),
    encarregado_email: z.string().nullable(),
    encarregado_phone: z.string().nullable(),
    request_deadline_days: z.number().int(),
    retention: z.array(
      z.object({
        class: z.enum(RETENTION_CLASSES),
        label: z.string(),
        days: z.number().int(),
        min_days: z.number().int(),
        action: z.string(),
        basis: z.string(),
      }),
    ),
  })
  .meta({ id: 'ConfiguracoesDePrivacidade' });

export const PRIVACY_SETTINGS_RESPONSES: ResponseSchemas = {
  'privacy.settings': z.object({ privacy: PrivacySettingsSchema }),
  'privacy.saveSettings': withMessage({ privacy: PrivacySettingsSchema }),
};
