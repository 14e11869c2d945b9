/**
 * The portal's theme tokens: shades of the admin's primary colour (spec §4 Theme) and the text on
 * each of them, all reaching WCAG AA (4.5:1) whatever colour was picked. The contrast rules are the
 * sdk contract's, the same the widgets and the server's pages use.
 */
import {
  AA_TEXT_CONTRAST,
  AA_UI_CONTRAST,
  blendColor,
  contrastRatio,
  meetsContrast,
  mixColor,
  nearestShade,
  normalizeColor,
  readableText,
  shadeColor,
  shadeForContrast,
  WHITE,
} from '@trilha/sdk/contract';

/** The fixed light surfaces of tokens.css (--color-surface, --color-bg, --color-surface-muted). */
const PAGE_SURFACES = ['#ffffff', '#f3f5f7', '#f8fafc'];

/** The least opacity of text in the sidebar (Layout.css: menu links .82, the user's role .75). */
const SIDEBAR_DIMMED_TEXT = 0.75;

const sidebarActive = (sidebar: string) => shadeColor(sidebar, 0.16);

/**
 * The sidebar keeps white text: its dark shade of the primary colour is deepened until the dimmed
 * links and the active item's lighter background still read at AA.
 */
function sidebarShade(darker: string): string {
  return nearestShade(
    darker,
    '#000000',
    (bg) => meetsContrast(blendColor(WHITE, bg, SIDEBAR_DIMMED_TEXT), bg) && meetsContrast(WHITE, sidebarActive(bg)),
  );
}

/** A button's hover shade moves away from its text, so it never reads worse than the button. */
export function hoverShade(button: string, text: string): string {
  return shadeForContrast(shadeColor(button, text === WHITE ? -0.15 : 0.15), [text]);
}

type Stops = [from: string, via: string, to: string];

/** Points along the gradient from → via → to, and `to` laid at 55 % over each (Login.css's glow). */
function gradientPoints([from, via, to]: Stops): string[] {
  const points: string[] = [];
  for (let step = 0; step <= 24; step++) points.push(mixColor(from, via, step / 24), mixColor(via, to, step / 24));
  return [...points, ...points.map((point) => blendColor(to, point, 0.55))];
}

/** Dashboard.css's welcome card dims its text line to .9 and tints its meta pill with 14 % of the text. */
const BRAND_DIMMED_TEXT = 0.9;
const BRAND_TINT = 0.14;

function holdsBrandText(text: string, point: string): boolean {
  return (
    meetsContrast(text, point, AA_TEXT_CONTRAST + 0.1) &&
    meetsContrast(blendColor(text, point, BRAND_DIMMED_TEXT), point) &&
    meetsContrast(text, mixColor(point, text, BRAND_TINT))
  );
}

/**
 * The login background and the welcome card run from the dark shade through the colour to the
 * light one, with the colour's own text over all of it. Each stop is moved away from that text
 * until the points sampled between the stops hold it with a little to spare (a blend of two
 * passing shades can dip below either).
 */
function brandStops(stops: Stops, text: string): Stops {
  let moved = stops;
  for (let ratio = AA_TEXT_CONTRAST; ratio < 21; ratio += 0.25) {
    moved = stops.map((stop) => shadeForContrast(stop, [text], ratio)) as Stops;
    if (gradientPoints(moved).every((point) => holdsBrandText(text, point))) break;
  }
  return moved;
}

/** Every CSS custom property the theme sets on :root. */
export function themeTokens(primary: string): Record<string, string> {
  const base = normalizeColor(primary);
  const onBase = readableText(base);
  const darker = shadeColor(base, -0.45);
  const light = shadeColor(base, 0.25);
  const soft = shadeColor(base, 0.88);
  const softer = shadeColor(base, 0.94);
  const lightSurfaces = [...PAGE_SURFACES, soft, softer];
  // A very light primary would vanish on white: buttons use a deepened copy when needed.
  const button = contrastRatio(base, WHITE) < 1.6 ? shadeColor(base, -0.3) : base;
  const buttonText = readableText(button);
  const sidebar = sidebarShade(darker);
  const [brandFrom, brandVia, brandTo] = brandStops([darker, base, light], onBase);
  return {
    '--color-primary': base,
    '--color-primary-contrast': onBase,
    '--color-primary-dark': shadeColor(base, -0.25),
    '--color-primary-darker': darker,
    '--color-primary-light': light,
    '--color-primary-soft': soft,
    '--color-primary-softer': softer,
    '--color-primary-text': shadeForContrast(base, lightSurfaces),
    '--color-primary-light-text': shadeForContrast(light, lightSurfaces),
    '--color-button': button,
    '--color-button-hover': hoverShade(button, buttonText),
    '--color-button-text': buttonText,
    '--color-sidebar': sidebar,
    '--color-sidebar-text': WHITE,
    '--color-sidebar-active': sidebarActive(sidebar),
    '--color-navbar': base,
    '--color-navbar-text': onBase,
    '--color-brand-from': brandFrom,
    '--color-brand-via': brandVia,
    '--color-brand-to': brandTo,
    '--color-focus': shadeForContrast(base, [WHITE], AA_UI_CONTRAST),
  };
}
