import {
  E,
  PRIVACY_MSG,
  type PrivacySettingsReq,
  PrivacySettingsSchema,
  type PrivacySettingsShape,
  type RetentionClass,
} from '@trilha/sdk/contract';
import { useLoader } from '@trilha/sdk/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { client, errorDetails } from '../../api';
import { DataTable } from '../../components/DataTable';
import { TextField } from '../../components/Field';
import { Loading } from '../../components/Spinner';
import { ErrorState, FormAlert } from '../../components/StateMessages';
import { T } from '../../messages';
import { showSuccess } from '../../state/banners';
import { validate } from '../../validate';

const TX = T.privacySettings;

interface Values {
  controller: string;
  encarregado_name: string;
  encarregado_email: string;
  encarregado_phone: string;
  request_deadline_days: string;
  retention: Record<RetentionClass, string>;
}

const valuesOf = (p: PrivacySettingsShape): Values => ({
  controller: p.controller ?? '',
  encarregado_name: p.encarregado_name ?? '',
  encarregado_email: p.encarregado_email ?? '',
  encarregado_phone: p.encarregado_phone ?? '',
  request_deadline_days: String(p.request_deadline_days),
  retention: Object.fromEntries(p.retention.map((r) => [r.class, String(r.days)])) as Record<RetentionClass, string>,
});

const bodyOf = (v: Values): PrivacySettingsReq => ({
  controller: v.controller.trim() || null,
  encarregado_name: v.encarregado_name.trim() || null,
  encarregado_email: v.encarregado_email.trim() || null,
  encarregado_phone: v.encarregado_phone.trim() || null,
  request_deadline_days: Number(v.request_deadline_days),
  retention: Object.fromEntries(Object.entries(v.retention).map(([c, d]) => [c, Number(d)])),
});

/**
 * Settings > Privacidade (LGPD, issue 24): who the controller and the encarregado are (shown on the
 * public /privacidade page), the requests' legal deadline, and each class of data with its
 * retention period and legal basis (the nightly job applies them).
 */
export function PrivacySection() {
  const { state, retry, setData } = useLoader(() => client.privacy.settings().then((r) => r.privacy), []);
  const [values, setValues] = useState<Values | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const loaded = state.status === 'ready' ? state.data : null;
  useEffect(() => {
    if (loaded) setValues(valuesOf(loaded));
  }, [loaded]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!values) return;
    const body = bodyOf(values);
    const problems = Object.values(validate(PrivacySettingsSchema, body)).filter(Boolean);
    if (problems.length) return setError(problems.join('\n'));
    setError(null);
    setBusy(true);
    try {
      const saved = await client.privacy.saveSettings(body);
      setData(() => saved.privacy);
      showSuccess(saved.message || PRIVACY_MSG.settingsSaved);
    } catch (e) {
      setError(errorDetails(e, TX.saveError));
    } finally {
      setBusy(false);
    }
  };

  const text = (key: Exclude<keyof Values, 'retention'>, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      name={key}
      value={values?.[key] ?? ''}
      onChange={(e) => setValues((v) => v && { ...v, [key]: e.target.value })}
      autoComplete="off"
      {...extra}
    />
  );

  return (
    <section className="settings-section card" aria-labelledby="settings-privacy">
      <h2 id="settings-privacy" className="settings-section-title">
        {TX.title}
      </h2>
      <p className="muted settings-section-text">
        {TX.text}{' '}
        <a href={E.pages.privacy.path} target="_blank" rel="noopener">
          {TX.publicPage}
        </a>
      </p>
      {state.status === 'error' ? (
        <ErrorState message={TX.loadError} onRetry={retry} />
      ) : !values || !loaded ? (
        <Loading />
      ) : (
        <form onSubmit={save} noValidate>
          <div className="form-grid">
            {text('controller', TX.controller, { hint: TX.controllerHint, maxLength: 200 })}
            {text('encarregado_name', TX.encarregadoName, { maxLength: 200 })}
            {text('encarregado_email', TX.encarregadoEmail, { type: 'email', maxLength: 254 })}
            {text('encarregado_phone', TX.encarregadoPhone, { type: 'tel', maxLength: 40 })}
            {text('request_deadline_days', TX.deadline, {
              type: 'number',
              min: 1,
              max: 60,
              inputMode: 'numeric',
              hint: TX.deadlineHint,
            })}
          </div>
          <h3 className="settings-subtitle">{TX.retentionTitle}</h3>
          <DataTable columns={TX.retentionColumns} caption={TX.retentionTitle}>
            {loaded.retention.map((r) => (
              <tr key={r.class}>
                <td className="cell-strong">{r.label}</td>
                <td>
                  <label className="sr-only" htmlFor={`retention-${r.class}`}>
                    {TX.daysLabel(r.label)}
                  </label>
                  <input
                    id={`retention-${r.class}`}
                    className="input privacy-days"
                    type="number"
                    inputMode="numeric"
                    min={r.min_days}
                    value={values.retention[r.class]}
                    onChange={(e) =>
                      setValues((v) => v && { ...v, retention: { ...v.retention, [r.class]: e.target.value } })
                    }
                  />
                  <span className="cell-sub">{TX.minDays(r.min_days)}</span>
                </td>
                <td>{r.action}</td>
                <td className="privacy-basis">{r.basis}</td>
              </tr>
            ))}
          </DataTable>
          <FormAlert kind="error">{error}</FormAlert>
          <div className="settings-actions">
            <button type="submit" className="btn btn-primary" disabled={busy} aria-label={TX.save}>
              {busy ? T.common.saving : T.common.save}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
