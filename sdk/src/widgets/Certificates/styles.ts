import { panelCss } from '../shared/panelStyles';
import { baseCss } from '../shared/styles';

const S = '.trilha-certificates';

/**
 * The certificate list's stylesheet, rendered in a <style> inside the widget (so it also lands in a
 * shadow root). Theme through --trilha-primary and the other --trilha-* tokens of the base styles.
 */
export const CERTIFICATE_LIST_CSS = `${baseCss(S)}${panelCss(S)}
${S} .trilha-certs { display: flex; flex-direction: column; gap: 24px; }
${S} .trilha-certs__notice { align-items: center; margin: 0 0 16px; }
${S} .trilha-certs__notice-text { flex: 1; }
${S} .trilha-certs__notice .trilha-icon-btn { color: inherit; }
${S} .trilha-certs__search { position: relative; max-width: 420px; }
${S} .trilha-certs__search > svg { position: absolute; left: 12px; top: 50%; transform: translateY(-50%); color: var(--tp-muted); font-size: 18px; pointer-events: none; }
${S} .trilha-certs__search .trilha-input { padding-left: 38px; }
${S} .trilha-certs__group-head { margin-bottom: 12px; }
${S} .trilha-certs__group-head .trilha-subtitle { display: flex; align-items: center; gap: 8px; }
${S} .trilha-certs__count {
  display: inline-grid; place-items: center; min-width: 26px; height: 22px; padding: 0 8px; border-radius: 999px;
  font-size: 12px; font-weight: 700; background: var(--tp-soft); color: var(--tp-primary-text);
}
${S} .trilha-certs__none { padding: 20px; text-align: center; color: var(--tp-muted); border: 1px dashed #cbd5e1; border-radius: var(--tp-radius); background: var(--tp-surface); }
${S} .trilha-certs__list { display: flex; flex-direction: column; gap: 12px; margin: 0; padding: 0; list-style: none; }

${S} .trilha-cert {
  display: flex; align-items: flex-start; gap: 16px; padding: 16px 18px; background: var(--tp-surface);
  border: 1px solid var(--tp-border); border-radius: calc(var(--tp-radius) + 2px);
  box-shadow: 0 1px 2px rgba(15, 23, 42, .05); flex-wrap: wrap;
}
${S} .trilha-cert.is-revoked { background: #f8fafc; }
${S} .trilha-cert.is-revoked .trilha-cert__course { text-decoration: line-through; color: var(--tp-muted); }
${S} .trilha-cert__icon {
  display: grid; place-items: center; width: 44px; height: 44px; flex: none; border-radius: 12px; font-size: 22px;
  background: #dbeafe; color: #1d4ed8;
}
${S} .trilha-cert__icon.is-official { background: var(--tp-soft); color: var(--tp-primary-text); }
${S} .trilha-cert__main { flex: 1 1 320px; min-width: 0; }
${S} .trilha-cert__title-row { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
${S} .trilha-cert__course { margin: 0; font-size: 16px; font-weight: 700; line-height: 1.3; }
${S} .trilha-link { padding: 0; border: 0; background: none; color: var(--tp-primary-text); cursor: pointer; text-align: left; font: inherit; font-size: 16px; font-weight: 700; }
${S} .trilha-link:hover { text-decoration: underline; }
${S} .trilha-cert__student { margin-top: 4px; font-size: 14px; }
${S} .trilha-cert__muted { color: var(--tp-muted); }
${S} .trilha-cert__meta { display: flex; flex-wrap: wrap; gap: 6px 20px; margin: 8px 0 0; font-size: 13px; }
${S} .trilha-cert__meta div { display: flex; gap: 6px; }
${S} .trilha-cert__meta dt { color: var(--tp-muted); }
${S} .trilha-cert__meta dt::after { content: ':'; }
${S} .trilha-cert__meta dd { margin: 0; font-weight: 600; }
${S} .trilha-cert__code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; letter-spacing: .02em; }
${S} .trilha-cert__note { margin-top: 8px; font-size: 13px; color: #1d4ed8; font-weight: 600; }
${S} .trilha-cert__note--danger { color: var(--tp-danger); }
${S} .trilha-cert__note--success { display: flex; align-items: center; gap: 6px; color: var(--tp-success); }
${S} .trilha-ack__statement {
  margin: 4px 0 12px; padding: 12px 14px; border-left: 3px solid var(--tp-primary); border-radius: 4px;
  background: var(--tp-soft); color: var(--tp-text); font-size: 15px;
}
${S} .trilha-ack__send { margin-top: 12px; white-space: normal; }
${S} .trilha-ack__code { max-width: 12ch; font-size: 20px; letter-spacing: .25em; }
${S} .trilha-cert__actions { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; justify-content: flex-end; margin-left: auto; }
`;
