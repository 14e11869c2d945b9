import { CpfSchema, EmailSchema, optionalText } from './common';
import { z } from './zod';

export const EMBED_MSG = {
  keyCreated: 'Chave de API criada. Copie agora: ela não será mostrada novamente.',
  keyRevoked: 'Chave de API revogada.',
  keyNotFound: 'Chave de API não encontrada.',
  invalidKey: 'Chave de API inválida ou revogada.',
  companyInactive: 'Empresa inativa: a integração está suspensa.',
  userInactive: 'Usuário inativo.',
  /**
   * The one answer (404) for an unknown e-mail the key does not create, another company's worker
   * and a CPF registered to someone else: a key never learns who exists outside its company.
   */
  userUnavailable:
    'Não foi possível emitir o token para este e-mail nesta empresa. Para cadastrar um aluno novo, envie o nome com uma chave que permita cadastro; confira também o e-mail e o CPF.',
  notStudent: 'Tokens de integração são apenas para alunos.',
  embedForbidden: 'Tokens de integração dão acesso apenas às rotas de aluno.',
  originsSaved: 'Origens permitidas salvas.',
  invalidOrigin: (o: string) => `Origem inválida: ${o}. Use o formato https://intranet.empresa.com.br (sem caminho).`,
} as const;

/** Lifetime of an embed token; widgets ask the host for a new one before it ends. */
export const EMBED_TOKEN_SECONDS = 15 * 60;

export const ApiKeyCreateSchema = z.object({
  name: optionalText(100),
  allow_provisioning: z.boolean().default(true),
});

const Origin = z
  .string()
  .trim()
  .max(255)
  .transform((v, ctx) => {
    try {
      const url = new URL(v);
      if (
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        (url.pathname === '/' || url.pathname === '') &&
        !url.search &&
        !url.hash &&
        !url.username
      ) {
        return url.origin;
      }
    } catch {
      // falls through to the issue below
    }
    ctx.addIssue({ code: 'custom', message: EMBED_MSG.invalidOrigin(v) });
    return z.NEVER;
  });

export const EmbedOriginsSchema = z.object({ origins: z.array(Origin).max(50) });

export const EmbedTokenSchema = z.object({
  email: EmailSchema,
  name: optionalText(255),
  cpf: CpfSchema,
});
export type EmbedTokenReq = z.input<typeof EmbedTokenSchema>;

export interface ApiKeyShape {
  id: number;
  name: string | null;
  prefix: string;
  allow_provisioning: boolean;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface EmbedTokenResponse {
  token: string;
  expires_in: number;
  expires_at: string;
  user: { id: number; name: string; email: string };
}
