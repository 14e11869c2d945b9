import { ADMIN_MSG, LogCleanupSchema } from '@trilha/sdk/contract';
import { useState } from 'react';
import { client, errorMessage } from '../../api';
import { ConfirmDialog } from '../../components/dialogs';
import { TextField } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
import { T } from '../../messages';
import { showError, showSuccess } from '../../state/banners';
import { validate } from '../../validate';

/** 'Limpar Logs': presets or a number of days to keep, a validation, then a confirmation (spec §5 Log cleanup). */
export function CleanupDialog({ onClose, onCleaned }: { onClose: () => void; onCleaned: () => void }) {
  const [days, setDays] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);

  const submit = () => {
    const text = days.trim();
    // An empty field is no number of days (coerced, '' would read as 0: every log).
    const invalid = validate(LogCleanupSchema, { days: text || undefined, confirm: true }).days;
    if (invalid) return setError(invalid);
    setError(null);
    setConfirming(Number(text));
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
      <FormModal
        title={T.logs.cleanupTitle}
        onClose={onClose}
        onSubmit={submit}
        submitLabel={T.common.confirm}
        submitVariant="danger"
        intro={<p className="dialog-text">{T.logs.cleanupText}</p>}
      >
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
      </FormModal>
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
