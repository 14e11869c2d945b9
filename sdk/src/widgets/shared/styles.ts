/**
 * Base styles shared by the widgets: theme tokens, buttons, dialogs, screen-reader text, spinner.
 * Every selector sits under the widget's root class `scope`, and colours come from CSS custom
 * properties (`--trilha-primary`, ...) that a host sets on any ancestor, or on the shadow host.
 * Text in the theme colour reads `--tp-primary-text` (and `--tp-primary-light-text`): `Trilha.mount`
 * and the portal set them to shades that reach 4.5:1 on the light surfaces (embed/readableTheme.ts).
 */
export function baseCss(scope: string): string {
  const S = scope;
  return `
${S} {
  --tp-primary: var(--trilha-primary, #002c1c);
  --tp-primary-dark: var(--trilha-primary-dark, #00180f);
  --tp-primary-light: var(--trilha-primary-light, #406155);
  --tp-primary-text: var(--trilha-primary-text, var(--tp-primary));
  --tp-primary-light-text: var(--trilha-primary-light-text, var(--tp-primary-light));
  --tp-on-primary: var(--trilha-on-primary, #ffffff);
  --tp-soft: var(--trilha-primary-soft, #e6ecea);
  --tp-accent: var(--trilha-accent, #34d399);
  --tp-radius: var(--trilha-radius, 10px);
  --tp-bg: var(--trilha-bg, #f4f6f8);
  --tp-surface: var(--trilha-surface, #ffffff);
  --tp-text: var(--trilha-text, #0f172a);
  --tp-muted: var(--trilha-text-muted, #5b6576);
  --tp-border: var(--trilha-border, #e2e8f0);
  --tp-success: var(--trilha-success, #15803d);
  --tp-danger: var(--trilha-danger, #b91c1c);
  --tp-warning: var(--trilha-warning, #b45309);
  --tp-focus: var(--trilha-focus, var(--tp-primary));
  display: block;
  position: relative;
  font: inherit;
  color: var(--tp-text);
  line-height: 1.5;
  text-align: left;
  -webkit-font-smoothing: antialiased;
}
/* A host that sets only --trilha-primary still gets matching shades. */
@supports (color: color-mix(in srgb, red 50%, white)) {
  ${S} {
    --tp-primary-dark: var(--trilha-primary-dark, color-mix(in srgb, var(--tp-primary) 78%, black));
    --tp-primary-light: var(--trilha-primary-light, color-mix(in srgb, var(--tp-primary) 72%, white));
    --tp-soft: var(--trilha-primary-soft, color-mix(in srgb, var(--tp-primary) 9%, white));
  }
}
${S} *, ${S} *::before, ${S} *::after { box-sizing: border-box; }
${S} [hidden] { display: none !important; }
${S} svg { flex: none; }
${S} p { margin: 0; }
${S} button { font: inherit; }

${S} .trilha-btn {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  min-height: 40px; padding: 0 16px; border: 1px solid transparent;
  border-radius: calc(var(--tp-radius) - 2px); font-size: 14px; font-weight: 600; line-height: 1.1;
  cursor: pointer; white-space: nowrap; text-decoration: none;
  transition: background-color .15s, border-color .15s, color .15s, box-shadow .15s;
}
${S} .trilha-btn svg { font-size: 18px; }
${S} .trilha-btn--sm { min-height: 32px; padding: 0 10px; font-size: 13px; gap: 6px; }
${S} .trilha-btn--sm svg { font-size: 16px; }
${S} .trilha-btn--primary { background: var(--tp-primary); color: var(--tp-on-primary); box-shadow: 0 1px 2px rgba(15, 23, 42, .12); }
${S} .trilha-btn--primary:hover:not(:disabled) { background: var(--tp-primary-dark); }
${S} .trilha-btn--secondary { background: var(--tp-surface); border-color: var(--tp-border); color: var(--tp-text); }
${S} .trilha-btn--secondary:hover:not(:disabled) { border-color: var(--tp-primary-light); color: var(--tp-primary-text); }
${S} .trilha-btn--ghost { background: transparent; color: var(--tp-text); }
${S} .trilha-btn--ghost:hover:not(:disabled), ${S} .trilha-btn--ghost.is-active { background: var(--tp-soft); color: var(--tp-primary-text); }
${S} .trilha-btn--light { background: #ffffff; color: #0b1210; }
${S} .trilha-btn--light:hover { background: #e8eeeb; }
${S} .trilha-btn:disabled, ${S} .trilha-btn[aria-disabled="true"] { opacity: .55; cursor: not-allowed; box-shadow: none; }
${S} .trilha-icon-btn {
  display: inline-grid; place-items: center; width: 36px; height: 36px; padding: 0; flex: none;
  border: 0; border-radius: 8px; background: transparent; color: var(--tp-muted); font-size: 20px; cursor: pointer;
}
${S} .trilha-icon-btn--sm { width: 28px; height: 28px; font-size: 16px; }
${S} .trilha-icon-btn:hover { background: rgba(15, 23, 42, .06); color: var(--tp-text); }
${S} :is(button, a, input, [tabindex]):focus-visible { outline: 2px solid var(--tp-focus); outline-offset: 2px; }

${S} .trilha-sr {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
${S} .trilha-eyebrow { font-size: 12px; font-weight: 700; letter-spacing: .05em; text-transform: uppercase; color: var(--tp-primary-light-text); }
${S} .trilha-spin, ${S} .trilha-spin svg { animation: trilha-spin 0.9s linear infinite; }
@keyframes trilha-spin { to { transform: rotate(360deg); } }
@keyframes trilha-fade { from { opacity: 0; } }
@keyframes trilha-pop { from { opacity: 0; transform: translateY(8px) scale(.98); } }

${S} .trilha-modal {
  position: fixed; inset: 0; z-index: 2147483000; display: grid; place-items: center; padding: 16px;
  background: rgba(15, 23, 42, .55); animation: trilha-fade .15s ease-out;
}
${S} .trilha-modal__dialog {
  width: min(500px, 100%); max-height: calc(100vh - 32px); overflow: auto; outline: none;
  background: var(--tp-surface); color: var(--tp-text); border-radius: calc(var(--tp-radius) + 4px);
  box-shadow: 0 24px 60px -12px rgba(15, 23, 42, .45); animation: trilha-pop .18s ease-out;
}
${S} .trilha-modal__header { display: flex; align-items: center; gap: 12px; padding: 20px 16px 6px 24px; }
${S} .trilha-modal__icon {
  display: grid; place-items: center; width: 40px; height: 40px; border-radius: 50%; flex: none;
  font-size: 20px; background: var(--tp-soft); color: var(--tp-primary-text);
}
${S} .trilha-modal__dialog--success .trilha-modal__icon { background: #dcfce7; color: var(--tp-success); }
${S} .trilha-modal__dialog--warning .trilha-modal__icon { background: #fef3c7; color: var(--tp-warning); }
${S} .trilha-modal__title { flex: 1; margin: 0; font-size: 18px; font-weight: 700; line-height: 1.3; }
${S} .trilha-modal__body { padding: 6px 24px 4px; font-size: 15px; color: #334155; }
${S} .trilha-modal__list { margin: 10px 0 0; padding-left: 20px; }
${S} .trilha-modal__loading { display: flex; align-items: center; gap: 8px; color: var(--tp-muted); }
${S} .trilha-modal__footer { display: flex; justify-content: flex-end; flex-wrap: wrap; gap: 8px; padding: 18px 24px 22px; }

/* Reduced motion: every animation and transition ends at once (spinners rest as a still icon). */
@media (prefers-reduced-motion: reduce) {
  ${S}, ${S} *, ${S} *::before, ${S} *::after {
    animation-duration: .01ms !important; animation-iteration-count: 1 !important; animation-delay: 0s !important;
    transition-duration: .01ms !important; transition-delay: 0s !important; scroll-behavior: auto !important;
  }
}
`;
}
