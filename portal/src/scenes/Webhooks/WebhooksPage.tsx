import { useSignals } from '@preact/signals-react/runtime';
import { WEBHOOK_MSG, type WebhookShape } from '@trilha/sdk/contract';
import { useLoader } from '@trilha/sdk/ui';
import { useState } from 'react';
import { client, errorMessage } from '../../api';
import { AccessDenied } from '../../components/AccessDenied';
import { DataTable, EmptyRow } from '../../components/DataTable';
import { ConfirmDialog } from '../../components/dialogs';
import { ListScreen } from '../../components/ListScreen';
import { T } from '../../messages';
import { showError, showSuccess } from '../../state/banners';
import { currentUser } from '../../state/session';
import { DeliveriesDialog } from './DeliveriesDialog';
import { SecretDialog } from './SecretDialog';
import { WebhookForm } from './WebhookForm';
import './Webhooks.css';

const TX = T.webhooks;

type Dialog =
  | { kind: 'create' }
  | { kind: 'secret'; secret: string; message: string }
  | { kind: 'deliveries'; webhook: WebhookShape }
  | { kind: 'delete'; webhook: WebhookShape }
  | null;

/**
 * 'Webhooks' (issue 23): an admin's endpoints (one company or all) and a manager's (their
 * company's); the secret once, each endpoint's delivery log with replay.
 */
export function WebhooksPage() {
  useSignals();
  const role = currentUser.value?.role;
  if (role !== 'admin' && role !== 'manager') return <AccessDenied message={TX.accessDenied} />;
  return <Webhooks admin={role === 'admin'} />;
}

function Webhooks({ admin }: { admin: boolean }) {
  const { data, failed, retry, reload } = useLoader(() => client.webhooks.list().then((r) => r.webhooks), []);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const remove = async (webhook: WebhookShape) => {
    setBusyId(webhook.id);
    try {
      showSuccess((await client.webhooks.remove(webhook.id)).message || WEBHOOK_MSG.deleted);
      await reload();
    } catch (e) {
      showError(errorMessage(e, TX.deleteError));
    } finally {
      setBusyId(null);
    }
  };

  const columns = admin ? TX.columns : TX.columns.filter((c) => c !== 'Empresa');

  return (
    <>
      <ListScreen
        className="webhooks-page"
        title={TX.title}
        subtitle={TX.subtitle}
        newLabel={TX.newWebhook}
        onNew={() => setDialog({ kind: 'create' })}
        loaded={{ data, failed, retry }}
        loadError={TX.loadError}
      >
        {(data) => (
          <DataTable columns={columns} caption={TX.caption}>
            {data.length === 0 ? (
              <EmptyRow colSpan={columns.length}>{TX.empty}</EmptyRow>
            ) : (
              data.map((w) => (
                <tr key={w.id}>
                  <td className="webhook-url">
                    <code>{w.url}</code>
                  </td>
                  <td>
                    <span className="cell-strong">{TX.eventsCount(w.events.length)}</span>
                    <span className="cell-sub">{w.events.join(', ')}</span>
                  </td>
                  {admin && <td>{w.company_name ?? TX.allCompanies}</td>}
                  <td>
                    <span className={`badge ${w.status === 'active' ? 'badge-success' : 'badge-danger'}`}>
                      {w.status === 'active' ? TX.active : TX.failing(w.consecutive_failures)}
                    </span>
                  </td>
                  <td className="nowrap">{w.pending}</td>
                  <td>
                    <span className="webhook-actions">
                      <button
                        type="button"
                        className="btn btn-outline btn-sm"
                        aria-label={TX.deliveriesLabel(w.url)}
                        onClick={() => setDialog({ kind: 'deliveries', webhook: w })}
                      >
                        {TX.deliveries}
                      </button>
                      <button
                        type="button"
                        className="btn btn-sm btn-danger-outline"
                        aria-label={TX.deleteLabel(w.url)}
                        disabled={busyId === w.id}
                        onClick={() => setDialog({ kind: 'delete', webhook: w })}
                      >
                        {T.common.delete}
                      </button>
                    </span>
                  </td>
                </tr>
              ))
            )}
          </DataTable>
        )}
      </ListScreen>

      {dialog?.kind === 'create' && (
        <WebhookForm
          admin={admin}
          onClose={() => setDialog(null)}
          onCreated={(secret, message) => {
            setDialog({ kind: 'secret', secret, message });
            void reload();
          }}
        />
      )}
      {dialog?.kind === 'secret' && (
        <SecretDialog secret={dialog.secret} message={dialog.message} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'deliveries' && (
        <DeliveriesDialog webhook={dialog.webhook} onClose={() => setDialog(null)} onChanged={() => void reload()} />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={TX.confirmDeleteTitle}
          message={TX.confirmDelete(dialog.webhook.url)}
          confirmLabel={T.common.delete}
          danger
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            const webhook = dialog.webhook;
            setDialog(null);
            await remove(webhook);
          }}
        />
      )}
    </>
  );
}
