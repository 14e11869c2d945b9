import { ADMIN_MSG, type SettingsShape, type SmtpSecurity } from '@trilha/sdk/contract';
import { IconCheck, IconMail } from '@trilha/sdk/ui';
import { useState } from 'react';
import { client, errorMessage } from '../../api';
import { Field, TextField } from '../../components/Field';
import { PasswordField } from '../../components/PasswordInput';
import { T } from '../../messages';
import { showError, showSuccess } from '../../state/banners';

/** Spec §9: STARTTLS on 587 (the default), SSL/TLS on 465, none on 25. */
const SECURITY: { value: SmtpSecurity; label: string; port: number }[] = [
  { value: 'STARTTLS', label: T.settings.securityStarttls, port: 587 },
  { value: 'SSL', label: T.settings.securitySsl, port: 465 },
  { value: 'NONE', label: T.settings.securityNone, port: 25 },
];
const DEFAULT_PORT = 587;
const portFor = (security: SmtpSecurity) => SECURITY.find((s) => s.value === security)?.port ?? DEFAULT_PORT;
const KNOWN_PORTS = new Set(SECURITY.map((s) => s.port));

/**
 * SMTP: the on/off switch saves at once and alone turns sending on or off; server, port, user,
 * password and TLS options save together.
 */
export function SmtpSection({
  settings,
  onSaved,
  onTest,
}: {
  settings: SettingsShape;
  onSaved: (settings: Partial<SettingsShape>) => void;
  onTest: () => void;
}) {
  const [enabled, setEnabled] = useState(settings.smtp_enabled);
  const [host, setHost] = useState(settings.smtp_host);
  const [port, setPort] = useState(String(settings.smtp_port || DEFAULT_PORT));
  const [user, setUser] = useState(settings.smtp_user);
  const [password, setPassword] = useState('');
  const [security, setSecurity] = useState<SmtpSecurity>(settings.smtp_security);
  const [reject, setReject] = useState(settings.smtp_reject_unauthorized);
  const [busy, setBusy] = useState<'toggle' | 'save' | null>(null);

  const suggested = portFor(security);

  const toggle = async () => {
    setBusy('toggle');
    try {
      const res = await client.adminSettings.setSmtpEnabled(!enabled);
      setEnabled(res.settings.smtp_enabled);
      onSaved(res.settings);
      showSuccess(res.message);
    } catch (e) {
      showError(errorMessage(e, T.settings.smtpSaveError));
    } finally {
      setBusy(null);
    }
  };

  const changeSecurity = (next: SmtpSecurity) => {
    setSecurity(next);
    // A port left at a standard value follows the security; a custom port is kept.
    const current = Number(port);
    if (!port.trim() || KNOWN_PORTS.has(current)) setPort(String(portFor(next)));
  };

  const save = async () => {
    setBusy('save');
    try {
      let res = await client.adminSettings.saveSmtp({
        smtp_host: host.trim(),
        smtp_port: Number(port) || DEFAULT_PORT,
        smtp_user: user.trim() || null,
        smtp_password: password || undefined,
        smtp_secure: security,
      });
      if (res.settings.smtp_reject_unauthorized !== reject) {
        res = await client.adminSettings.setRejectUnauthorized(reject);
      }
      // The switch shows what the server stored: saving the form never turns sending on by itself.
      setEnabled(res.settings.smtp_enabled);
      onSaved(res.settings);
      setPassword('');
      showSuccess(ADMIN_MSG.smtpSaved);
    } catch (e) {
      showError(errorMessage(e, T.settings.smtpSaveError));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="settings-section card" aria-labelledby="settings-smtp">
      <div className="settings-section-head">
        <h2 id="settings-smtp" className="settings-section-title">
          {T.settings.smtpTitle}
        </h2>
        <div className="settings-switch">
          <button
            type="button"
            role="switch"
            className="switch"
            aria-checked={enabled}
            aria-labelledby="settings-smtp-enabled"
            onClick={toggle}
            disabled={busy !== null}
          >
            <span className="switch-thumb" />
          </button>
          <span id="settings-smtp-enabled">{T.settings.smtpEnabled}</span>
        </div>
      </div>
      {!enabled && <p className="form-alert form-alert-info">{T.settings.smtpOffHint}</p>}
      <form
        className="form-grid"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <TextField
          label={T.settings.smtpHost}
          value={host}
          placeholder="smtp.empresa.com.br"
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setHost(e.target.value)}
        />
        <TextField
          label={T.settings.smtpPort}
          type="number"
          min={1}
          max={65535}
          value={port}
          onChange={(e) => setPort(e.target.value)}
          hint={
            Number(port) !== suggested ? (
              <>
                {T.settings.portSuggestion(suggested)}{' '}
                <button type="button" className="btn-link" onClick={() => setPort(String(suggested))}>
                  {T.settings.applyPort(suggested)}
                </button>
              </>
            ) : undefined
          }
        />
        <TextField
          label={T.settings.smtpUser}
          value={user}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setUser(e.target.value)}
        />
        <PasswordField
          label={T.settings.smtpPassword}
          value={password}
          autoComplete="new-password"
          placeholder={settings.smtp_password_set ? T.settings.smtpPasswordSaved : T.settings.smtpPasswordEmpty}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Field label={T.settings.smtpSecurity}>
          {({ id }) => (
            <select
              id={id}
              className="input"
              value={security}
              onChange={(e) => changeSecurity(e.target.value as SmtpSecurity)}
            >
              {SECURITY.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="field settings-checkbox-field">
          <label className="checkbox">
            <input type="checkbox" checked={reject} onChange={(e) => setReject(e.target.checked)} />
            {T.settings.rejectUnauthorized}
          </label>
          <p className="field-hint">{T.settings.rejectHint}</p>
        </div>
        <div className="settings-actions form-grid-full">
          <button type="button" className="btn btn-outline" onClick={onTest}>
            <IconMail size={18} />
            {T.settings.testEmail}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy !== null}>
            <IconCheck size={18} />
            {busy === 'save' ? T.common.saving : T.settings.saveSmtp}
          </button>
        </div>
      </form>
    </section>
  );
}
