import { PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_STATUSES } from '@trilha/sdk/contract';
import { z } from 'zod';
import type { ResponseSchemas } from './check';
import { withMessage } from './shapes';

/** LGPD requests (issue 24): a person's own, the admins' queue with the legal deadline and history. */
const PrivacyRequestSchema = z
  .object({
    id: z.number().int(),
    user_id: z.number().int(),
    user_name: z.string(),
    user_email: z.string(),
    kind: z.enum(PRIVACY_REQUEST_KINDS),
    details: z.string(),
    status: z.enum(PRIVACY_REQUEST_STATUSES),
    answer: z.string().nullable(),
    due_at: z.string(),
    overdue: z.boolean(),
    answered_at: z.string().nullable(),
    created_at: z.string(),
    history: z.array(
      z.object({
        at: z.string(),
        status: z.enum(PRIVACY_REQUEST_STATUSES),
        by: z.string().nullable(),
        note: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'PedidoLgpd' });

export const PRIVACY_REQUEST_RESPONSES: ResponseSchemas = {
  'privacy.requests': z.object({ requests: z.array(PrivacyRequestSchema) }),
  'privacy.createRequest': withMessage({ request: PrivacyRequestSchema }),
  'privacy.updateRequest': withMessage({ request: PrivacyRequestSchema }),
};
