import {
  ADMIN_MSG,
  DEFAULT_THEME_COLOR,
  normalizeColor,
  type SettingsShape,
  SettingsUpdateSchema,
  WHITE,
} from '@trilha/sdk/contract';
import { IconCheck } from '@trilha/sdk/ui';
import { useId, useState } from 'react';
import { client, errorMessage } from '../../api';
import { TextField } from '../../components/Field';
import { T } from '../../messages';
import { showError, showSuccess } from '../../state/banners';
import { themeTokens } from '../../state/colors';
import { setPrimaryColor } from '../../state/theme';
import { validate } from '../../validate';

/**
 * What the portal does to keep a colour readable (state/colors.ts): the text it puts on the colour
 * when white fails 4.5:1, and the shade it uses when the colour itself fails as text on light
 * surfaces. Empty when the colour reads as it is.
 */
function contrastNotes(color: string, tokens: Record<string, string>) {
  const notes: { key: string; swatch: string; text: string }[] = [];
  const onColor = tokens['--color-primary-contrast'];
  const asText = tokens['--color-primary-text'];
  if (onColor && onColor !== WHITE) {
    notes.push({ key: 'on', swatch: onColor, text: T.settings.contrastTextOnColor(onColor.toUpperCase()) });
  }
  if (asText && asText !== normalizeColor(color)) {
    notes.push({ key: 'as', swatch: asText, text: T.settings.contrastColorAsText(asText.toUpperCase()) });
  }
  return notes;
}

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
  const shown = valid ? color.trim() : saved;
  const tokens = themeTokens(shown);
  const notes = contrastNotes(shown, tokens);
  const notesId = useId();

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
        <div className="settings-theme-controls">
          <div className="settings-theme-inputs">
            <label className="settings-color">
              <span className="field-label">{T.settings.colorPicker}</span>
              <input
                type="color"
                className="settings-color-input"
                value={shown.toLowerCase()}
                onChange={(e) => setColor(e.target.value.toUpperCase())}
                aria-describedby={notes.length ? notesId : undefined}
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
          {/* Mounted empty so screen readers announce a note when a colour change brings it. */}
          <div id={notesId} className="settings-contrast" role="status">
            {notes.map((note) => (
              <p key={note.key} className="settings-contrast-note">
                <span className="settings-contrast-swatch" style={{ background: note.swatch }} aria-hidden="true" />
                {note.text}
              </p>
            ))}
          </div>
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
