import { BACKUP_MSG, type BackupFile, type BackupSource, formatBackupSize } from '@trilha/sdk/contract';
import { IconDownload, IconTrash, saveBlob } from '@trilha/sdk/ui';
import { useState } from 'react';
import { client, errorMessage } from '../../api';
import { DataTable, EmptyRow } from '../../components/DataTable';
import { ConfirmDialog } from '../../components/dialogs';
import { Loading } from '../../components/Spinner';
import { ErrorState } from '../../components/StateMessages';
import { formatDateTime } from '../../format';
import { T } from '../../messages';
import { showError, showSuccess } from '../../state/banners';

const SOURCE: Record<BackupSource, { label: string; badge: string }> = {
  manual: { label: T.backup.sourceManual, badge: 'badge-primary' },
  schedule: { label: T.backup.sourceSchedule, badge: 'badge-neutral' },
  'pre-restore': { label: T.backup.sourcePreRestore, badge: 'badge-warning' },
};

/** The backups on the server, newest first, with size, date, download and delete. */
export function BackupList({
  backups,
  error,
  onReload,
}: {
  backups: BackupFile[] | null;
  error: boolean;
  onReload: () => void;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<BackupFile | null>(null);

  const download = async (file: BackupFile) => {
    setBusy(file.filename);
    try {
      saveBlob(await client.backups.download(file.filename), file.filename);
    } catch (e) {
      showError(errorMessage(e, BACKUP_MSG.downloadError));
    } finally {
      setBusy(null);
    }
  };

  const remove = async (file: BackupFile) => {
    try {
      const res = await client.backups.remove(file.filename);
      showSuccess(res.message || BACKUP_MSG.deleted);
      onReload();
    } catch (e) {
      showError(errorMessage(e, BACKUP_MSG.deleteError));
    } finally {
      setDeleting(null);
    }
  };

  const columns = T.backup.listColumns;
  return (
    <section className="card" aria-labelledby="backup-list-title">
      <h2 id="backup-list-title" className="backup-section-title">
        {T.backup.listTitle}
      </h2>
      {error && !backups ? (
        <ErrorState message={BACKUP_MSG.loadError} onRetry={onReload} />
      ) : !backups ? (
        <Loading />
      ) : (
        <DataTable columns={columns} caption={T.backup.listTitle}>
          {backups.length === 0 ? (
            <EmptyRow colSpan={columns.length}>{T.backup.listEmpty}</EmptyRow>
          ) : (
            backups.map((file) => {
              const source = SOURCE[file.source] ?? SOURCE.manual;
              return (
                <tr key={file.filename}>
                  <td className="backup-filename">{file.filename}</td>
                  <td className="nowrap">{formatBackupSize(file.size)}</td>
                  <td className="nowrap">{formatDateTime(file.created_at)}</td>
                  <td>
                    <span className={`badge ${source.badge}`}>{source.label}</span>
                  </td>
                  <td>
                    <div className="backup-row-actions">
                      <button
                        type="button"
                        className="btn btn-sm btn-outline"
                        onClick={() => download(file)}
                        disabled={busy === file.filename}
                        aria-label={T.backup.downloadLabel(file.filename)}
                      >
                        <IconDownload size={16} />
                        {T.backup.download}
                      </button>
                      <button
                        type="button"
                        className="btn btn-sm btn-danger-outline"
                        onClick={() => setDeleting(file)}
                        aria-label={T.backup.deleteLabel(file.filename)}
                      >
                        <IconTrash size={16} />
                        {T.backup.delete}
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })
          )}
        </DataTable>
      )}
      {deleting && (
        <ConfirmDialog
          title={T.backup.confirmDeleteTitle}
          message={T.backup.confirmDelete(deleting.filename)}
          confirmLabel={T.backup.delete}
          danger
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
