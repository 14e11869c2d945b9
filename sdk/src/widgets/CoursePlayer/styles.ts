import { formCss } from '../shared/panelStyles';
import { baseCss } from '../shared/styles';

const S = '.trilha-player';

/**
 * The course player's stylesheet, rendered in a <style> inside the widget (so it also lands in a
 * shadow root). Theme through --trilha-primary, --trilha-primary-dark, --trilha-primary-light,
 * --trilha-radius (and the surface/text tokens of the base styles); fonts are inherited. In a
 * narrow player (small screens, zoom) a stage message is taller than the 16:9 box: the box takes
 * the message's height instead of cutting it.
 */
export const COURSE_PLAYER_CSS = `${baseCss(S)}${formCss(S)}
${S} .trilha-player__frame { container-type: inline-size; }
${S} .trilha-player__layout {
  display: grid; grid-template-columns: minmax(0, 1fr) 340px; align-items: start;
  background: var(--tp-bg); border: 1px solid var(--tp-border); border-radius: var(--tp-radius);
}
${S} .trilha-player__layout.is-collapsed { grid-template-columns: minmax(0, 1fr); }
${S} .trilha-player__main { display: flex; flex-direction: column; gap: 16px; min-width: 0; padding: 16px 24px 28px; scroll-margin-top: 16px; }

${S} .trilha-topbar { display: flex; align-items: center; gap: 12px; min-height: 40px; }
${S} .trilha-topbar > .trilha-btn--ghost { margin-left: -12px; }
${S} .trilha-topbar__title {
  flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
  font-size: 14px; font-weight: 600; color: var(--tp-muted);
}

${S} .trilha-notice {
  display: flex; align-items: center; gap: 10px; padding: 8px 8px 8px 14px; font-size: 14px;
  border: 1px solid; border-radius: var(--tp-radius); animation: trilha-pop .2s ease-out;
}
${S} .trilha-notice__icon { display: grid; font-size: 20px; }
${S} .trilha-notice__text { flex: 1; min-width: 0; }
${S} .trilha-notice .trilha-icon-btn { color: inherit; }
${S} .trilha-notice--info { background: #eff6ff; border-color: #bfdbfe; color: #1e3a8a; }
${S} .trilha-notice--success { background: #f0fdf4; border-color: #bbf7d0; color: #14532d; }
${S} .trilha-notice--error { background: #fef2f2; border-color: #fecaca; color: #7f1d1d; }

${S} .trilha-lesson-pane { display: flex; flex-direction: column; gap: 16px; }

/* video stage */
${S} .trilha-stage {
  overflow: hidden; border-radius: var(--tp-radius); background: #0b1210;
  box-shadow: 0 12px 32px -16px rgba(2, 12, 8, .6);
}
${S} .trilha-stage__frame { position: relative; aspect-ratio: 16 / 9; background: #0b1210; color: #e6edea; }
${S} .trilha-stage__frame--file { aspect-ratio: auto; }
${S} .trilha-embed, ${S} .trilha-embed > *, ${S} .trilha-embed iframe {
  position: absolute; inset: 0; width: 100%; height: 100%; border: 0;
}
${S} .trilha-stage__message {
  position: absolute; inset: 0; display: flex; flex-direction: column; align-items: center; justify-content: center;
  gap: 12px; padding: 24px; text-align: center; font-size: 14px; color: rgba(230, 237, 234, .8);
  background: radial-gradient(circle at 50% 40%, #16231e 0%, #0b1210 70%);
}
${S} .trilha-stage__message-icon {
  display: grid; place-items: center; width: 56px; height: 56px; border-radius: 50%;
  font-size: 26px; color: #ffffff; background: rgba(255, 255, 255, .08);
}
${S} .trilha-stage__message-title { max-width: 460px; font-size: 16px; font-weight: 600; color: #ffffff; }
${S} .trilha-stage__warning {
  position: absolute; top: 14px; left: 50%; transform: translateX(-50%); z-index: 2;
  display: flex; align-items: center; gap: 10px; width: max-content; max-width: calc(100% - 28px);
  padding: 10px 16px; border-radius: 999px; font-size: 14px; font-weight: 600; color: #ffffff;
  background: rgba(180, 83, 9, .96); box-shadow: 0 8px 24px -8px rgba(0, 0, 0, .6); animation: trilha-pop .2s ease-out;
}
${S} .trilha-stage__warning svg { font-size: 20px; }

/* restricted player */
${S} .trilha-video { display: flex; flex-direction: column; background: #0b1210; }
${S} .trilha-video:fullscreen { justify-content: center; }
${S} .trilha-video__screen { position: relative; aspect-ratio: 16 / 9; background: #000000; }
${S} .trilha-video:fullscreen .trilha-video__screen { flex: 1; aspect-ratio: auto; }
${S} .trilha-video__media { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: contain; background: #000000; }
${S} .trilha-video__surface {
  position: absolute; inset: 0; display: grid; place-items: center; padding: 0; border: 0;
  background: transparent; color: #ffffff; cursor: pointer;
}
${S} .trilha-video__surface.is-paused { background: linear-gradient(to top, rgba(0, 0, 0, .45), rgba(0, 0, 0, .1) 60%); }
${S} .trilha-video__big {
  display: grid; place-items: center; width: 72px; height: 72px; border-radius: 50%; font-size: 30px;
  background: var(--tp-primary); color: var(--tp-on-primary); box-shadow: 0 10px 30px rgba(0, 0, 0, .45);
  transition: transform .15s;
}
${S} .trilha-video__big svg { margin-left: 3px; }
${S} .trilha-video__big.trilha-spin { background: transparent; box-shadow: none; font-size: 40px; }
${S} .trilha-video__big.trilha-spin svg { margin: 0; }
${S} .trilha-video__surface:hover .trilha-video__big { transform: scale(1.06); }
${S} .trilha-video__controls { padding: 10px 12px 10px; color: #e6edea; background: #101a16; }
${S} .trilha-video__track { position: relative; height: 5px; margin: 0 4px 8px; overflow: hidden; border-radius: 999px; background: rgba(255, 255, 255, .14); }
${S} .trilha-video__reached, ${S} .trilha-video__position { position: absolute; top: 0; bottom: 0; left: 0; border-radius: inherit; }
${S} .trilha-video__reached { background: rgba(255, 255, 255, .28); }
${S} .trilha-video__position { background: var(--tp-accent); }
${S} .trilha-video__row { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; }
${S} .trilha-video__btn {
  display: grid; place-items: center; width: 36px; height: 36px; padding: 0; border: 0; border-radius: 8px;
  background: transparent; color: inherit; font-size: 20px; cursor: pointer;
}
${S} .trilha-video__btn:hover { background: rgba(255, 255, 255, .1); }
${S} .trilha-video__btn[aria-pressed="true"] { background: rgba(255, 255, 255, .16); box-shadow: inset 0 -3px 0 var(--tp-accent); }
${S} .trilha-video :is(button, input):focus-visible { outline-color: #ffffff; }
${S} .trilha-video__volume { width: 96px; margin: 0 6px 0 0; accent-color: var(--tp-accent); cursor: pointer; }
${S} .trilha-video__time { font-size: 13px; font-variant-numeric: tabular-nums; color: rgba(230, 237, 234, .85); }
${S} .trilha-video__spacer { flex: 1; }
${S} .trilha-video__watched { font-size: 13px; font-weight: 600; font-variant-numeric: tabular-nums; }
${S} .trilha-video__proceed {
  display: inline-flex; align-items: center; gap: 6px; padding: 4px 10px; border-radius: 999px;
  font-size: 12px; font-weight: 600; color: rgba(230, 237, 234, .75); background: rgba(255, 255, 255, .08);
}
${S} .trilha-video__proceed svg { font-size: 15px; }
${S} .trilha-video__proceed.is-ok { color: #6ee7b7; background: rgba(52, 211, 153, .16); }

/* lesson header, timer, toolbar */
${S} .trilha-lesson-head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px 20px; }
${S} .trilha-lesson-head__text { flex: 1 1 320px; min-width: 0; }
${S} .trilha-lesson-head__title { margin: 4px 0 0; font-size: 22px; font-weight: 700; line-height: 1.25; letter-spacing: -.01em; }
${S} .trilha-timer {
  position: relative; display: flex; align-items: center; gap: 10px; min-width: 200px; padding: 8px 16px 10px 12px;
  overflow: hidden; background: var(--tp-surface); border: 1px solid var(--tp-border); border-radius: var(--tp-radius);
}
${S} .trilha-timer__icon {
  display: grid; place-items: center; width: 34px; height: 34px; border-radius: 50%;
  font-size: 18px; color: var(--tp-primary-text); background: var(--tp-soft);
}
${S} .trilha-timer.is-running .trilha-timer__icon { color: var(--tp-on-primary); background: var(--tp-primary); }
${S} .trilha-timer.is-done .trilha-timer__icon { color: #ffffff; background: var(--tp-success); }
${S} .trilha-timer__text { display: flex; flex-direction: column; line-height: 1.25; }
${S} .trilha-timer__label { font-size: 12px; color: var(--tp-muted); }
${S} .trilha-timer__value { font-size: 15px; font-weight: 700; font-variant-numeric: tabular-nums; }
${S} .trilha-timer__bar { position: absolute; left: 0; right: 0; bottom: 0; height: 3px; background: #edf1f0; }
${S} .trilha-timer__bar > span { display: block; height: 100%; background: var(--tp-primary); transition: width 1s linear; }
${S} .trilha-timer.is-done .trilha-timer__bar > span { background: var(--tp-success); }
${S} .trilha-inline-status { display: flex; align-items: center; gap: 8px; font-size: 14px; color: var(--tp-muted); }
${S} .trilha-toolbar {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px;
  padding: 8px; background: var(--tp-surface); border: 1px solid var(--tp-border); border-radius: var(--tp-radius);
}
${S} .trilha-toolbar__group, ${S} .trilha-nav { display: flex; flex-wrap: wrap; gap: 8px; }
${S} .trilha-nav { margin-left: auto; }
${S} .trilha-btn.is-locked { opacity: .6; }
${S} .trilha-chevron { transition: transform .2s; }
${S} .trilha-chevron.is-open { transform: rotate(180deg); }

/* attachments and description */
${S} .trilha-attachments, ${S} .trilha-description {
  padding: 16px 18px; background: var(--tp-surface); border: 1px solid var(--tp-border); border-radius: var(--tp-radius);
}
${S} .trilha-attachments { animation: trilha-pop .18s ease-out; }
${S} .trilha-attachments__title, ${S} .trilha-description__title { margin: 0 0 10px; font-size: 15px; font-weight: 700; }
${S} .trilha-attachments__state { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; font-size: 14px; color: var(--tp-muted); }
${S} .trilha-attachments__state.is-error { color: var(--tp-danger); }
${S} .trilha-attachments__list { display: grid; gap: 8px; margin: 0; padding: 0; list-style: none; }
${S} .trilha-attachments__item {
  display: flex; flex-wrap: wrap; align-items: center; gap: 12px; padding: 10px 12px;
  border: 1px solid var(--tp-border); border-radius: calc(var(--tp-radius) - 2px); transition: border-color .15s;
}
${S} .trilha-attachments__item:hover { border-color: var(--tp-primary-light); }
${S} .trilha-attachments__icon {
  display: grid; place-items: center; width: 38px; height: 38px; border-radius: 8px;
  font-size: 20px; color: var(--tp-primary-text); background: var(--tp-soft);
}
${S} .trilha-attachments__info { display: flex; flex: 1 1 200px; flex-direction: column; min-width: 0; }
${S} .trilha-attachments__name { font-size: 14px; font-weight: 600; overflow-wrap: anywhere; }
${S} .trilha-attachments__desc { font-size: 13px; color: #475569; }
${S} .trilha-attachments__meta { font-size: 12px; color: var(--tp-muted); overflow-wrap: anywhere; }
${S} .trilha-attachments__actions { display: flex; flex-wrap: wrap; gap: 6px; }
${S} .trilha-attachments__title:focus { outline: none; }
${S} .trilha-attachments__state.is-success { color: var(--tp-success); }
${S} .trilha-attachments__state + .trilha-attachments__list { margin-top: 10px; }

/* attachments: the edit mode's upload form */
${S} .trilha-upload { margin-top: 16px; padding-top: 14px; border-top: 1px dashed var(--tp-border); }
${S} .trilha-upload__heading { margin: 0; font-size: 14px; font-weight: 700; }
${S} .trilha-upload__fields {
  display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 0 16px; min-width: 0; margin: 0; padding: 0; border: 0;
}
${S} .trilha-upload .trilha-field--full { grid-column: 1 / -1; }
${S} .trilha-upload textarea.trilha-input { min-height: 40px; }
${S} .trilha-input--file { padding: 6px 8px; cursor: pointer; }
${S} .trilha-input--file::file-selector-button {
  margin-right: 12px; padding: 6px 12px; font: inherit; font-size: 13px; font-weight: 600; cursor: pointer;
  color: var(--tp-primary-text); background: var(--tp-soft); border: 0; border-radius: calc(var(--tp-radius) - 4px);
}
${S} .trilha-upload__footer { display: flex; flex-wrap: wrap; align-items: center; justify-content: flex-end; gap: 8px 16px; margin-top: 14px; }
${S} .trilha-upload__message { flex: 1 1 240px; font-size: 14px; font-weight: 600; }
${S} .trilha-upload__message.is-error { color: var(--tp-danger); }
${S} .trilha-upload__message.is-success { color: var(--tp-success); }
${S} .trilha-description p { font-size: 14px; color: #334155; white-space: pre-line; }

/* sidebar */
${S} .trilha-sidebar {
  position: sticky; top: 0; display: flex; flex-direction: column; max-height: 100vh; overflow-y: auto;
  background: var(--tp-surface); border-left: 1px solid var(--tp-border);
  border-radius: 0 var(--tp-radius) var(--tp-radius) 0;
}
${S} .trilha-sidebar__head { display: flex; align-items: flex-start; gap: 8px; padding: 18px 12px 14px 20px; }
${S} .trilha-sidebar__heading { flex: 1; min-width: 0; }
${S} .trilha-sidebar__title { margin: 4px 0 0; font-size: 17px; font-weight: 700; line-height: 1.3; overflow-wrap: anywhere; }
${S} .trilha-sidebar__progress { padding: 0 20px 16px; border-bottom: 1px solid var(--tp-border); }
${S} .trilha-sidebar__progress-row { display: flex; align-items: baseline; justify-content: space-between; font-size: 13px; color: var(--tp-muted); }
${S} .trilha-sidebar__progress-row strong { font-size: 16px; color: var(--tp-text); font-variant-numeric: tabular-nums; }
${S} .trilha-sidebar__progress-note { font-size: 12px; color: var(--tp-muted); }
${S} .trilha-progress { height: 8px; margin: 8px 0 6px; overflow: hidden; border-radius: 999px; background: #e9eef0; }
${S} .trilha-progress > span { display: block; height: 100%; border-radius: inherit; transition: width .4s ease; }
${S} .trilha-progress--success > span { background: var(--tp-success); }
${S} .trilha-progress--primary > span { background: var(--tp-primary); }
${S} .trilha-progress--light > span { background: var(--tp-primary-light); }
${S} .trilha-progress--danger > span { background: var(--tp-danger); }
${S} .trilha-modules { margin: 0; padding: 6px 0 10px; list-style: none; }
${S} .trilha-module + .trilha-module { border-top: 1px solid #eef2f4; }
${S} .trilha-module__heading { margin: 0; font: inherit; }
${S} .trilha-module__toggle {
  display: flex; align-items: center; gap: 10px; width: 100%; padding: 12px 14px 12px 20px; border: 0;
  background: none; color: var(--tp-text); text-align: left; cursor: pointer;
}
${S} .trilha-module__toggle:hover { background: #f8fafb; }
${S} .trilha-module__text { display: flex; flex: 1; flex-direction: column; min-width: 0; gap: 1px; }
${S} .trilha-module__label { font-size: 11px; font-weight: 700; letter-spacing: .06em; text-transform: uppercase; color: var(--tp-primary-light-text); }
${S} .trilha-module__title { font-size: 14px; font-weight: 600; line-height: 1.35; }
${S} .trilha-module__count {
  padding: 2px 8px; border-radius: 999px; font-size: 12px; font-variant-numeric: tabular-nums;
  color: var(--tp-muted); background: #f1f5f9;
}
${S} .trilha-module__chevron { font-size: 18px; color: var(--tp-muted); transition: transform .2s; }
${S} .trilha-module.is-open .trilha-module__chevron { transform: rotate(180deg); }
${S} .trilha-lessons { margin: 0; padding: 0 10px 10px; list-style: none; }
${S} .trilha-lesson {
  position: relative; display: flex; align-items: center; gap: 12px; width: 100%; padding: 9px 10px;
  border: 0; border-radius: 8px; background: none; color: var(--tp-text); text-align: left; cursor: pointer;
}
${S} .trilha-lesson:hover { background: #f3f6f5; }
${S} .trilha-lesson.is-current { background: var(--tp-soft); }
${S} .trilha-lesson.is-current::before {
  content: ''; position: absolute; left: -10px; top: 8px; bottom: 8px; width: 3px;
  border-radius: 0 3px 3px 0; background: var(--tp-primary);
}
${S} .trilha-lesson.is-locked { color: var(--tp-muted); cursor: default; }
${S} .trilha-lesson__status {
  display: grid; place-items: center; width: 28px; height: 28px; flex: none; border-radius: 50%;
  font-size: 12px; font-weight: 700; color: var(--tp-muted); background: #ffffff; border: 1.5px solid #d5dde3;
}
${S} .trilha-lesson__status svg { font-size: 14px; }
${S} .trilha-lesson.is-current .trilha-lesson__status { color: var(--tp-on-primary); background: var(--tp-primary); border-color: transparent; }
${S} .trilha-lesson.is-done .trilha-lesson__status { color: #ffffff; background: var(--tp-success); border-color: transparent; }
${S} .trilha-lesson.is-locked .trilha-lesson__status { color: #94a3b8; background: #f1f5f9; border-color: transparent; }
${S} .trilha-lesson__text { display: flex; flex: 1; flex-direction: column; min-width: 0; }
${S} .trilha-lesson__label { font-size: 11px; font-weight: 600; color: var(--tp-muted); }
${S} .trilha-lesson__title {
  display: -webkit-box; overflow: hidden; -webkit-box-orient: vertical; -webkit-line-clamp: 2;
  font-size: 14px; line-height: 1.35;
}
${S} .trilha-lesson.is-current .trilha-lesson__title { font-weight: 600; }
${S} .trilha-lesson__duration { flex: none; font-size: 12px; color: var(--tp-muted); font-variant-numeric: tabular-nums; }

/* page states */
${S} .trilha-state {
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 14px; min-height: 320px;
  padding: 56px 24px; text-align: center; background: var(--tp-surface); border: 1px solid var(--tp-border);
  border-radius: var(--tp-radius);
}
${S} .trilha-state__icon {
  display: grid; place-items: center; width: 56px; height: 56px; border-radius: 50%;
  font-size: 28px; color: var(--tp-primary-text); background: var(--tp-soft);
}
${S} .trilha-state--error .trilha-state__icon { color: var(--tp-danger); background: #fef2f2; }
${S} .trilha-state__text { max-width: 440px; font-size: 16px; font-weight: 600; }
${S} .trilha-state__actions { display: flex; flex-wrap: wrap; justify-content: center; gap: 8px; }
${S} .trilha-empty { padding: 48px 16px; text-align: center; color: var(--tp-muted); }

@container (max-width: 880px) {
  ${S} .trilha-player__layout { grid-template-columns: minmax(0, 1fr); }
  ${S} .trilha-sidebar { position: static; max-height: none; border-left: 0; border-top: 1px solid var(--tp-border); border-radius: 0 0 var(--tp-radius) var(--tp-radius); }
}
@container (max-width: 560px) {
  ${S} .trilha-player__main { padding: 12px 12px 20px; }
  ${S} .trilha-stage__frame:has(> .trilha-stage__message) { aspect-ratio: auto; }
  ${S} .trilha-stage__frame > .trilha-stage__message { position: relative; inset: auto; min-height: 200px; }
  ${S} .trilha-upload__fields { grid-template-columns: minmax(0, 1fr); }
  ${S} .trilha-lesson-head__title { font-size: 19px; }
  ${S} .trilha-timer { flex: 1 1 100%; }
  ${S} .trilha-nav { width: 100%; margin-left: 0; }
  ${S} .trilha-nav > .trilha-btn { flex: 1; }
  ${S} .trilha-video__volume { width: 72px; }
}
`;
