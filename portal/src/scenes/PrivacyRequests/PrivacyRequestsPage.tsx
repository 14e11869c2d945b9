import { useSignals } from '@preact/signals-react/runtime';
import { PRIVACY_REQUEST_KIND_LABELS, type PrivacyRequestShape } from '@trilha/sdk/contract';
import { IconRefresh, useLoader } from '@trilha/sdk/ui';
import { useState } from 'react';
import { client } from '../../api';
import { AccessDenied } from '../../components/AccessDenied';
import { DataTable, EmptyRow } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { Loading } from '../../components/Spinner';
import { ErrorState } from '../../components/StateMessages';
import { formatDate } from '../../format';
import { T } from '../../messages';
import { currentUser } from '../../state/session';
import { AnswerDialog } from './AnswerDialog';
import { isOpenRequest, RequestStatusBadge } from './status';
import './PrivacyRequests.css';

const TX = T.privacyRequests;

/** 'Pedidos LGPD' (issue 24): the admins' queue of people's requests, by legal deadline. */
export function PrivacyRequestsPage() {
  useSignals();
  if (currentUser.value?.role !== 'admin') return <AccessDenied message={TX.accessDenied} />;
  return <Queue />;
}

function Queue() {
  const { data, failed, retry, reload } = useLoader(() => client.privacy.requests().then((r) => r.requests), []);
  const [selected, setSelected] = useState<PrivacyRequestShape | null>(null);
  const open = (data ?? []).filter((r) => isOpenRequest(r.status));
  const late = open.filter((r) => r.overdue).length;

  return (
    <div className="privacy-requests-page">
      <PageHeader
        title={TX.title}
        subtitle={TX.subtitle}
        actions={
          <button type="button" className="btn btn-outline" onClick={() => void reload()}>
            <IconRefresh size={16} />
            {TX.refresh}
          </button>
        }
      />
      {failed && !data ? (
        <ErrorState message={TX.loadError} onRetry={() => void retry()} />
      ) : !data ? (
        <Loading />
      ) : (
        <>
          {open.length > 0 && (
            <p className={`privacy-queue-summary${late ? ' is-late' : ''}`} role="status">
              {TX.openCount(open.length, late)}
            </p>
          )}
          <DataTable columns={TX.columns} caption={TX.caption}>
            {data.length === 0 ? (
              <EmptyRow colSpan={TX.columns.length}>{TX.empty}</EmptyRow>
            ) : (
              data.map((r) => {
                const pending = isOpenRequest(r.status);
                return (
                  <tr key={r.id} className={r.overdue ? 'privacy-row-overdue' : undefined}>
                    <td>
                      <span className="cell-strong">{r.user_name}</span>
                      <span className="cell-sub privacy-email">{r.user_email}</span>
                    </td>
                    <td>
                      <span>{PRIVACY_REQUEST_KIND_LABELS[r.kind]}</span>
                      <span className="cell-sub">{TX.filedOn(formatDate(r.created_at))}</span>
                    </td>
                    <td>
                      <RequestStatusBadge status={r.status} />
                    </td>
                    <td className="nowrap">
                      {pending ? (
                        <>
                          <span className={r.overdue ? 'privacy-due-late' : undefined}>
                            {TX.dueLabel(formatDate(r.due_at))}
                          </span>
                          {r.overdue && <span className="badge badge-danger privacy-late-badge">{TX.overdue}</span>}
                        </>
                      ) : (
                        <span className="muted">{TX.answeredOn(formatDate(r.answered_at))}</span>
                      )}
                    </td>
                    <td>
                      <button
                        type="button"
                        className={`btn btn-sm ${pending ? 'btn-primary' : 'btn-outline'}`}
                        aria-label={pending ? TX.openLabel(r.user_name) : TX.viewLabel(r.user_name)}
                        onClick={() => setSelected(r)}
                      >
                        {pending ? TX.open : TX.view}
                      </button>
                    </td>
                  </tr>
                );
              })
            )}
          </DataTable>
        </>
      )}
      {selected && (
        <AnswerDialog
          request={selected}
          onClose={() => setSelected(null)}
          onSaved={() => {
            setSelected(null);
            void reload();
          }}
        />
      )}
    </div>
  );
}
