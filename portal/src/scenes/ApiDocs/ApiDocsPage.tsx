import { useSignals } from '@preact/signals-react/runtime';
import type { Role } from '@trilha/sdk/contract';
import { IconDownload, useLoader } from '@trilha/sdk/ui';
import { useMemo, useState } from 'react';
import { client } from '../../api';
import { AccessDenied } from '../../components/AccessDenied';
import { PageHeader } from '../../components/PageHeader';
import { SearchBox } from '../../components/SearchBox';
import { Loading } from '../../components/Spinner';
import { EmptyState, ErrorState } from '../../components/StateMessages';
import { T } from '../../messages';
import { isAdmin } from '../../state/session';
import { type Field, filterGroups, type Operation, readDocument } from './openapiView';
import './ApiDocs.css';

const TX = T.apiDocs;
const DOCUMENT_URL = '/api/openapi.json';

/** 'Documentação da API' (issue 23, admins): the OpenAPI document, grouped by resource. */
export function ApiDocsPage() {
  useSignals();
  if (!isAdmin.value) return <AccessDenied message={TX.accessDenied} />;
  return <ApiDocs />;
}

function ApiDocs() {
  const { data, failed, retry } = useLoader(() => client.docs.openapi().then(readDocument), []);
  const [search, setSearch] = useState('');
  const groups = useMemo(() => (data ? filterGroups(data, search) : []), [data, search]);
  const count = groups.reduce((n, g) => n + g.operations.length, 0);
  return (
    <div className="api-docs">
      <PageHeader
        title={TX.title}
        subtitle={TX.subtitle}
        actions={
          <a className="btn btn-secondary" href={DOCUMENT_URL} download="trilha-segura-openapi.json">
            <IconDownload size={18} /> {TX.download}
          </a>
        }
      />
      {failed ? (
        <ErrorState message={TX.loadError} onRetry={retry} />
      ) : !data ? (
        <Loading />
      ) : (
        <>
          <div className="api-docs-toolbar">
            <SearchBox label={TX.search} placeholder={TX.searchPlaceholder} value={search} onChange={setSearch} />
            <p className="api-docs-count" aria-live="polite">
              {TX.operationCount(count)}
            </p>
          </div>
          {groups.length === 0 && <EmptyState>{TX.empty}</EmptyState>}
          {groups.map((group) => (
            <section key={group.name} className="api-tag" aria-labelledby={`api-tag-${group.name}`}>
              <h2 id={`api-tag-${group.name}`} className="api-tag-title">
                {group.label} <code className="api-tag-code">{group.name}</code>
              </h2>
              {group.description && <p className="api-tag-description">{group.description}</p>}
              {group.operations.map((op) => (
                <OperationView key={op.id} op={op} />
              ))}
            </section>
          ))}
        </>
      )}
    </div>
  );
}

function OperationView({ op }: { op: Operation }) {
  const roles = op.roles.map((r) => T.roles[r as Role] ?? r).join(', ');
  const autoSummary = op.summary === `${op.method} ${op.path}`;
  return (
    <details className="api-op" id={`op-${op.id}`}>
      <summary className="api-op-summary">
        <span className={`api-method api-method-${op.method.toLowerCase()}`}>{op.method}</span>
        <code className="api-path">{op.path}</code>
        {!autoSummary && <span className="api-op-title">{op.summary}</span>}
      </summary>
      <div className="api-op-body">
        <dl className="api-facts">
          <dt>{TX.operationId}</dt>
          <dd>
            <code>{op.id}</code>
          </dd>
          <dt>{TX.whoMayCall}</dt>
          <dd>{op.token === 'none' ? TX.public : `${roles} — ${TX.tokens[op.token] ?? op.token}`}</dd>
          {op.capability && (
            <>
              <dt>{TX.capability}</dt>
              <dd>
                <code>{op.capability}</code>
              </dd>
            </>
          )}
        </dl>
        {op.parameters.length > 0 && (
          <>
            <h3 className="api-op-heading">{TX.parameters}</h3>
            <FieldList fields={op.parameters.map((p) => ({ ...p, where: TX.in[p.in] ?? p.in }))} />
          </>
        )}
        {op.body && (
          <>
            <h3 className="api-op-heading">
              {TX.body} <code className="api-media">{op.body.media}</code>
            </h3>
            <FieldList fields={op.body.fields} />
          </>
        )}
        <h3 className="api-op-heading">
          {TX.success}: <span className="api-status">{op.success.status}</span>{' '}
          {op.success.media.map((m) => (
            <code key={m} className="api-media">
              {m}
            </code>
          ))}
        </h3>
        <p className="api-op-text">
          {op.success.type && op.success.fields.length > 0 ? (
            TX.fieldsOf(op.success.type)
          ) : (
            <Inline text={op.success.description} />
          )}
        </p>
        {op.success.fields.length > 0 && <FieldList fields={op.success.fields} />}
        {op.errors.length > 0 && (
          <>
            <h3 className="api-op-heading">{TX.errors}</h3>
            <ul className="api-errors">
              {op.errors.map((e) => (
                <li key={e.status}>
                  <span className="api-status">{e.status}</span> <Inline text={e.description} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </details>
  );
}

/** A description's `code` spans (the document's CommonMark) as code; the rest as text. */
function Inline({ text }: { text: string }) {
  return (
    <>
      {text.split(/`([^`]+)`/).map((part, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, never reordered
        i % 2 ? <code key={i}>{part}</code> : <span key={i}>{part}</span>,
      )}
    </>
  );
}

function FieldList({ fields }: { fields: (Field & { where?: string })[] }) {
  if (!fields.length) return <p className="api-op-text">{TX.noFields}</p>;
  return (
    <ul className="api-fields">
      {fields.map((f) => (
        <li key={`${f.where ?? ''}${f.name}`} className="api-field">
          <code className="api-field-name">{f.name}</code>
          {f.where && <span className="api-field-where">{f.where}</span>}
          <span className="api-field-type">{f.type}</span>
          <span className={f.required ? 'api-required' : 'api-optional'}>{f.required ? TX.required : TX.optional}</span>
          {f.description && (
            <span className="api-field-description">
              <Inline text={f.description} />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
