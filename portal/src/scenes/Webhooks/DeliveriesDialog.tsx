import { WEBHOOK_MSG, type WebhookDeliveryShape, type WebhookShape } from '@trilha/sdk/contract';
import { IconRefresh, useLoader } from '@trilha/sdk/ui';
import { useState } from 'react';
import { client, errorMessage } from '../../api';
import { DataTable, EmptyRow } from '../../components/DataTable';
import { Modal } from '../../components/dialogs';
import { Loading } from '../../components/Spinner';
import { ErrorState } from '../../components/StateMessages';
import { formatDateTime } from '../../format';
import { T } from '../../messages';
import { showError, showSuccess } from '../../state/banners';

const TX = T.webhooks;

const statusBadge: Record<string, string> = {
  pending: 'badge-warning',
  delivered: 'badge-success',
  failed: 'badge-danger',
};

function Outcome({ d }: { d: WebhookDeliveryShape }) {
  const answer = d.response_status ? `HTTP ${d.response_status}` : (d.last_error ?? '—');
  return (
    <>
      <span>{answer}</span>
      {d.response_status && d.last_error && d.last_error !== answer && <span className="cell-sub">{d.last_error}</span>}
      {d.duration_ms !== null && <span className="cell-sub">{TX.ms(d.duration_ms)}</span>}
    </>
  );
}

/** An endpoint's latest deliveries: event, resource, outcome, attempts, when; 'Reenviar' on each. */
export function DeliveriesDialog({
  webhook,
  onClose,
  onChanged,
}: {
  webhook: WebhookShape;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { data, failed, retry, reload } = useLoader(
    () => client.webhooks.deliveries(webhook.id, 100).then((r) => r.deliveries),
    [webhook.id],
  );
  const [busyId, setBusyId] = useState<number | null>(null);

  const replay = async (d: WebhookDeliveryShape) => {
    setBusyId(d.id);
    try {
      showSuccess((await client.webhooks.replay(d.id)).message || WEBHOOK_MSG.replayed);
      await reload();
      onChanged();
    } catch (e) {
      showError(errorMessage(e, TX.replayError));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <Modal
      title={TX.deliveriesTitle}
      description={<span className="webhook-url">{webhook.url}</span>}
      onClose={onClose}
      size="xl"
      footer={
        <button type="button" className="btn btn-outline" onClick={() => void reload()}>
          <IconRefresh size={16} />
          {TX.refresh}
        </button>
      }
    >
      {failed && !data ? (
        <ErrorState message={TX.deliveriesError} onRetry={retry} />
      ) : !data ? (
        <Loading />
      ) : (
        <DataTable columns={TX.deliveryColumns} caption={TX.deliveriesCaption}>
          {data.length === 0 ? (
            <EmptyRow colSpan={TX.deliveryColumns.length}>{TX.deliveriesEmpty}</EmptyRow>
          ) : (
            data.map((d) => (
              <tr key={d.id}>
                <td>
                  <code className="webhook-event-code">{d.event_type}</code>
                  {d.replay_of && <span className="cell-sub">{TX.replayOf(d.replay_of)}</span>}
                </td>
                <td className="nowrap">{d.resource}</td>
                <td>
                  <span className={`badge ${statusBadge[d.status] ?? 'badge-muted'}`}>{TX.status[d.status]}</span>
                  {d.next_attempt_at && (
                    <span className="cell-sub">{TX.nextAttempt(formatDateTime(d.next_attempt_at))}</span>
                  )}
                </td>
                <td className="webhook-outcome">
                  <Outcome d={d} />
                </td>
                <td className="nowrap">{d.attempts}</td>
                <td className="nowrap">{formatDateTime(d.delivered_at ?? d.created_at)}</td>
                <td>
                  <button
                    type="button"
                    className="btn btn-outline btn-sm"
                    aria-label={TX.replayLabel(d.event_type, d.id)}
                    disabled={busyId === d.id}
                    onClick={() => void replay(d)}
                  >
                    {TX.replay}
                  </button>
                </td>
              </tr>
            ))
          )}
        </DataTable>
      )}
    </Modal>
  );
}
