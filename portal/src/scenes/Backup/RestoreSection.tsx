import {
  BACKUP_LIMITS,
  BACKUP_MSG,
  DISPLAY_TIME_ZONE,
  formatBackupSize,
  type RestoreAnalysis,
} from '@trilha/sdk/contract';
import { IconAlert, IconUpload } from '@trilha/sdk/ui';
import { useRef, useState } from 'react';
import { client, errorMessage } from '../../api';
import { DataTable } from '../../components/DataTable';
import { ConfirmDialog } from '../../components/dialogs';
import { Field } from '../../components/Field';
import { FormAlert } from '../../components/StateMessages';
import { formatDateTime } from '../../format';
import { T } from '../../messages';
import { showError } from '../../state/banners';

/** Restore in two steps (spec §4 Backup): upload for analysis, review, confirm; reload 3 s after success. */
export function RestoreSection() {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [analysis, setAnalysis] = useState<RestoreAnalysis | null>(null);
  const [busy, setBusy] = useState<'analyse' | 'restore' | null>(null);
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const analyse = async () => {
    if (!file) {
      setFileError(BACKUP_MSG.fileRequired);
      return;
    }
    if (!/\.zip$/i.test(file.name)) {
      setFileError(BACKUP_MSG.zipRequired);
      return;
    }
    setFileError(null);
    setAnalysis(null);
    setBusy('analyse');
    try {
      setAnalysis(await client.backups.analyseRestore(file));
    } catch (e) {
      showError(errorMessage(e, BACKUP_MSG.analyseError));
    } finally {
      setBusy(null);
    }
  };

  const restore = async (extractPath: string) => {
    setBusy('restore');
    try {
      const res = await client.backups.confirmRestore(extractPath);
      const message = res.message || BACKUP_MSG.restored;
      setDone(message);
      setAnalysis(null);
      window.setTimeout(() => window.location.reload(), BACKUP_LIMITS.reloadAfterRestoreMs);
    } catch (e) {
      showError(errorMessage(e, BACKUP_MSG.confirmError));
      setBusy(null);
    } finally {
      setAsking(false);
    }
  };

  const cancel = () => {
    setAnalysis(null);
    setFile(null);
    if (input.current) input.current.value = '';
  };

  const totalRows = analysis?.contents.reduce((sum, t) => sum + t.rows, 0) ?? 0;
  return (
    <section className="card" aria-labelledby="backup-restore-title">
      <h2 id="backup-restore-title" className="backup-section-title">
        {T.backup.restoreTitle}
      </h2>
      <p className="muted backup-section-text">{T.backup.restoreText}</p>
      {done ? (
        <FormAlert kind="success">{done}</FormAlert>
      ) : (
        <form
          className="backup-restore-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void analyse();
          }}
        >
          <Field label={T.backup.restoreFile} error={fileError}>
            {({ id, describedBy, invalid }) => (
              <input
                ref={input}
                id={id}
                type="file"
                className="input backup-file"
                accept=".zip,application/zip"
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                disabled={busy !== null}
                onChange={(e) => {
                  setFile(e.currentTarget.files?.[0] ?? null);
                  setFileError(null);
                  setAnalysis(null);
                }}
              />
            )}
          </Field>
          <div className="field backup-restore-submit">
            <button type="submit" className="btn btn-outline" disabled={busy !== null}>
              <IconUpload size={18} />
              {busy === 'analyse' ? T.backup.analysing : T.backup.analyse}
            </button>
          </div>
        </form>
      )}

      {analysis && !done && (
        <div className="backup-analysis">
          <h3 className="backup-analysis-title">{T.backup.analysisTitle}</h3>
          <p className="muted small">
            {T.backup.analysisMeta(formatDateTime(analysis.manifest.created_at), analysis.manifest.app_version)}
            {' · '}
            {T.backup.files(analysis.files, formatBackupSize(analysis.uploads_bytes))}
          </p>
          <DataTable columns={T.backup.tablesColumns} caption={T.backup.analysisTitle}>
            {analysis.contents.map((t) => (
              <tr key={t.table}>
                <td className="backup-table-name">{t.table}</td>
                <td>{t.rows.toLocaleString('pt-BR')}</td>
              </tr>
            ))}
            <tr className="backup-total-row">
              <td>{T.backup.totalRows}</td>
              <td>{totalRows.toLocaleString('pt-BR')}</td>
            </tr>
          </DataTable>
          <p className="backup-warning">
            <IconAlert size={18} />
            <span>
              {T.backup.restoreWarning}{' '}
              {T.backup.expires(
                new Date(analysis.expires_at).toLocaleTimeString('pt-BR', {
                  timeZone: DISPLAY_TIME_ZONE,
                  hour: '2-digit',
                  minute: '2-digit',
                }),
              )}
            </span>
          </p>
          <div className="backup-analysis-actions">
            <button type="button" className="btn btn-secondary" onClick={cancel} disabled={busy !== null}>
              {T.common.cancel}
            </button>
            <button type="button" className="btn btn-danger" onClick={() => setAsking(true)} disabled={busy !== null}>
              {busy === 'restore' ? T.backup.restoring : T.backup.confirmRestore}
            </button>
          </div>
        </div>
      )}
      {asking && analysis && (
        <ConfirmDialog
          title={T.backup.confirmRestoreTitle}
          message={T.backup.confirmRestoreText}
          confirmLabel={T.backup.confirmRestore}
          danger
          onConfirm={() => restore(analysis.extractPath)}
          onClose={() => setAsking(false)}
        />
      )}
    </section>
  );
}
