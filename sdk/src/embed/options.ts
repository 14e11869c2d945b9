import { type ColorResolver, readableThemeProperties, readHexOrRgb } from './readableTheme';
import type { TrilhaMountOptions, TrilhaTheme, TrilhaWidgetName } from './types';

export const WIDGETS: readonly TrilhaWidgetName[] = ['course-player', 'assessment', 'certificates'];

/** Theme keys -> the custom properties the widgets' stylesheets read. */
export const THEME_PROPERTIES: Record<keyof TrilhaTheme, string> = {
  primary: '--trilha-primary',
  primaryDark: '--trilha-primary-dark',
  primaryLight: '--trilha-primary-light',
  primarySoft: '--trilha-primary-soft',
  onPrimary: '--trilha-on-primary',
  accent: '--trilha-accent',
  background: '--trilha-bg',
  surface: '--trilha-surface',
  text: '--trilha-text',
  textMuted: '--trilha-text-muted',
  border: '--trilha-border',
  success: '--trilha-success',
  danger: '--trilha-danger',
  warning: '--trilha-warning',
  focus: '--trilha-focus',
  radius: '--trilha-radius',
  fontFamily: '--trilha-font-family',
};

/**
 * The custom properties a theme sets, with values that cannot end the declaration they go into,
 * plus the readable text colours derived from them (readableTheme.ts).
 */
export function themeProperties(
  theme: TrilhaTheme | undefined,
  resolveColor: ColorResolver = readHexOrRgb,
): Record<string, string> {
  const out: Record<string, string> = {};
  const accepted: Record<string, string> = {};
  for (const [key, value] of Object.entries(theme ?? {})) {
    const property = THEME_PROPERTIES[key as keyof TrilhaTheme];
    if (!property || value === undefined || value === null || value === '') continue;
    const text = typeof value === 'number' && Number.isFinite(value) ? `${value}px` : value;
    if (typeof text !== 'string' || text.length > 200 || /[;{}<>\\]/.test(text)) {
      console.warn(`[Trilha] tema: valor ignorado para ${key}.`);
      continue;
    }
    out[property] = text.trim();
    accepted[key] = text.trim();
  }
  return { ...out, ...readableThemeProperties(accepted as TrilhaTheme, resolveColor) };
}

const positiveId = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v > 0;

/** The options of `Trilha.mount`, checked with a clear pt-BR message for the page's developer. */
export function checkOptions(options: Partial<TrilhaMountOptions> | undefined): TrilhaMountOptions {
  const fail = (message: string): never => {
    throw new TypeError(`[Trilha] ${message}`);
  };
  if (!options || typeof options !== 'object') return fail('informe as opções: Trilha.mount(elemento, { ... }).');
  const { widget, baseUrl, getToken } = options;
  if (!widget || !WIDGETS.includes(widget))
    fail(`widget deve ser ${WIDGETS.map((w) => `'${w}'`).join(', ')} (recebido: ${String(widget)}).`);
  if (typeof baseUrl !== 'string' || !/^https?:\/\/[^/\s?#]+(\/[^\s?#]*)?$/.test(baseUrl))
    fail("baseUrl deve ser a origem do servidor Trilha, por exemplo 'https://trilha.exemplo.com.br'.");
  if (typeof getToken !== 'function')
    fail('getToken deve ser uma função que devolve (Promise) o token obtido pelo back end da intranet.');
  if (widget === 'course-player' && !positiveId(options.courseId))
    fail("courseId (número) é obrigatório para o widget 'course-player'.");
  if (widget === 'assessment' && !positiveId(options.assessmentId))
    fail("assessmentId (número) é obrigatório para o widget 'assessment'.");
  if (widget === 'certificates' && options.courseId !== undefined && !positiveId(options.courseId))
    fail('courseId, quando informado, deve ser um número.');
  if (options.locale !== undefined && options.locale !== 'pt-BR')
    console.warn(`[Trilha] locale '${String(options.locale)}' não disponível; usando 'pt-BR'.`);
  return options as TrilhaMountOptions;
}
