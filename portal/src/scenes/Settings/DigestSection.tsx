import { ADMIN_MSG, type SettingsShape } from '@trilha/sdk/contract';
import { IconCheck } from '@trilha/sdk/ui';
import { useState } from 'react';
import { client, errorMessage } from '../../api';
import { Field, TextField } from '../../components/Field';
import { T } from '../../messages';
import { showError, showSuccess } from '../../state/banners';

const TX = T.settings.digest;
/** '00:00' ... '23:00': the hours a digest can go out. */
const HOURS = Array.from({ length: 24 }, (_, h) => ({ value: h, label: `${String(h).padStart(2, '0')}:00` }));

/**
 * The client-company managers' side of the settings (issue 18): when the weekly digest goes out
 * (weekday and hour, São Paulo time) and how many days ahead an expiry counts as 'A vencer'.
 */
export function DigestSection({
  settings,
  onSaved,
}: {
  settings: SettingsShape;
  onSaved: (settings: Partial<SettingsShape>) => void;
}) {
  const [weekday, setWeekday] = useState(settings.digest_weekday);
  const [hour, setHour] = useState(settings.digest_hour);
  const [days, setDays] = useState(String(settings.compliance_warning_days));
  const [busy, setBusy] = useState(false);
  const daysNumber = Number(days);
  const daysError = Number.isInteger(daysNumber) && daysNumber >= 1 && daysNumber <= 365 ? null : TX.daysInvalid;

  const save = async () => {
    if (daysError) return;
    setBusy(true);
    try {
      const res = await client.adminSettings.update({
        digest_weekday: weekday,
        digest_hour: hour,
        compliance_warning_days: daysNumber,
      });
      onSaved({ digest_weekday: weekday, digest_hour: hour, compliance_warning_days: daysNumber });
      showSuccess(res.message || ADMIN_MSG.settingsSaved);
    } catch (e) {
      showError(errorMessage(e, T.settings.saveError));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="settings-section card" aria-labelledby="settings-digest">
      <h2 id="settings-digest" className="settings-section-title">
        {TX.title}
      </h2>
      <p className="muted settings-section-text">{TX.text}</p>
      <div className="form-grid">
        <Field label={TX.weekday}>
          {({ id, describedBy }) => (
            <select
              id={id}
              className="input"
              aria-describedby={describedBy}
              value={weekday}
              onChange={(e) => setWeekday(Number(e.target.value))}
            >
              {TX.weekdays.map((name, i) => (
                <option key={name} value={i}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={TX.hour} hint={TX.hourHint}>
          {({ id, describedBy }) => (
            <select
              id={id}
              className="input"
              aria-describedby={describedBy}
              value={hour}
              onChange={(e) => setHour(Number(e.target.value))}
            >
              {HOURS.map((h) => (
                <option key={h.label} value={h.value}>
                  {h.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label={TX.days}
          hint={TX.daysHint}
          type="number"
          inputMode="numeric"
          min={1}
          max={365}
          value={days}
          error={daysError}
          onChange={(e) => setDays(e.target.value)}
        />
      </div>
      <div className="settings-actions">
        <button type="button" className="btn btn-primary" onClick={save} disabled={busy || Boolean(daysError)}>
          <IconCheck size={18} />
          {busy ? T.common.saving : TX.save}
        </button>
      </div>
    </section>
  );
}
