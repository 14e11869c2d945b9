import { ADMIN_MSG, DEFAULT_BRAND, DEFAULT_LOGIN_SUBTITLE, type SettingsShape } from '@trilha/sdk/contract';
import { IconCheck, IconTrash } from '@trilha/sdk/ui';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { client, errorMessage } from '../../api';
import { invalidateBranding, loginAssetUrl } from '../../branding';
import { Field, TextField } from '../../components/Field';
import { T } from '../../messages';
import { showError, showSuccess } from '../../state/banners';
import { BACKGROUND_RULE, imageFileError, LOGO_RULE } from './imageFiles';

/** A chosen file and its local preview URL (revoked when replaced or unmounted). */
function usePickedFile() {
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  const pick = (next: File | null) => {
    setFile(next);
    setUrl(next ? URL.createObjectURL(next) : null);
  };
  return { file, url, pick };
}

/** Login-screen branding: company name, subtitle, logo and background, with a live preview. */
export function LoginBrandingSection({
  settings,
  onSaved,
}: {
  settings: SettingsShape;
  onSaved: (settings: Partial<SettingsShape>) => void;
}) {
  const [companyName, setCompanyName] = useState(settings.company_name);
  const [subtitle, setSubtitle] = useState(settings.login_subtitle);
  const logo = usePickedFile();
  const background = usePickedFile();
  const [logoError, setLogoError] = useState<string | null>(null);
  const [backgroundError, setBackgroundError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'logo' | 'background' | null>(null);
  const logoInput = useRef<HTMLInputElement>(null);
  const backgroundInput = useRef<HTMLInputElement>(null);

  const choose = (
    input: HTMLInputElement,
    rule: typeof LOGO_RULE,
    picked: ReturnType<typeof usePickedFile>,
    setError: (e: string | null) => void,
  ) => {
    const file = input.files?.[0] ?? null;
    const problem = file ? imageFileError(file, rule) : null;
    setError(problem);
    if (problem) {
      input.value = '';
      picked.pick(null);
      return;
    }
    picked.pick(file);
  };

  const apply = (saved: Awaited<ReturnType<typeof client.adminSettings.saveLoginSettings>>) => {
    onSaved(saved.settings);
    setCompanyName(saved.settings.company_name);
    setSubtitle(saved.settings.login_subtitle);
    invalidateBranding();
  };

  const save = async () => {
    setBusy('save');
    try {
      const res = await client.adminSettings.saveLoginSettings({
        company_name: companyName,
        login_subtitle: subtitle,
        logo: logo.file,
        background: background.file,
      });
      apply(res);
      logo.pick(null);
      background.pick(null);
      if (logoInput.current) logoInput.current.value = '';
      if (backgroundInput.current) backgroundInput.current.value = '';
      showSuccess(res.message || ADMIN_MSG.settingsSaved);
    } catch (e) {
      showError(errorMessage(e, T.settings.saveError));
    } finally {
      setBusy(null);
    }
  };

  const remove = async (what: 'logo' | 'background') => {
    setBusy(what);
    try {
      const res = await client.adminSettings.saveLoginSettings(
        what === 'logo' ? { remove_logo: true } : { remove_background: true },
      );
      apply(res);
      showSuccess(res.message || ADMIN_MSG.settingsSaved);
    } catch (e) {
      showError(errorMessage(e, what === 'logo' ? T.settings.removeLogoError : T.settings.saveError));
    } finally {
      setBusy(null);
    }
  };

  const logoUrl = logo.url ?? loginAssetUrl(settings.login_logo_path);
  const backgroundUrl = background.url ?? loginAssetUrl(settings.login_background_image);
  const previewStyle: CSSProperties | undefined = backgroundUrl
    ? { backgroundImage: `linear-gradient(rgba(0,0,0,.45), rgba(0,0,0,.45)), url("${backgroundUrl}")` }
    : undefined;

  return (
    <section className="settings-section card" aria-labelledby="settings-login">
      <h2 id="settings-login" className="settings-section-title">
        {T.settings.loginTitle}
      </h2>
      <p className="muted settings-section-text">{T.settings.loginText}</p>
      <div className="settings-login">
        <div>
          <TextField
            label={T.settings.companyName}
            value={companyName}
            maxLength={120}
            placeholder={DEFAULT_BRAND}
            onChange={(e) => setCompanyName(e.target.value)}
          />
          <TextField
            label={T.settings.loginSubtitle}
            value={subtitle}
            maxLength={255}
            placeholder={DEFAULT_LOGIN_SUBTITLE}
            onChange={(e) => setSubtitle(e.target.value)}
          />
          <Field label={T.settings.logo} hint={T.settings.logoHint} error={logoError}>
            {({ id, describedBy, invalid }) => (
              <input
                ref={logoInput}
                id={id}
                type="file"
                className="input settings-file"
                accept=".jpg,.jpeg,.png,.svg,image/jpeg,image/png,image/svg+xml"
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                onChange={(e) => choose(e.currentTarget, LOGO_RULE, logo, setLogoError)}
              />
            )}
          </Field>
          <Field label={T.settings.background} hint={T.settings.backgroundHint} error={backgroundError}>
            {({ id, describedBy, invalid }) => (
              <input
                ref={backgroundInput}
                id={id}
                type="file"
                className="input settings-file"
                accept=".jpg,.jpeg,.png,image/jpeg,image/png"
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                onChange={(e) => choose(e.currentTarget, BACKGROUND_RULE, background, setBackgroundError)}
              />
            )}
          </Field>
          <div className="settings-actions settings-actions-start">
            {settings.login_logo_path && (
              <button
                type="button"
                className="btn btn-danger-outline btn-sm"
                onClick={() => remove('logo')}
                disabled={busy !== null}
              >
                <IconTrash size={16} />
                {T.settings.removeLogo}
              </button>
            )}
            {settings.login_background_image && (
              <button
                type="button"
                className="btn btn-danger-outline btn-sm"
                onClick={() => remove('background')}
                disabled={busy !== null}
              >
                <IconTrash size={16} />
                {T.settings.removeBackground}
              </button>
            )}
          </div>
        </div>
        <figure className="settings-login-preview-wrap">
          <div className={`settings-login-preview${backgroundUrl ? ' has-image' : ''}`} style={previewStyle}>
            <div className="settings-login-card">
              {logoUrl && <img src={logoUrl} alt={companyName || DEFAULT_BRAND} className="settings-login-logo" />}
              <strong className="settings-login-name">{companyName.trim() || DEFAULT_BRAND}</strong>
              <span className="settings-login-subtitle">{subtitle.trim() || DEFAULT_LOGIN_SUBTITLE}</span>
              <span className="settings-login-field" />
              <span className="settings-login-field" />
              <span className="settings-login-button" />
            </div>
          </div>
          <figcaption className="muted small">{T.settings.loginPreview}</figcaption>
        </figure>
      </div>
      <div className="settings-actions">
        <button type="button" className="btn btn-primary" onClick={save} disabled={busy !== null}>
          <IconCheck size={18} />
          {busy === 'save' ? T.common.saving : T.settings.saveLogin}
        </button>
      </div>
    </section>
  );
}
