import { type ApiKeyShape, type Company, type Course, EMBED_MSG } from '@trilha/sdk/contract';
import { IconCopy, IconKey, IconPlus } from '@trilha/sdk/ui';
import { useCallback, useEffect, useId, useState } from 'react';
import { client, errorDetails, errorMessage } from '../../api';
import { DataTable, EmptyRow } from '../../components/DataTable';
import { ConfirmDialog, Modal } from '../../components/dialogs';
import { Loading } from '../../components/Spinner';
import { ErrorState, FormAlert } from '../../components/StateMessages';
import { formatDateTime } from '../../format';
import { T } from '../../messages';
import { showError, showSuccess } from '../../state/banners';
import { IntegrationSnippet } from './IntegrationSnippet';
import './CompanyIntegration.css';

/** The texts of the company's 'Integração' section (its e2e test reads the same strings). */
export const INTEGRATION_TEXT = {
  open: 'Integração',
  openLabel: (name: string) => `Integração da empresa ${name}`,
  title: 'Integração com a intranet',
  intro:
    'Embuta o player de cursos, a avaliação e os certificados na intranet da empresa. O back end da intranet troca a chave de API por um token de 15 minutos para o colaborador; a chave nunca vai para o navegador.',
  loadError: 'Erro ao carregar a integração da empresa.',
  keysTitle: 'Chaves de API',
  keyColumns: ['Nome', 'Prefixo', 'Criada em', 'Último uso', 'Situação', 'Ações'],
  keysEmpty: 'Nenhuma chave de API criada.',
  unnamed: 'Sem nome',
  neverUsed: 'Nunca usada',
  keyActive: 'Ativa',
  keyRevoked: (date: string) => `Revogada em ${date}`,
  keyName: 'Nome da chave (opcional)',
  keyNamePlaceholder: 'Ex.: Intranet RH',
  allowProvisioning: 'Cadastrar automaticamente colaboradores novos (e-mail e nome enviados pela intranet)',
  createKey: 'Criar chave de API',
  creating: 'Criando...',
  createError: 'Erro ao criar a chave de API.',
  newKeyLabel: 'Nova chave de API',
  copy: 'Copiar',
  copied: 'Copiado!',
  copyKeyLabel: 'Copiar a chave de API',
  keyStored: 'Já guardei a chave',
  revoke: 'Revogar',
  revokeLabel: (prefix: string) => `Revogar a chave ${prefix}`,
  revokeTitle: 'Revogar chave de API',
  revokeText: (prefix: string) =>
    `A chave ${prefix} deixará de funcionar imediatamente: a intranet que a usa não conseguirá mais obter tokens. Esta ação não pode ser desfeita.`,
  revokeError: 'Erro ao revogar a chave de API.',
  originsTitle: 'Origens permitidas',
  originsLabel: 'Endereços da intranet (um por linha)',
  originsHint:
    'Protocolo, domínio e porta, sem caminho: https://intranet.empresa.com.br. Só estas origens podem chamar a API com os tokens da empresa.',
  saveOrigins: 'Salvar origens',
  originsError: 'Erro ao salvar as origens.',
  snippetTitle: 'Código para a intranet',
} as const;

const TX = INTEGRATION_TEXT;
const keyLabel = (prefix: string) => `tsk_${prefix}_…`;

interface Loaded {
  keys: ApiKeyShape[];
  origins: string[];
  courses: Course[];
}

/**
 * 'Integração' of a company (ARCHITECTURE §6): its API keys (listed by prefix; a new one is shown
 * once), the intranet origins CORS answers, and a copy-paste snippet for the intranet's developer.
 */
export function CompanyIntegration({ company, onClose }: { company: Company; onClose: () => void }) {
  const [data, setData] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [confirmRevoke, setConfirmRevoke] = useState<ApiKeyShape | null>(null);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      const [keys, origins, courses] = await Promise.all([
        client.embed.apiKeys(company.id),
        client.embed.origins(company.id),
        client.courses.list().catch(() => ({ courses: [] as Course[] })),
      ]);
      setData({ keys: keys.keys, origins: origins.origins, courses: courses.courses });
    } catch {
      setFailed(true);
    }
  }, [company.id]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <Modal
      title={TX.title}
      description={company.name}
      onClose={onClose}
      size="xl"
      className="integration"
      footer={
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {T.common.close}
        </button>
      }
    >
      <p className="integration-intro">{TX.intro}</p>
      {!company.is_active && <FormAlert kind="info">{EMBED_MSG.companyInactive}</FormAlert>}
      {failed ? (
        <ErrorState message={TX.loadError} onRetry={() => void load()} />
      ) : !data ? (
        <Loading />
      ) : (
        <>
          <KeysSection
            companyId={company.id}
            keys={data.keys}
            onChanged={load}
            onRevoke={(key) => setConfirmRevoke(key)}
          />
          <OriginsSection
            companyId={company.id}
            origins={data.origins}
            onSaved={(origins) => setData({ ...data, origins })}
          />
          <section className="integration-section">
            <h3 className="integration-heading">{TX.snippetTitle}</h3>
            <IntegrationSnippet courses={data.courses} origins={data.origins} />
          </section>
        </>
      )}
      {confirmRevoke && (
        <ConfirmDialog
          title={TX.revokeTitle}
          message={TX.revokeText(keyLabel(confirmRevoke.prefix))}
          confirmLabel={TX.revoke}
          danger
          onClose={() => setConfirmRevoke(null)}
          onConfirm={async () => {
            try {
              const res = await client.embed.revokeApiKey(company.id, confirmRevoke.id);
              showSuccess(res.message || EMBED_MSG.keyRevoked);
              setConfirmRevoke(null);
              await load();
            } catch (e) {
              showError(errorMessage(e, TX.revokeError));
            }
          }}
        />
      )}
    </Modal>
  );
}

function KeysSection({
  companyId,
  keys,
  onChanged,
  onRevoke,
}: {
  companyId: number;
  keys: ApiKeyShape[];
  onChanged: () => Promise<void>;
  onRevoke: (key: ApiKeyShape) => void;
}) {
  const nameId = useId();
  const [name, setName] = useState('');
  const [allowProvisioning, setAllowProvisioning] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ key: string; message: string } | null>(null);
  const [copied, setCopied] = useState(false);

  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await client.embed.createApiKey(companyId, {
        name: name.trim() || null,
        allow_provisioning: allowProvisioning,
      });
      setCreated({ key: res.key, message: res.message || EMBED_MSG.keyCreated });
      setCopied(false);
      setName('');
      await onChanged();
    } catch (e) {
      setError(errorDetails(e, TX.createError));
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <section className="integration-section">
      <h3 className="integration-heading">{TX.keysTitle}</h3>
      {created && (
        <div className="integration-new-key">
          <FormAlert kind="success">{created.message}</FormAlert>
          <div className="generated-password">
            <span>
              <span className="sr-only">{TX.newKeyLabel}: </span>
              <code className="integration-key">{created.key}</code>
            </span>
            <span className="integration-actions">
              <button type="button" className="btn btn-outline btn-sm" onClick={copy} aria-label={TX.copyKeyLabel}>
                <IconCopy size={16} />
                {copied ? TX.copied : TX.copy}
              </button>
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => setCreated(null)}>
                {TX.keyStored}
              </button>
            </span>
          </div>
        </div>
      )}
      <DataTable columns={TX.keyColumns} caption={TX.keysTitle}>
        {keys.length === 0 ? (
          <EmptyRow colSpan={TX.keyColumns.length}>{TX.keysEmpty}</EmptyRow>
        ) : (
          keys.map((key) => (
            <tr key={key.id} className={key.revoked_at ? 'row-inactive' : undefined}>
              <td className="cell-strong">{key.name || TX.unnamed}</td>
              <td>
                <code>{keyLabel(key.prefix)}</code>
              </td>
              <td className="nowrap">{formatDateTime(key.created_at)}</td>
              <td className="nowrap">{key.last_used_at ? formatDateTime(key.last_used_at) : TX.neverUsed}</td>
              <td>
                <span className={`badge ${key.revoked_at ? 'badge-muted' : 'badge-success'}`}>
                  {key.revoked_at ? TX.keyRevoked(formatDateTime(key.revoked_at)) : TX.keyActive}
                </span>
              </td>
              <td>
                {!key.revoked_at && (
                  <button
                    type="button"
                    className="btn btn-sm btn-danger-outline"
                    onClick={() => onRevoke(key)}
                    aria-label={TX.revokeLabel(keyLabel(key.prefix))}
                  >
                    {TX.revoke}
                  </button>
                )}
              </td>
            </tr>
          ))
        )}
      </DataTable>
      <div className="integration-create">
        <div className="field">
          <label htmlFor={nameId} className="field-label">
            {TX.keyName}
          </label>
          <input
            id={nameId}
            className="input"
            value={name}
            maxLength={100}
            placeholder={TX.keyNamePlaceholder}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <label className="checkbox">
          <input type="checkbox" checked={allowProvisioning} onChange={(e) => setAllowProvisioning(e.target.checked)} />
          {TX.allowProvisioning}
        </label>
        <button type="button" className="btn btn-primary" onClick={create} disabled={busy}>
          {busy ? <IconKey size={18} /> : <IconPlus size={18} />}
          {busy ? TX.creating : TX.createKey}
        </button>
      </div>
      <FormAlert kind="error">{error}</FormAlert>
    </section>
  );
}

function OriginsSection({
  companyId,
  origins,
  onSaved,
}: {
  companyId: number;
  origins: string[];
  onSaved: (origins: string[]) => void;
}) {
  const id = useId();
  const [text, setText] = useState(origins.join('\n'));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const list = text
        .split(/[\s,]+/)
        .map((o) => o.trim())
        .filter(Boolean);
      const res = await client.embed.setOrigins(companyId, list);
      setText(res.origins.join('\n'));
      onSaved(res.origins);
      showSuccess(res.message || EMBED_MSG.originsSaved);
    } catch (e) {
      setError(errorDetails(e, TX.originsError));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="integration-section">
      <h3 className="integration-heading">{TX.originsTitle}</h3>
      <div className={`field${error ? ' field-invalid' : ''}`}>
        <label htmlFor={id} className="field-label">
          {TX.originsLabel}
        </label>
        <textarea
          id={id}
          className="input integration-origins"
          rows={3}
          value={text}
          spellCheck={false}
          placeholder="https://intranet.empresa.com.br"
          aria-describedby={`${id}-hint`}
          onChange={(e) => setText(e.target.value)}
        />
        <p id={`${id}-hint`} className="field-hint">
          {TX.originsHint}
        </p>
      </div>
      <FormAlert kind="error">{error}</FormAlert>
      <button type="button" className="btn btn-primary" onClick={save} disabled={busy}>
        {busy ? T.common.saving : TX.saveOrigins}
      </button>
    </section>
  );
}
