/**
 * The script-tag bundle (`/sdk/trilha.js`, global `Trilha`): React, ReactDOM and the three widgets
 * in one file, for intranet pages without a build step.
 *
 *   <div id="curso"></div>
 *   <script src="https://trilha.exemplo.com.br/sdk/trilha.js"></script>
 *   <script>
 *     Trilha.mount(document.getElementById('curso'), {
 *       widget: 'course-player', courseId: 12, baseUrl: 'https://trilha.exemplo.com.br',
 *       getToken: () => fetch('/trilha/token', { method: 'POST' }).then((r) => r.json()).then((b) => b.token),
 *     });
 *   </script>
 */
export {
  CompanySignInError,
  type CompanySignInOptions,
  type CompanySignInResult,
  companyTokenSource,
  signInWithCompany,
} from './companySignIn';
export { mount } from './mount';
export type {
  TrilhaEventCallbacks,
  TrilhaEventMap,
  TrilhaEventName,
  TrilhaMountOptions,
  TrilhaNavigateTarget,
  TrilhaTheme,
  TrilhaWidgetHandle,
  TrilhaWidgetName,
} from './types';

declare const __TRILHA_SDK_VERSION__: string;

/** The sdk version this bundle was built from (also in `/sdk/trilha.js?v=<version>` links, for caches). */
export const version: string = typeof __TRILHA_SDK_VERSION__ === 'string' ? __TRILHA_SDK_VERSION__ : 'dev';
