import { ADMIN_MSG, DEFAULT_THEME_COLOR, type SettingsShape, SettingsUpdateSchema } from '@trilha/sdk/contract';
import { IconCheck } from '@trilha/sdk/ui';
import { useState } from 'react';
import { client, errorMessage } from '../../api';
import { TextField } from '../../components/Field';
import { T } from '../../messages';
import { showError, showSuccess } from '../../state/banners';
import { themeTokens } from '../../state/colors';
import { setPrimaryColor } from '../../state/theme';
import { validate } from '../../validate';

/** Visual identity: the primary colour; saving repaints the whole portal at once (spec §4 Theme). */
export function ThemeSection({
  saved,
  onSaved,
}: {
  saved: string;
  onSaved: (settings: Partial<SettingsShape>) => void;
}) {
  const [color, setColor] = useState(saved.toUpperCase());
  const [saving, setSaving] = useState(false);
  const colorError = validate(SettingsUpdateSchema, { primary_color: color }).primary_color;
  const valid = !colorError;
  const tokens = themeTokens(valid ? color.trim() : saved);

  const save = async () => {
    if (!valid) return;
    setSaving(true);
    try {
      const res = await client.adminSettings.update({ primary_color: color.trim() });
      setPrimaryColor(res.settings.primary_color);
      onSaved({ primary_color: res.settings.primary_color });
      setColor(res.settings.primary_color.toUpperCase());
      showSuccess(res.message || ADMIN_MSG.settingsSaved);
    } catch (e) {
      showError(errorMessage(e, T.settings.saveError));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="settings-section card" aria-labelledby="settings-theme">
      <h2 id="settings-theme" className="settings-section-title">
        {T.settings.themeTitle}
      </h2>
      <p className="muted settings-section-text">{T.settings.themeText}</p>
      <div className="settings-theme">
        <div className="settings-theme-inputs">
          <label className="settings-color">
            <span className="field-label">{T.settings.colorPicker}</span>
            <input
              type="color"
              className="settings-color-input"
              value={valid ? color.trim().toLowerCase() : saved.toLowerCase()}
              onChange={(e) => setColor(e.target.value.toUpperCase())}
            />
          </label>
          <TextField
            label={T.settings.colorHex}
            value={color}
            maxLength={7}
            placeholder={T.settings.colorPlaceholder}
            spellCheck={false}
            autoCapitalize="characters"
            error={colorError}
            onChange={(e) => {
              setColor(`#${e.target.value.replace(/[#\s]/g, '')}`.toUpperCase());
            }}
            fieldClassName="settings-hex"
          />
        </div>
        <div className="settings-theme-preview" aria-hidden="true">
          <span
            className="settings-swatch-sidebar"
            style={{ background: tokens['--color-sidebar'], color: tokens['--color-sidebar-text'] }}
          >
            {T.settings.previewMenu}
          </span>
          <span
            className="settings-swatch-navbar"
            style={{ background: tokens['--color-navbar'], color: tokens['--color-navbar-text'] }}
          />
          <span
            className="settings-swatch-button"
            style={{ background: tokens['--color-button'], color: tokens['--color-button-text'] }}
          >
            {T.settings.previewButton}
          </span>
        </div>
      </div>
      <div className="settings-actions">
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => setColor(DEFAULT_THEME_COLOR)}
          disabled={saving}
        >
          {T.settings.defaultColor}
        </button>
        <button type="button" className="btn btn-primary" onClick={save} disabled={!valid || saving}>
          <IconCheck size={18} />
          {saving ? T.common.saving : T.settings.saveTheme}
        </button>
      </div>
    </section>
  );
}
