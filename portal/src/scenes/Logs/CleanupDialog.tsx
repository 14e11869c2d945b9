import { ADMIN_MSG } from '@trilha/sdk/contract';
import { useState } from 'react';
import { client, errorMessage } from '../../api';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { TextField } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { T } from '../../messages';
import { showError, showSuccess } from '../../state/banners';

/** 'Limpar Logs': presets or a number of days to keep, a validation, then a confirmation (spec §5 Log cleanup). */
export function CleanupDialog({ onClose, onCleaned }: { onClose: () => void; onCleaned: () => void }) {
  const [days, setDays] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);

  const submit = () => {
    const text = days.trim();
    const value = Number(text);
    if (!text || !Number.isInteger(value) || value < 0) {
      setError(ADMIN_MSG.logsCleanupInvalid);
      return;
    }
    setError(null);
    setConfirming(value);
  };

  const clean = async (value: number) => {
    try {
      const res = await client.logs.cleanup(value);
      showSuccess(ADMIN_MSG.logsCleanupDone(res.deletedCount));
      onCleaned();
      onClose();
    } catch (e) {
      showError(T.logs.cleanupError + errorMessage(e, T.logs.unknownError));
      setConfirming(null);
    }
  };

  return (
    <>
      <Modal
        title={T.logs.cleanupTitle}
        onClose={onClose}
        size="sm"
        footer={
          <>
            <button type="button" className="btn btn-secondary" onClick={onClose}>
              {T.common.cancel}
            </button>
            <button type="submit" form="logs-cleanup-form" className="btn btn-danger">
              {T.common.confirm}
            </button>
          </>
        }
      >
        <form
          id="logs-cleanup-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <p className="dialog-text">{T.logs.cleanupText}</p>
          <div className="logs-presets">
            {T.logs.presets.map((preset) => (
              <button
                key={preset.days}
                type="button"
                className={`btn btn-sm ${days === String(preset.days) ? 'btn-primary' : 'btn-outline'}`}
                aria-pressed={days === String(preset.days)}
                onClick={() => {
                  setDays(String(preset.days));
                  setError(null);
                }}
              >
                {preset.label}
              </button>
            ))}
          </div>
          <TextField
            label={T.logs.daysLabel}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={days}
            placeholder={T.logs.daysPlaceholder}
            error={error}
            onChange={(e) => setDays(e.target.value)}
          />
        </form>
      </Modal>
      {confirming !== null && (
        <ConfirmDialog
          title={T.logs.confirmTitle}
          message={confirming === 0 ? T.logs.confirmAll : T.logs.confirmDays(confirming)}
          confirmLabel={T.logs.cleanupTitle}
          danger
          onConfirm={() => clean(confirming)}
          onClose={() => setConfirming(null)}
        />
      )}
    </>
  );
}
