import {
  BACKUP_FREQUENCIES,
  BACKUP_FREQUENCY_LABEL,
  BACKUP_LIMITS,
  BACKUP_MSG,
  type BackupFrequency,
  BackupScheduleCreateSchema,
  type BackupScheduleShape,
} from '@trilha/sdk/contract';
import { IconPlus, IconTrash, useLoader } from '@trilha/sdk/ui';
import { useState } from 'react';
import { client, errorMessage } from '../../api';
import { DataTable, EmptyRow } from '../../components/DataTable';
import { ConfirmDialog } from '../../components/dialogs';
import { Field, TextField } from '../../components/Field';
import { Loading } from '../../components/Spinner';
import { ErrorState } from '../../components/StateMessages';
import { formatDateTime } from '../../format';
import { T } from '../../messages';
import { showError, showSuccess } from '../../state/banners';
import { validate } from '../../validate';

interface Draft {
  name: string;
  frequency: BackupFrequency;
  time: string;
  enabled: boolean;
  retention: string;
}

/** Spec §9: daily at 02:00, enabled, kept 30 days. */
const NEW_SCHEDULE: Draft = {
  name: '',
  frequency: BACKUP_LIMITS.defaultFrequency,
  time: BACKUP_LIMITS.defaultTime,
  enabled: BACKUP_LIMITS.defaultEnabled,
  retention: String(BACKUP_LIMITS.defaultRetentionDays),
};

/** Automatic backups: the create form and the list with an on/off switch and delete. */
export function SchedulesSection() {
  const {
    data: schedules,
    failed: error,
    reload,
  } = useLoader(() => client.backups.schedules().then((r) => r.schedules), []);
  const [draft, setDraft] = useState<Draft>(NEW_SCHEDULE);
  const [errors, setErrors] = useState<Partial<Record<'name' | 'retention', string>>>({});
  const [creating, setCreating] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<BackupScheduleShape | null>(null);

  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const create = async () => {
    const body = {
      name: draft.name.trim(),
      frequency: draft.frequency,
      time: draft.time,
      enabled: draft.enabled,
      retention_days: draft.retention,
    };
    const { name, retention_days: retention } = validate(BackupScheduleCreateSchema, body);
    setErrors({ name, retention });
    if (name || retention) return;
    setCreating(true);
    try {
      const res = await client.backups.createSchedule({ ...body, retention_days: Number(draft.retention) });
      showSuccess(res.message || BACKUP_MSG.scheduleCreated);
      setDraft(NEW_SCHEDULE);
      reload();
    } catch (e) {
      showError(errorMessage(e, BACKUP_MSG.scheduleCreateError));
    } finally {
      setCreating(false);
    }
  };

  const toggle = async (schedule: BackupScheduleShape) => {
    setBusyId(schedule.id);
    try {
      const res = await client.backups.setScheduleEnabled(schedule.id, !schedule.enabled);
      showSuccess(res.message);
      reload();
    } catch (e) {
      showError(errorMessage(e, BACKUP_MSG.scheduleToggleError));
    } finally {
      setBusyId(null);
    }
  };

  const remove = async (schedule: BackupScheduleShape) => {
    try {
      const res = await client.backups.removeSchedule(schedule.id);
      showSuccess(res.message || BACKUP_MSG.scheduleDeleted);
      reload();
    } catch (e) {
      showError(errorMessage(e, BACKUP_MSG.scheduleDeleteError));
    } finally {
      setDeleting(null);
    }
  };

  const columns = T.backup.schedulesColumns;
  return (
    <section className="card" aria-labelledby="backup-schedules-title">
      <h2 id="backup-schedules-title" className="backup-section-title">
        {T.backup.schedulesTitle}
      </h2>
      <p className="muted backup-section-text">{T.backup.schedulesText}</p>
      <form
        className="backup-schedule-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
      >
        <TextField
          label={T.backup.scheduleName}
          value={draft.name}
          maxLength={255}
          placeholder={T.backup.scheduleNamePlaceholder}
          error={errors.name}
          required
          onChange={(e) => set({ name: e.target.value })}
          fieldClassName="backup-schedule-name"
        />
        <Field label={T.backup.frequency}>
          {({ id }) => (
            <select
              id={id}
              className="input"
              value={draft.frequency}
              onChange={(e) => set({ frequency: e.target.value as BackupFrequency })}
            >
              {BACKUP_FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {BACKUP_FREQUENCY_LABEL[f]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label={T.backup.time}
          type="time"
          value={draft.time}
          required
          onChange={(e) => set({ time: e.target.value || BACKUP_LIMITS.defaultTime })}
        />
        <TextField
          label={T.backup.retention}
          type="number"
          min={BACKUP_LIMITS.minRetentionDays}
          max={BACKUP_LIMITS.maxRetentionDays}
          value={draft.retention}
          hint={T.backup.retentionHint}
          error={errors.retention}
          onChange={(e) => set({ retention: e.target.value })}
        />
        <div className="field backup-schedule-enabled">
          <label className="checkbox">
            <input type="checkbox" checked={draft.enabled} onChange={(e) => set({ enabled: e.target.checked })} />
            {T.backup.scheduleEnabled}
          </label>
        </div>
        <div className="field backup-schedule-submit">
          <button type="submit" className="btn btn-primary" disabled={creating}>
            <IconPlus size={18} />
            {creating ? T.backup.creatingSchedule : T.backup.createSchedule}
          </button>
        </div>
      </form>

      {error && !schedules ? (
        <ErrorState message={BACKUP_MSG.loadError} onRetry={reload} />
      ) : !schedules ? (
        <Loading />
      ) : (
        <DataTable columns={columns} caption={T.backup.schedulesTitle}>
          {schedules.length === 0 ? (
            <EmptyRow colSpan={columns.length}>{T.backup.schedulesEmpty}</EmptyRow>
          ) : (
            schedules.map((s) => (
              <tr key={s.id} className={s.enabled ? undefined : 'row-inactive'}>
                <td className="cell-strong">{s.name}</td>
                <td>{BACKUP_FREQUENCY_LABEL[s.frequency] ?? s.frequency}</td>
                <td className="nowrap">{s.time}</td>
                <td className="nowrap">{T.backup.retentionDays(s.retention_days)}</td>
                <td className="nowrap">{s.last_run_at ? formatDateTime(s.last_run_at) : T.backup.never}</td>
                <td className="nowrap">{s.enabled && s.next_run_at ? formatDateTime(s.next_run_at) : '—'}</td>
                <td>
                  <button
                    type="button"
                    role="switch"
                    className="switch"
                    aria-checked={s.enabled}
                    aria-label={T.backup.toggleLabel(s.name)}
                    disabled={busyId === s.id}
                    onClick={() => toggle(s)}
                  >
                    <span className="switch-thumb" />
                  </button>
                </td>
                <td>
                  <button
                    type="button"
                    className="btn btn-sm btn-danger-outline"
                    onClick={() => setDeleting(s)}
                    aria-label={T.backup.deleteScheduleLabel(s.name)}
                  >
                    <IconTrash size={16} />
                    {T.backup.delete}
                  </button>
                </td>
              </tr>
            ))
          )}
        </DataTable>
      )}
      {deleting && (
        <ConfirmDialog
          title={T.backup.confirmScheduleDeleteTitle}
          message={T.backup.confirmScheduleDelete(deleting.name)}
          confirmLabel={T.backup.delete}
          danger
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
