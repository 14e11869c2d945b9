import { z } from 'zod';
import type { ResponseSchemas } from './check';

const CheckState = z.enum(['ok', 'fail']);

/** `GET /readyz`, 200 and 503 alike: each check, and on 503 which failed and why (pt-BR). */
export const ReadinessSchema = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    checks: z.object({
      database: CheckState.optional(),
      migrations: CheckState.optional(),
      storage: CheckState.optional(),
    }),
    failed: z.array(z.enum(['database', 'migrations', 'storage', 'shutdown'])).optional(),
    error: z.enum(['not_ready', 'shutting_down']).optional(),
    message: z.string().optional(),
  })
  .meta({
    id: 'Prontidao',
    description:
      'Prontidão do nó: banco respondendo, nenhuma migração pendente e DATA_DIR gravável. Em 503, `failed` diz o que falhou (`shutdown`: o processo está encerrando após SIGTERM).',
  });

/** Operations (issue 25): the probes of load balancers. */
export const OPS_RESPONSES: ResponseSchemas = {
  'ops.health': z.object({ status: z.literal('ok') }),
  'ops.ready': ReadinessSchema,
};
