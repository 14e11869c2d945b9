/**
 * Card-style building blocks shared by the assessment and certificate widgets: cards, titles,
 * loading/empty/error states, inline alerts, badges and action rows. Every selector sits under the
 * widget's root class `scope`; colours come from the tokens of `baseCss`.
 */
export function panelCss(scope: string): string {
  const S = scope;
  return `
${S} .trilha-card {
  background: var(--tp-surface); border: 1px solid var(--tp-border); border-radius: calc(var(--tp-radius) + 4px);
  box-shadow: 0 1px 3px rgba(15, 23, 42, .08), 0 1px 2px rgba(15, 23, 42, .04); padding: 24px;
}
${S} .trilha-title { margin: 0; font-size: 22px; font-weight: 750; line-height: 1.25; letter-spacing: -.01em; color: var(--tp-text); }
${S} .trilha-title:focus { outline: none; }
${S} .trilha-subtitle { margin: 0; font-size: 16px; font-weight: 700; }
${S} .trilha-hint { font-size: 13px; color: var(--tp-muted); }
${S} .trilha-actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 20px; }

${S} .trilha-state {
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 12px; min-height: 240px;
  padding: 48px 24px; text-align: center; background: var(--tp-surface); border: 1px solid var(--tp-border);
  border-radius: calc(var(--tp-radius) + 4px);
}
${S} .trilha-state__icon {
  display: grid; place-items: center; width: 56px; height: 56px; border-radius: 50%;
  font-size: 28px; color: var(--tp-primary-text); background: var(--tp-soft);
}
${S} .trilha-state--error .trilha-state__icon { color: var(--tp-danger); background: #fef2f2; }
${S} .trilha-state__title { font-size: 18px; font-weight: 700; }
${S} .trilha-state__text { max-width: 460px; font-size: 15px; font-weight: 600; }
${S} .trilha-state--error .trilha-state__title + .trilha-state__text { font-weight: 400; color: var(--tp-muted); }
${S} .trilha-state__actions { display: flex; flex-wrap: wrap; justify-content: center; gap: 8px; }
${S} .trilha-empty { padding: 32px 16px; text-align: center; color: var(--tp-muted); }

${S} .trilha-alert {
  display: flex; align-items: flex-start; gap: 10px; margin: 16px 0 0; padding: 10px 14px; font-size: 14px;
  border: 1px solid; border-radius: var(--tp-radius); white-space: pre-line;
}
${S} .trilha-alert > svg { font-size: 18px; margin-top: 1px; }
${S} .trilha-alert--info { background: #eff6ff; border-color: #bfdbfe; color: #1e3a8a; }
${S} .trilha-alert--success { background: #f0fdf4; border-color: #bbf7d0; color: #14532d; }
${S} .trilha-alert--warning { background: #fffbeb; border-color: #fde68a; color: #78350f; }
${S} .trilha-alert--danger { background: #fef2f2; border-color: #fecaca; color: #7f1d1d; }

${S} .trilha-badge {
  display: inline-flex; align-items: center; gap: 4px; padding: 2px 10px; border-radius: 999px;
  font-size: 12px; font-weight: 700; line-height: 20px; white-space: nowrap; border: 1px solid transparent;
}
${S} .trilha-badge--success { background: #dcfce7; color: #14532d; border-color: #bbf7d0; }
${S} .trilha-badge--warning { background: #fef3c7; color: #78350f; border-color: #fde68a; }
${S} .trilha-badge--danger { background: #fee2e2; color: #7f1d1d; border-color: #fecaca; }
${S} .trilha-badge--info { background: #dbeafe; color: #1e3a8a; border-color: #bfdbfe; }
${S} .trilha-badge--muted { background: #f1f5f9; color: #475569; border-color: #e2e8f0; }
${S} .trilha-badge--primary { background: var(--tp-soft); color: var(--tp-primary-text); }
${S} .trilha-btn--success { background: var(--tp-surface); border-color: #86efac; color: var(--tp-success); }
${S} .trilha-btn--success:hover:not(:disabled) { background: #f0fdf4; }
${S} .trilha-rotate { transform: rotate(180deg); }
${formCss(S)}`;
}

/**
 * Form fields and danger buttons, shared by the panels above and the course player's material
 * upload: labelled fields, their hint and error lines, the destructive buttons of a confirm.
 */
export function formCss(scope: string): string {
  const S = scope;
  return `
${S} .trilha-btn--danger { background: var(--tp-surface); border-color: #fca5a5; color: var(--tp-danger); }
${S} .trilha-btn--danger:hover:not(:disabled) { background: #fef2f2; }
${S} .trilha-btn--danger-solid { background: var(--tp-danger); color: #ffffff; }
${S} .trilha-btn--danger-solid:hover:not(:disabled) { background: #991b1b; }
${S} .trilha-field { display: flex; flex-direction: column; gap: 6px; margin-top: 12px; }
${S} .trilha-field label { font-size: 13px; font-weight: 600; }
${S} .trilha-input {
  width: 100%; min-height: 40px; padding: 8px 12px; font: inherit; font-size: 14px; color: var(--tp-text);
  background: var(--tp-surface); border: 1px solid #cbd5e1; border-radius: calc(var(--tp-radius) - 2px);
}
${S} textarea.trilha-input { min-height: 88px; resize: vertical; }
${S} .trilha-input:focus { outline: none; border-color: var(--tp-focus); box-shadow: 0 0 0 3px var(--tp-soft); }
${S} .trilha-input[aria-invalid="true"] { border-color: var(--tp-danger); }
${S} .trilha-field__error { margin: 0; font-size: 13px; color: var(--tp-danger); }
${S} .trilha-field__hint { margin: 0; font-size: 12px; color: var(--tp-muted); }
${S} .trilha-required { color: var(--tp-danger); }
`;
}
