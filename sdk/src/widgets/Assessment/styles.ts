import { panelCss } from '../shared/panelStyles';
import { baseCss } from '../shared/styles';

const S = '.trilha-assessment';

/**
 * The assessment widget's stylesheet, rendered in a <style> inside the widget (so it also lands in
 * a shadow root). Theme through --trilha-primary and the other --trilha-* tokens of the base styles.
 */
export const ASSESSMENT_CSS = `${baseCss(S)}${panelCss(S)}
/* Container queries on an inner frame: containment on the root would trap the fixed dialog. */
${S} .trilha-assessment__frame { container-type: inline-size; }

/* info card */
${S} .trilha-info__head { display: flex; align-items: center; gap: 16px; }
${S} .trilha-info__badge {
  display: grid; place-items: center; width: 52px; height: 52px; flex: none; border-radius: 14px;
  font-size: 26px; color: var(--tp-on-primary); background: var(--tp-primary);
}
${S} .trilha-info__description { margin-top: 16px; color: #334155; white-space: pre-line; }
${S} .trilha-facts {
  display: grid; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); gap: 10px; margin: 20px 0 0; padding: 0;
}
${S} .trilha-fact {
  display: flex; flex-direction: column; justify-content: space-between; gap: 4px; min-width: 0;
  padding: 12px 14px; border: 1px solid var(--tp-border); border-radius: var(--tp-radius); background: var(--tp-bg);
}
${S} .trilha-fact__label { display: flex; align-items: flex-start; gap: 6px; font-size: 12.5px; font-weight: 600; line-height: 1.35; color: var(--tp-muted); }
${S} .trilha-fact__label svg { font-size: 16px; color: var(--tp-primary-light-text); }
${S} .trilha-fact__value { margin: 0; font-size: 18px; font-weight: 750; }
${S} .trilha-info__rules { margin-top: 16px; font-size: 14px; color: var(--tp-muted); }

/* taking */
${S} .trilha-taking { display: flex; flex-direction: column; gap: 20px; }
${S} .trilha-taking__head { display: flex; align-items: flex-start; justify-content: space-between; gap: 16px; flex-wrap: wrap; }
${S} .trilha-taking__titles { flex: 1 1 320px; min-width: 0; }
${S} .trilha-taking__description { margin-top: 6px; color: var(--tp-muted); white-space: pre-line; }
${S} .trilha-timer {
  display: inline-grid; grid-template-columns: auto auto; grid-template-rows: auto auto; column-gap: 10px; align-items: center;
  padding: 8px 16px; border-radius: var(--tp-radius); border: 1px solid var(--tp-border); background: var(--tp-soft);
  color: var(--tp-primary-text);
}
${S} .trilha-timer > svg { grid-row: 1 / 3; font-size: 22px; }
${S} .trilha-timer__label { font-size: 11px; font-weight: 700; text-transform: uppercase; letter-spacing: .05em; }
${S} .trilha-timer__value { font-size: 22px; font-weight: 800; font-variant-numeric: tabular-nums; line-height: 1.1; }
${S} .trilha-timer.is-warning { background: #fef2f2; border-color: #fca5a5; color: var(--tp-danger); animation: trilha-pulse 1s ease-in-out infinite alternate; }
@keyframes trilha-pulse { to { box-shadow: 0 0 0 4px rgba(185, 28, 28, .12); } }

${S} .trilha-progress__row { display: flex; justify-content: space-between; font-size: 13px; font-weight: 600; color: var(--tp-muted); margin-bottom: 6px; }
${S} .trilha-bar { height: 8px; border-radius: 999px; background: #e2e8f0; overflow: hidden; }
${S} .trilha-bar__fill { display: block; height: 100%; border-radius: inherit; background: var(--tp-primary); transition: width .25s ease; }

${S} .trilha-qnav ol { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; list-style: none; }
${S} .trilha-qnav__item {
  display: grid; place-items: center; width: 40px; height: 40px; padding: 0; border-radius: 10px; cursor: pointer;
  font: inherit; font-weight: 700; font-size: 14px; color: var(--tp-text); background: var(--tp-surface); border: 1px solid #cbd5e1;
}
${S} .trilha-qnav__item:hover { border-color: var(--tp-primary-light); }
${S} .trilha-qnav__item.is-answered { background: var(--tp-soft); border-color: var(--tp-primary-light); color: var(--tp-primary-text); }
${S} .trilha-qnav__item.is-current { background: var(--tp-primary); border-color: var(--tp-primary); color: var(--tp-on-primary); }

${S} .trilha-question { margin: 0; padding: 20px; min-width: 0; border: 1px solid var(--tp-border); border-radius: var(--tp-radius); background: var(--tp-bg); }
${S} :is(h3, h4) { margin: 0; }
${S} .trilha-question__legend { float: left; width: 100%; padding: 0; }
${S} .trilha-question__legend + * { clear: both; }
${S} .trilha-question__image { display: block; max-width: 100%; max-height: 320px; margin: 0 0 16px; border-radius: var(--tp-radius); }
${S} .trilha-question__hint { margin: -6px 0 12px; font-weight: 600; color: var(--tp-muted); }
${S} .trilha-question__item { margin: 0 0 20px; padding: 0; border: 0; min-width: 0; }
${S} .trilha-question__item legend { padding: 0; margin-bottom: 10px; font-weight: 650; }
${S} .trilha-option--check .trilha-option__letter { border-radius: 6px; }
${S} .trilha-question__number { font-size: 12px; font-weight: 700; text-transform: uppercase; letter-spacing: .05em; color: var(--tp-primary-light-text); }
${S} .trilha-question__text { margin: 6px 0 16px; font-size: 18px; font-weight: 650; line-height: 1.4; }
${S} .trilha-question__text:focus { outline: none; }
${S} .trilha-question__text:focus-visible { outline: 2px solid var(--tp-focus); outline-offset: 4px; border-radius: 4px; }
${S} .trilha-options { display: flex; flex-direction: column; gap: 10px; }
${S} .trilha-option {
  position: relative; display: flex; align-items: center; gap: 12px; padding: 12px 14px; cursor: pointer;
  background: var(--tp-surface); border: 1px solid #cbd5e1; border-radius: var(--tp-radius); transition: border-color .15s, background-color .15s;
}
${S} .trilha-option:hover { border-color: var(--tp-primary-light); }
${S} .trilha-option input { position: absolute; opacity: 0; width: 1px; height: 1px; margin: 0; }
${S} .trilha-option:has(input:focus-visible) { outline: 2px solid var(--tp-focus); outline-offset: 2px; }
${S} .trilha-option.is-checked { border-color: var(--tp-primary); background: var(--tp-soft); box-shadow: inset 0 0 0 1px var(--tp-primary); }
${S} .trilha-option__letter {
  display: grid; place-items: center; width: 30px; height: 30px; flex: none; border-radius: 50%;
  font-size: 13px; font-weight: 800; color: var(--tp-muted); background: #f1f5f9; border: 1px solid #cbd5e1;
}
${S} .trilha-option.is-checked .trilha-option__letter { background: var(--tp-primary); border-color: var(--tp-primary); color: var(--tp-on-primary); }
${S} .trilha-option__text { flex: 1; min-width: 0; }
${S} .trilha-question:disabled .trilha-option { cursor: default; opacity: .7; }

${S} .trilha-taking__footer { display: flex; align-items: center; justify-content: space-between; gap: 12px; flex-wrap: wrap; padding-top: 4px; }
${S} .trilha-taking__finish { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; justify-content: flex-end; margin-left: auto; }
${S} .trilha-taking .trilha-alert { margin: 0; }

/* result */
${S} .trilha-result__summary { display: flex; align-items: center; gap: 28px; margin-top: 20px; flex-wrap: wrap; }
${S} .trilha-score {
  --tone: var(--tp-success);
  display: grid; place-items: center; align-content: center; width: 148px; height: 148px; flex: none; border-radius: 50%;
  background: radial-gradient(closest-side, var(--tp-surface) 80%, transparent 81%),
    conic-gradient(var(--tone) calc(var(--score) * 1%), #e2e8f0 0);
}
${S} .trilha-score--warning { --tone: var(--tp-warning); }
${S} .trilha-score--danger { --tone: var(--tp-danger); }
${S} .trilha-score__value { font-size: 34px; font-weight: 800; line-height: 1; color: var(--tone); font-variant-numeric: tabular-nums; }
${S} .trilha-score__label { margin-top: 4px; font-size: 12px; font-weight: 600; color: var(--tp-muted); }
${S} .trilha-result__details { flex: 1 1 280px; min-width: 0; }
${S} .trilha-status { display: inline-flex; align-items: center; gap: 6px; padding: 4px 12px; border-radius: 999px; font-size: 14px; font-weight: 800; }
${S} .trilha-status--approved { background: #dcfce7; color: #14532d; }
${S} .trilha-status--failed { background: #fee2e2; color: #7f1d1d; }
${S} .trilha-result__text { margin-top: 8px; font-size: 15px; }
${S} .trilha-result__stats { display: grid; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); gap: 12px; margin: 14px 0 0; }
${S} .trilha-result__stats div { padding: 10px 12px; border-radius: var(--tp-radius); background: var(--tp-bg); border: 1px solid var(--tp-border); }
${S} .trilha-result__stats dt { font-size: 12px; font-weight: 600; color: var(--tp-muted); }
${S} .trilha-result__stats dd { margin: 2px 0 0; font-weight: 700; }
${S} .trilha-review-toggle { margin-top: 16px; padding-top: 12px; border-top: 1px solid var(--tp-border); }
${S} .trilha-review-toggle .trilha-btn--ghost { margin-left: -8px; }
${S} .trilha-review { display: flex; flex-direction: column; gap: 12px; margin: 12px 0 0; padding: 0; list-style: none; }
${S} .trilha-review__item { padding: 16px; border: 1px solid var(--tp-border); border-left-width: 4px; border-radius: var(--tp-radius); }
${S} .trilha-review__item.is-right { border-left-color: var(--tp-success); }
${S} .trilha-review__item.is-wrong { border-left-color: var(--tp-danger); }
${S} .trilha-review__head { display: flex; gap: 10px; align-items: flex-start; }
${S} .trilha-review__mark { display: grid; place-items: center; width: 24px; height: 24px; flex: none; border-radius: 50%; font-size: 15px; color: #ffffff; }
${S} .is-right .trilha-review__mark { background: var(--tp-success); }
${S} .is-wrong .trilha-review__mark { background: var(--tp-danger); }
${S} .trilha-review__question { font-size: 16px; font-weight: 650; }
${S} .trilha-review__number { display: block; font-size: 12px; font-weight: 700; color: var(--tp-muted); text-transform: uppercase; letter-spacing: .04em; }
${S} .trilha-review__options { display: flex; flex-direction: column; gap: 6px; margin: 12px 0 0; padding: 0; list-style: none; }
${S} .trilha-review__option { display: flex; flex-wrap: wrap; align-items: center; gap: 10px; padding: 8px 10px; border-radius: 8px; border: 1px solid transparent; }
${S} .trilha-review__option .trilha-option__letter { width: 26px; height: 26px; font-size: 12px; }
${S} .trilha-review__option.is-correct { background: #f0fdf4; border-color: #bbf7d0; }
${S} .trilha-review__option.is-correct .trilha-option__letter { background: var(--tp-success); border-color: var(--tp-success); color: #ffffff; }
${S} .trilha-review__option.is-chosen-wrong { background: #fef2f2; border-color: #fecaca; }
${S} .trilha-review__option.is-chosen-wrong .trilha-option__letter { background: var(--tp-danger); border-color: var(--tp-danger); color: #ffffff; }
${S} .trilha-review__text { flex: 1 1 120px; min-width: 0; }
${S} .trilha-review .is-partial { border-left-color: var(--tp-warning); }
${S} .is-partial .trilha-review__mark { background: var(--tp-warning); }
${S} .trilha-review .trilha-question__image { margin: 12px 0 0; }
${S} .trilha-review__part { margin-top: 14px; padding-left: 12px; border-left: 2px solid var(--tp-border); }
${S} .trilha-review__points { margin-top: 8px; font-size: 13px; font-weight: 700; }
${S} .trilha-review__explanation { margin-top: 12px; padding: 10px 12px; border-radius: 8px; background: var(--tp-soft); white-space: pre-line; }
${S} .trilha-history { margin-top: 20px; padding-top: 16px; border-top: 1px solid var(--tp-border); }
${S} .trilha-history ol { margin: 8px 0 0; padding: 0; list-style: none; }
${S} .trilha-history li { display: flex; align-items: center; flex-wrap: wrap; gap: 4px 12px; padding: 6px 0; border-bottom: 1px solid var(--tp-border); }
${S} .trilha-history li > :first-child { flex: 1 1 180px; font-weight: 600; }
${S} .trilha-tag { padding: 1px 8px; border-radius: 999px; font-size: 11px; font-weight: 700; white-space: nowrap; }
${S} .trilha-tag--correct { background: #dcfce7; color: #14532d; }
${S} .trilha-tag--chosen { background: #e0e7ff; color: #312e81; }

@container (max-width: 560px) {
  ${S} .trilha-card { padding: 16px; }
  ${S} .trilha-question { padding: 14px; }
  ${S} .trilha-taking__footer .trilha-btn { flex: 1 1 auto; }
  ${S} .trilha-score { width: 120px; height: 120px; }
}
`;
