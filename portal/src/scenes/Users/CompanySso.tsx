import { SSO_MSG, SsoConfigSchema, type SsoConfigShape } from '@trilha/sdk/contract';
import { useEffect, useId, useState } from 'react';
import { client } from '../../api';
import { TextField } from '../../components/Field';
import { Loading } from '../../components/Spinner';
import { FormAlert } from '../../components/StateMessages';
import { validate } from '../../validate';

/** The texts of the company's SSO section (its e2e test reads the same strings). */
export const SSO_TEXT = {
  title: 'Login com a conta da empresa (SSO)',
  intro:
    'Os colaboradores dos domínios abaixo entram com a conta corporativa (OpenID Connect). Cadastre a Trilha Segura no provedor de identidade da empresa com o endereço de retorno:',
  issuer: 'URL do emissor (issuer)',
  issuerPlaceholder: 'https://login.empresa.com.br',
  clientId: 'Client ID',
  clientSecret: 'Client secret',
  secretKept: 'Um segredo está salvo e não é exibido. Deixe em branco para mantê-lo.',
  secretNew: 'Fornecido pelo provedor de identidade. Não será exibido novamente.',
  domains: 'Domínios de e-mail',
  domainsHint: 'Separe por vírgula: empresa.com.br, filial.empresa.com.br. Cada domínio pertence a uma só empresa.',
  createUsers: 'Cadastrar automaticamente, como alunos desta empresa, colaboradores que ainda não têm cadastro',
  twoFactorByIdp:
    'O provedor de identidade já exige a verificação em duas etapas (dispensa o código por e-mail no login com a conta da empresa)',
  loadError: 'Erro ao carregar o login com a conta da empresa.',
  fixErrors: 'Corrija os campos do login com a conta da empresa (SSO).',
} as const;

export interface SsoDraft {
  issuer: string;
  client_id: string;
  client_secret: string;
  domains: string;
  create_users: boolean;
  two_factor_by_idp: boolean;
}

const draftOf = (sso: SsoConfigShape): SsoDraft => ({
  issuer: sso.issuer ?? '',
  client_id: sso.client_id ?? '',
  client_secret: '',
  domains: sso.email_domains.join(', '),
  create_users: sso.create_users,
  two_factor_by_idp: sso.two_factor_by_idp,
});

export const ssoBody = (draft: SsoDraft) => ({
  issuer: draft.issuer.trim(),
  client_id: draft.client_id.trim(),
  client_secret: draft.client_secret || null,
  email_domains: draft.domains
    .split(/[,;\s]+/)
    .map((d) => d.trim())
    .filter(Boolean),
  create_users: draft.create_users,
  two_factor_by_idp: draft.two_factor_by_idp,
});

type Errors = Partial<Record<'issuer' | 'client_id' | 'client_secret' | 'email_domains', string>>;

/**
 * The section's state, held by the company dialog: loaded settings, the draft, whether anything
 * was typed (an untouched, unconfigured section saves nothing), and the checks before sending.
 */
export function useSsoSection(companyId: number | undefined) {
  const [loaded, setLoaded] = useState<SsoConfigShape | null>(null);
  const [failed, setFailed] = useState(false);
  const [draft, setDraft] = useState<SsoDraft | null>(null);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  useEffect(() => {
    if (!companyId) return;
    client.sso
      .config(companyId)
      .then(({ sso }) => {
        setLoaded(sso);
        setDraft(draftOf(sso));
      })
      .catch(() => setFailed(true));
  }, [companyId]);

  return {
    loaded,
    failed,
    draft,
    errors,
    change(patch: Partial<SsoDraft>) {
      setDraft((d) => (d ? { ...d, ...patch } : d));
      setDirty(true);
      setErrors({});
    },
    /** The body to PUT, or null when there is nothing to save; false when a field is wrong (shown under it). */
    check(): ReturnType<typeof ssoBody> | null | false {
      if (!draft || !dirty) return null;
      const body = ssoBody(draft);
      const found: Errors = validate(SsoConfigSchema, body);
      if (!loaded?.client_secret_set && !body.client_secret) found.client_secret ??= SSO_MSG.secretRequired;
      setErrors(found);
      return Object.values(found).some(Boolean) ? false : body;
    },
    async save(companyId: number, body: ReturnType<typeof ssoBody>) {
      const { sso } = await client.sso.saveConfig(companyId, body);
      setLoaded(sso);
      setDraft(draftOf(sso));
      setDirty(false);
    },
  };
}

export type SsoSection = ReturnType<typeof useSsoSection>;

export function CompanySsoFields({ section }: { section: SsoSection }) {
  const headingId = useId();
  const { loaded, failed, draft, errors } = section;
  return (
    <section className="form-grid-full company-sso" aria-labelledby={headingId}>
      <h3 id={headingId} className="company-sso-title">
        {SSO_TEXT.title}
      </h3>
      {failed ? (
        <FormAlert kind="error">{SSO_TEXT.loadError}</FormAlert>
      ) : !loaded || !draft ? (
        <Loading />
      ) : (
        <>
          <p className="muted company-sso-intro">
            {SSO_TEXT.intro} <code className="company-sso-callback">{loaded.redirect_uri}</code>
          </p>
          <div className="form-grid">
            <TextField
              label={SSO_TEXT.issuer}
              fieldClassName="form-grid-full"
              type="url"
              name="sso_issuer"
              placeholder={SSO_TEXT.issuerPlaceholder}
              value={draft.issuer}
              error={errors.issuer}
              onChange={(e) => section.change({ issuer: e.target.value })}
              autoComplete="off"
            />
            <TextField
              label={SSO_TEXT.clientId}
              name="sso_client_id"
              value={draft.client_id}
              error={errors.client_id}
              onChange={(e) => section.change({ client_id: e.target.value })}
              autoComplete="off"
            />
            <TextField
              label={SSO_TEXT.clientSecret}
              name="sso_client_secret"
              type="password"
              value={draft.client_secret}
              error={errors.client_secret}
              hint={loaded.client_secret_set ? SSO_TEXT.secretKept : SSO_TEXT.secretNew}
              onChange={(e) => section.change({ client_secret: e.target.value })}
              autoComplete="new-password"
            />
            <TextField
              label={SSO_TEXT.domains}
              fieldClassName="form-grid-full"
              name="sso_domains"
              value={draft.domains}
              error={errors.email_domains}
              hint={SSO_TEXT.domainsHint}
              placeholder="empresa.com.br"
              onChange={(e) => section.change({ domains: e.target.value })}
              autoComplete="off"
            />
          </div>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={draft.create_users}
              onChange={(e) => section.change({ create_users: e.target.checked })}
            />
            <span>{SSO_TEXT.createUsers}</span>
          </label>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={draft.two_factor_by_idp}
              onChange={(e) => section.change({ two_factor_by_idp: e.target.checked })}
            />
            <span>{SSO_TEXT.twoFactorByIdp}</span>
          </label>
        </>
      )}
    </section>
  );
}
