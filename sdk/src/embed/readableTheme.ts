import {
  meetsContrast,
  mixColor,
  normalizeColor,
  parseColor,
  readableText,
  shadeColor,
  shadeForContrast,
  WHITE,
} from '../contract/contrast';
import type { TrilhaTheme } from './types';

/** A CSS colour to `#rrggbb`, or null when it cannot be read. */
export type ColorResolver = (value: string) => string | null;

/** Reads hex and `rgb()` colours; `mount` passes one that also knows names and `hsl()` (the browser's). */
export const readHexOrRgb: ColorResolver = (value) => (parseColor(value) ? normalizeColor(value) : null);

/** The widgets' own colours (widgets/shared/styles.ts) where the host sets none. */
const SURFACE = '#ffffff';
const BACKGROUND = '#f4f6f8';

/** How the widgets' stylesheet derives the soft and light shades of a primary colour it is given. */
const SOFT_SHARE = 0.91;
const LIGHT_SHARE = 0.28;

type ColorKey = {
  [K in keyof TrilhaTheme]-?: TrilhaTheme[K] extends string | undefined ? K : never;
}[keyof TrilhaTheme];

function replaced(key: string, given: string, used: string) {
  console.warn(`[Trilha] tema: ${key} ${given} não atinge o contraste 4,5:1 do WCAG AA; usando ${used}.`);
}

/**
 * Custom properties that keep a host's theme readable (WCAG AA, 4.5:1), by the contract's rules —
 * the same the portal applies to the admin's colour: text on the primary colour (white, near-black
 * or black), a hover shade that keeps that text, the primary and its light shade as text on the
 * widget's light surfaces, and the host's text and status colours where they fail there. A colour
 * the host set and that passes is kept; one that fails is replaced, with a warning in the console.
 */
export function readableThemeProperties(
  theme: TrilhaTheme | undefined,
  resolve: ColorResolver = readHexOrRgb,
): Record<string, string> {
  const out: Record<string, string> = {};
  const color = (key: ColorKey): string | null => {
    const value = theme?.[key];
    return typeof value === 'string' && value.trim() ? resolve(value.trim()) : null;
  };
  const surfaces = [color('surface') ?? SURFACE, color('background') ?? BACKGROUND];

  const primary = color('primary');
  if (primary) {
    const givenOn = color('onPrimary');
    const onPrimary = givenOn && meetsContrast(givenOn, primary) ? givenOn : readableText(primary);
    if (givenOn && givenOn !== onPrimary) replaced('onPrimary', givenOn, onPrimary);
    out['--trilha-on-primary'] = onPrimary;

    const givenDark = color('primaryDark');
    if (!givenDark || !meetsContrast(onPrimary, givenDark)) {
      // The hover shade moves away from the text, so it never reads worse than the button.
      const hover = shadeForContrast(shadeColor(primary, onPrimary === WHITE ? -0.22 : 0.22), [onPrimary]);
      if (givenDark) replaced('primaryDark', givenDark, hover);
      out['--trilha-primary-dark'] = hover;
    }

    const onLight = [...surfaces, color('primarySoft') ?? mixColor(primary, WHITE, SOFT_SHARE)];
    out['--trilha-primary-text'] = shadeForContrast(primary, onLight);
    out['--trilha-primary-light-text'] = shadeForContrast(
      color('primaryLight') ?? mixColor(primary, WHITE, LIGHT_SHARE),
      onLight,
    );
  }

  const fitted = (key: ColorKey, property: string, backgrounds: string[]) => {
    const given = color(key);
    if (!given) return;
    const used = shadeForContrast(given, backgrounds);
    if (used === given) return;
    replaced(key, given, used);
    out[property] = used;
  };
  fitted('text', '--trilha-text', surfaces);
  fitted('textMuted', '--trilha-text-muted', surfaces);
  // Status colours are text on the surfaces and backgrounds under white text (badges, marks).
  fitted('success', '--trilha-success', [...surfaces, WHITE]);
  fitted('danger', '--trilha-danger', [...surfaces, WHITE]);
  fitted('warning', '--trilha-warning', [...surfaces, WHITE]);
  return out;
}
