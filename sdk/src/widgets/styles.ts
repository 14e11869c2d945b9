import assessment from './Assessment/Assessment.css?inline';
import certificates from './Certificates/CertificateList.css?inline';
import player from './CoursePlayer/CoursePlayer.css?inline';
import base from './shared/base.css?inline';
import form from './shared/form.css?inline';
import panel from './shared/panel.css?inline';

/*
 * The widgets' stylesheets, each rendered in a <style> inside its widget (so it also lands in a
 * shadow root); the CSS files are minified into strings at build time. The shared sheets
 * (shared/*.css: base tokens, buttons and dialogs; panel cards and states; form fields) are written
 * under `.trilha-scope`, which each widget puts its root class in place of, so two widgets on one
 * page never style each other. One module for all: the script bundle keeps the sheets side by side,
 * where gzip finds their common words (about 1 KiB less); a host importing one widget keeps only
 * that widget's sheet (the constants are pure).
 */
const scoped = (scope: string, shared: readonly string[], own: string): string =>
  shared.join('').replaceAll('.trilha-scope', scope) + own;

export const COURSE_PLAYER_CSS = /* @__PURE__ */ scoped('.trilha-player', [base, panel, form], player);
export const ASSESSMENT_CSS = /* @__PURE__ */ scoped('.trilha-assessment', [base, panel, form], assessment);
export const CERTIFICATE_LIST_CSS = /* @__PURE__ */ scoped('.trilha-certificates', [base, panel, form], certificates);
