/** Colour arithmetic for the theme: shades of the admin's primary colour and readable text on them. */

type Rgb = [number, number, number];

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value.trim());
}

export function parseHex(hex: string): Rgb {
  let h = hex.trim().replace('#', '');
  if (h.length === 3) h = h.replace(/./g, (c) => c + c);
  const n = Number.parseInt(h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
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

/** Mixes towards white (amount > 0) or black (amount < 0); amount in [-1, 1]. */
export function shade(hex: string, amount: number): string {
  const target = amount >= 0 ? 255 : 0;
  const a = Math.abs(amount);
  return toHex(parseHex(hex).map((v) => v + (target - v) * a) as Rgb);
}

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const DARK_TEXT = '#111827';
const LIGHT_TEXT = '#ffffff';

/** White or near-black, whichever reads better on the given background. */
export function readableText(background: string): string {
  return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}

/** The colour darkened until it reaches `ratio` against `against` (links and accents on light surfaces). */
export function ensureContrast(hex: string, against = '#ffffff', ratio = 4.5): string {
  let c = hex;
  for (let i = 0; i < 20 && contrastRatio(c, against) < ratio; i++) c = shade(c, -0.1);
  return c;
}

/** Every CSS custom property the theme sets on :root. */
export function themeTokens(primary: string): Record<string, string> {
  const base = toHex(parseHex(primary));
  const dark = shade(base, -0.25);
  const darker = shade(base, -0.45);
  const light = shade(base, 0.25);
  const soft = shade(base, 0.88);
  const softer = shade(base, 0.94);
  // A very light primary would vanish on white: buttons use a deepened copy when needed.
  const button = contrastRatio(base, '#ffffff') < 1.6 ? shade(base, -0.3) : base;
  const buttonHover = shade(button, -0.15);
  const sidebar = darker;
  return {
    '--color-primary': base,
    '--color-primary-contrast': readableText(base),
    '--color-primary-dark': dark,
    '--color-primary-darker': darker,
    '--color-primary-light': light,
    '--color-primary-soft': soft,
    '--color-primary-softer': softer,
    '--color-primary-text': ensureContrast(base),
    '--color-button': button,
    '--color-button-hover': buttonHover,
    '--color-button-text': readableText(button),
    '--color-sidebar': sidebar,
    '--color-sidebar-text': readableText(sidebar),
    '--color-sidebar-active': shade(sidebar, readableText(sidebar) === '#ffffff' ? 0.16 : -0.16),
    '--color-navbar': base,
    '--color-navbar-text': readableText(base),
    '--color-login-from': darker,
    '--color-login-to': light,
    '--color-focus': ensureContrast(base, '#ffffff', 3),
  };
}
