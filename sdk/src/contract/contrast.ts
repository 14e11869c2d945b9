/**
 * Colour contrast by WCAG 2.2 (relative luminance, contrast ratio) and the readable colours derived
 * from a theme colour: the text to put on it, and a shade of it that reads as text on light
 * surfaces. Pure functions shared by the portal, the widgets and the server's pages and e-mails, so
 * a colour an admin or a host page picks is judged by the same rules everywhere.
 */

export type Rgb = readonly [number, number, number];

/** WCAG AA for normal text (1.4.3). */
export const AA_TEXT_CONTRAST = 4.5;
/** WCAG AA for user-interface components and focus indicators (1.4.11). */
export const AA_UI_CONTRAST = 3;

export const WHITE = '#ffffff';
/** The dark text the product uses on light colours (slate 900). */
export const NEAR_BLACK = '#111827';
const BLACK = '#000000';

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB_FUNCTION = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/i;

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value.trim());
}

/** `#rgb`, `#rrggbb` or `rgb()`/`rgba()` with numbers (alpha ignored); null for anything else. */
export function parseColor(value: string): Rgb | null {
  const text = value.trim();
  if (HEX.test(text)) {
    let h = text.replace('#', '');
    if (h.length === 3) h = h.replace(/./g, (c) => c + c);
    const n = Number.parseInt(h, 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  }
  const fn = RGB_FUNCTION.exec(text);
  if (!fn) return null;
  const channels = [fn[1], fn[2], fn[3]].map(Number);
  return channels.every((c) => c <= 255) ? (channels as unknown as Rgb) : null;
}

function rgbOf(color: string): Rgb {
  const rgb = parseColor(color);
  if (!rgb) throw new TypeError(`cor inválida: ${color}`);
  return rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The colour as lower-case `#rrggbb`. */
export function normalizeColor(color: string): string {
  return toHex(rgbOf(color));
}

/** `amount` (0-1) of the way from `from` to `to`, in sRGB. */
export function mixColor(from: string, to: string, amount: number): string {
  const [r1, g1, b1] = rgbOf(from);
  const [r2, g2, b2] = rgbOf(to);
  return toHex([r1 + (r2 - r1) * amount, g1 + (g2 - g1) * amount, b1 + (b2 - b1) * amount]);
}

/** Towards white (amount > 0) or black (amount < 0); amount in [-1, 1]. */
export function shadeColor(color: string, amount: number): string {
  return mixColor(color, amount >= 0 ? WHITE : BLACK, Math.abs(amount));
}

/** `foreground` drawn with `alpha` opacity over `background` (as the eye sees it). */
export function blendColor(foreground: string, background: string, alpha: number): string {
  return mixColor(background, foreground, alpha);
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(color: string): number {
  const [r, g, b] = rgbOf(color).map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export function meetsContrast(a: string, b: string, ratio = AA_TEXT_CONTRAST): boolean {
  return contrastRatio(a, b) >= ratio;
}

/**
 * The text colour for a background: white when white reaches AA, else the product's near-black,
 * else black. On the mid tones where neither white nor near-black reaches 4.5:1, black reaches at
 * least 4.6:1, so the answer always meets AA.
 */
export function readableText(background: string): string {
  if (meetsContrast(background, WHITE)) return WHITE;
  if (meetsContrast(background, NEAR_BLACK)) return NEAR_BLACK;
  return BLACK;
}

/**
 * The least change of `color` towards black or white for which `passes` holds (binary search on
 * the mix; black or white when nothing less does). Keeps the hue an admin chose as far as it can.
 */
export function nearestShade(color: string, towards: string, passes: (candidate: string) => boolean): string {
  const start = normalizeColor(color);
  if (passes(start)) return start;
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 14; i++) {
    const mid = (lo + hi) / 2;
    if (passes(mixColor(start, towards, mid))) hi = mid;
    else lo = mid;
  }
  // Rounding to #rrggbb can cost a hair of contrast: step on until the rounded colour passes.
  let amount = hi;
  while (amount < 1 && !passes(mixColor(start, towards, amount))) amount = Math.min(1, amount + 0.01);
  return mixColor(start, towards, amount);
}

/**
 * `color` itself when it reaches `ratio` against every one of `backgrounds`; otherwise its nearest
 * darker (or lighter, on dark backgrounds) shade that does. For text in the theme colour on light
 * surfaces (links, badges), and for a background that must hold a given text colour.
 */
export function shadeForContrast(
  color: string,
  backgrounds: readonly string[],
  ratio: number = AA_TEXT_CONTRAST,
): string {
  const worst = (c: string) => Math.min(...backgrounds.map((b) => contrastRatio(c, b)));
  const towards = worst(BLACK) >= worst(WHITE) ? BLACK : WHITE;
  return nearestShade(color, towards, (c) => worst(c) >= ratio);
}
