/**
 * Sign-in through a client company's identity provider (OpenID Connect, issue 23): the admin's
 * configuration, the login screen's question and the pt-BR answers of every refusal. A refusal of
 * the callback reaches the portal as its id (`/login?sso_erro=<id>`) and is read here.
 */
export const SSO_MSG = {
  saved: 'Login com a conta da empresa salvo.',
  button: 'Entrar com a conta da empresa',
  issuerInvalid: 'Informe a URL do emissor (issuer) no formato https://login.empresa.com.br.',
  issuerHttps: 'A URL do emissor (issuer) precisa usar https.',
  clientIdRequired: 'Informe o client_id cadastrado no provedor de identidade.',
  secretRequired: 'Informe o client_secret cadastrado no provedor de identidade.',
  domainsRequired: 'Informe pelo menos um domínio de e-mail da empresa.',
  domainInvalid: (d: string) => `Domínio de e-mail inválido: ${d}. Use o formato empresa.com.br.`,
  domainTaken: (d: string) => `O domínio ${d} já está configurado para outra empresa.`,
  discoveryFailed:
    'Não foi possível ler a configuração do provedor de identidade (/.well-known/openid-configuration). Confira a URL do emissor.',
  tooManyRequests: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
} as const;

/** Why a company sign-in was refused: the stable id the portal receives, and what the person reads. */
export const SSO_REFUSALS = {
  'sso.not_configured': 'Este domínio de e-mail não usa o login com a conta da empresa. Entre com e-mail e senha.',
  'sso.company_inactive': 'Empresa inativa: o login com a conta da empresa está suspenso.',
  'sso.invalid_state':
    'Pedido de login inválido ou já utilizado. Volte à tela de login e clique em "Entrar com a conta da empresa" novamente.',
  'sso.expired_state': 'O pedido de login expirou. Volte à tela de login e tente novamente.',
  'sso.idp_error': 'O provedor de identidade da empresa não concluiu o login.',
  'sso.invalid_token':
    'A resposta do provedor de identidade da empresa não pôde ser validada. O login foi recusado por segurança.',
  'sso.no_email': 'O provedor de identidade não informou o e-mail da conta.',
  'sso.email_unverified': 'O e-mail da conta ainda não foi verificado no provedor de identidade da empresa.',
  'sso.wrong_domain': 'Este e-mail não pertence a um domínio da empresa configurada para este login.',
  'sso.other_company': 'Esta conta pertence a outra empresa. Procure o administrador da plataforma.',
  'sso.inactive_user': 'Usuário inativo. Procure o administrador da plataforma.',
  'sso.unknown_user':
    'Não há cadastro na plataforma para este e-mail, e a empresa não permite o cadastro automático. Procure o gestor da sua empresa.',
  'sso.not_student': 'O login pela intranet é apenas para alunos.',
  'sso.origin_not_allowed': 'Esta página não está entre as origens permitidas da empresa.',
  'sso.unavailable': 'O provedor de identidade da empresa não respondeu. Tente novamente em instantes.',
} as const;

export type SsoRefusal = keyof typeof SSO_REFUSALS;

export const ssoRefusalMessage = (id: string | null | undefined): string | null =>
  id && Object.hasOwn(SSO_REFUSALS, id) ? SSO_REFUSALS[id as SsoRefusal] : null;

/** Discover and start calls per IP in the login window; a state lives this long. */
export const SSO_LIMITS = { requestsPerIp: 300, windowMinutes: 15, stateMinutes: 10, maxDomains: 20 } as const;

/** What GET answers: never the secret, only whether one is stored. */
export interface SsoConfigShape {
  configured: boolean;
  issuer: string | null;
  client_id: string | null;
  client_secret_set: boolean;
  email_domains: string[];
  create_users: boolean;
  two_factor_by_idp: boolean;
  /** The redirect URI to register at the identity provider. */
  redirect_uri: string;
  updated_at: string | null;
}

export interface SsoDiscoverResponse {
  sso: boolean;
  url?: string;
}

/** The message a popup posts to the page that opened it (embedded widgets). */
export type SsoEmbedMessage =
  | { type: 'trilha:sso'; token: string; expires_in: number; expires_at: string }
  | { type: 'trilha:sso'; error: SsoRefusal; message: string };
