import { useSignals } from '@preact/signals-react/runtime';
import { NR_MSG, type NrPreset } from '@trilha/sdk/contract';
import { IconAlert, useLoader } from '@trilha/sdk/ui';
import { useState } from 'react';
import { client, errorMessage } from '../../api';
import { AccessDenied } from '../../components/AccessDenied';
import { DataTable, EmptyRow } from '../../components/DataTable';
import { ConfirmDialog } from '../../components/dialogs';
import { EditDeleteButtons } from '../../components/EditDeleteButtons';
import { ListScreen } from '../../components/ListScreen';
import { T } from '../../messages';
import { showError, showSuccess } from '../../state/banners';
import { isAdmin } from '../../state/session';
import { NrPresetForm } from './NrPresetForm';
import './NrPresets.css';

const TX = T.nrPresets;

type Dialog = { kind: 'create' } | { kind: 'edit'; preset: NrPreset } | { kind: 'delete'; preset: NrPreset } | null;

/**
 * 'Normas (NR)' (issue 19, admins): the NR presets a course may follow, with their workloads,
 * validity, leave threshold, practical flag and daily cap; where sources disagree the row says so.
 */
export function NrPresetsPage() {
  useSignals();
  if (!isAdmin.value) return <AccessDenied message={TX.accessDenied} />;
  return <NrPresets />;
}

const byCode = (a: NrPreset, b: NrPreset) => a.code.localeCompare(b.code, 'pt-BR', { numeric: true });

function NrPresets() {
  const { data, failed, retry, reload } = useLoader(
    () => client.nr.presets().then((r) => [...r.presets].sort(byCode)),
    [],
  );
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const remove = async (preset: NrPreset) => {
    setBusyId(preset.id);
    try {
      showSuccess((await client.nr.deletePreset(preset.id)).message || NR_MSG.presetDeleted);
      await reload();
    } catch (e) {
      // A preset courses still follow: the server's 409 says how many.
      showError(errorMessage(e, TX.deleteError));
    } finally {
      setBusyId(null);
    }
  };

  const divergent = data?.filter((p) => p.notes).length ?? 0;
  const columns = TX.columns;

  return (
    <>
      <ListScreen
        className="nr-presets-page"
        title={TX.title}
        subtitle={TX.subtitle}
        newLabel={TX.newPreset}
        onNew={() => setDialog({ kind: 'create' })}
        loaded={{ data, failed, retry }}
        loadError={TX.loadError}
      >
        {(data) => (
          <>
            <div className="nr-legend">
              <p className="muted small">{TX.legend}</p>
              {divergent > 0 && (
                <p className="nr-legend-divergent small">
                  <IconAlert size={16} />
                  <span>{TX.divergentCount(divergent)}</span>
                </p>
              )}
            </div>
            <DataTable columns={columns} caption={TX.caption}>
              {data.length === 0 ? (
                <EmptyRow colSpan={columns.length}>{TX.empty}</EmptyRow>
              ) : (
                data.map((preset) => (
                  <tr key={preset.id} className={preset.notes ? 'nr-row-divergent' : undefined}>
                    <td className="nowrap cell-strong nr-code">{preset.code}</td>
                    <td className="nr-title-cell">
                      <span className="cell-strong">{preset.title}</span>
                      <span className="cell-sub">{preset.legal_reference || TX.noReference}</span>
                      {preset.notes && (
                        <span className="nr-divergent">
                          <IconAlert size={15} />
                          <span>
                            <strong>{TX.divergent}</strong> {preset.notes}
                          </span>
                        </span>
                      )}
                    </td>
                    <td className="nowrap">{TX.hours(preset.initial_hours)}</td>
                    <td className="nowrap">{TX.hours(preset.periodic_hours)}</td>
                    <td className="nr-validity">
                      {preset.validity_months > 0 ? TX.months(preset.validity_months) : TX.noPeriodic}
                    </td>
                    <td className="nowrap">{TX.days(preset.leave_threshold_days)}</td>
                    <td>
                      <span className={`badge ${preset.practical_required ? 'badge-primary' : 'badge-outline'}`}>
                        {preset.practical_required ? TX.yes : TX.no}
                      </span>
                    </td>
                    <td className="nowrap">{TX.hours(preset.daily_cap_hours)}</td>
                    <td className="nr-count">{preset.course_count}</td>
                    <td>
                      <EditDeleteButtons
                        className="nr-actions"
                        onEdit={() => setDialog({ kind: 'edit', preset })}
                        onDelete={() => setDialog({ kind: 'delete', preset })}
                        editLabel={TX.editLabel(preset.code)}
                        deleteLabel={TX.deleteLabel(preset.code)}
                        disabled={busyId === preset.id}
                      />
                    </td>
                  </tr>
                ))
              )}
            </DataTable>
          </>
        )}
      </ListScreen>

      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <NrPresetForm
          preset={dialog.kind === 'edit' ? dialog.preset : undefined}
          onClose={() => setDialog(null)}
          onSaved={(message) => {
            showSuccess(message);
            setDialog(null);
            void reload();
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={TX.confirmDeleteTitle}
          message={TX.confirmDelete(dialog.preset.code, dialog.preset.course_count)}
          confirmLabel={T.common.delete}
          danger
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            const preset = dialog.preset;
            setDialog(null);
            await remove(preset);
          }}
        />
      )}
    </>
  );
}
