import { readFileSync } from 'node:fs';
import { blendColor, contrastRatio, DEFAULT_THEME_COLOR, mixColor, readableText, WHITE } from '@trilha/sdk/contract';
import { describe, expect, it } from 'vitest';
import { hoverShade, themeTokens } from './colors';

const LEVELS = ['00', '55', 'AA', 'FF'];
/** Every colour of a 4×4×4 grid of the RGB cube. */
const GRID = LEVELS.flatMap((r) => LEVELS.flatMap((g) => LEVELS.map((b) => `#${r}${g}${b}`)));

/** Dark, mid and light primaries an admin might pick, the ones where white text fails included. */
const NAMED = [
  DEFAULT_THEME_COLOR,
  '#7CB342',
  '#FFD700',
  '#FFFF00',
  '#00FFFF',
  '#FF0000',
  '#0B5394',
  '#E91E63',
  '#FF9800',
  '#777777',
  '#808080',
  '#8A8A8A',
  '#C0C0C0',
  '#FFFFFF',
  '#000000',
  '#35A0D8',
];
const PICKS = [...new Set([...NAMED, ...GRID])];

const AA = 4.5;
const PAGE_SURFACES = ['#ffffff', '#f3f5f7', '#f8fafc'];

/** The theme's tokens for `pick`, read by name (a missing one fails the test). */
function tokensOf(pick: string) {
  const tokens = themeTokens(pick);
  return (name: string): string => {
    const value = tokens[`--color-${name}`];
    if (!value) throw new Error(`--color-${name} ausente`);
    return value;
  };
}

/** Asserts `text` reaches AA on `background`, naming the pick and the pair on failure. */
function expectReadable(pick: string, text: string, background: string, ratio = AA) {
  expect(contrastRatio(text, background), `${pick}: ${text} sobre ${background}`).toBeGreaterThanOrEqual(ratio);
}

describe('theme tokens keep text readable for any primary colour', () => {
  it('buttons (and their hover), the navbar and text on the colour itself', () => {
    for (const pick of PICKS) {
      const token = tokensOf(pick);
      expectReadable(pick, token('button-text'), token('button'));
      expectReadable(pick, token('button-text'), token('button-hover'));
      expectReadable(pick, token('navbar-text'), token('navbar'));
      expectReadable(pick, token('primary-contrast'), token('primary'));
    }
  });

  it('an accent used as it was picked (the forgot-password button): its text, at rest and hovered', () => {
    for (const pick of PICKS) {
      const text = readableText(pick);
      expectReadable(pick, text, pick);
      expectReadable(pick, text, hoverShade(pick, text));
    }
  });

  it('the sidebar: white text, dimmed links, the hovered and the active item', () => {
    for (const pick of PICKS) {
      const token = tokensOf(pick);
      const sidebar = token('sidebar');
      expect(token('sidebar-text')).toBe(WHITE);
      for (const opacity of [0.75, 0.82]) expectReadable(pick, blendColor(WHITE, sidebar, opacity), sidebar);
      expectReadable(pick, WHITE, mixColor(sidebar, WHITE, 0.1));
      expectReadable(pick, WHITE, token('sidebar-active'));
    }
  });

  it('the colour as text on the page, on cards and on its own soft backgrounds', () => {
    for (const pick of PICKS) {
      const token = tokensOf(pick);
      for (const surface of [...PAGE_SURFACES, token('primary-soft'), token('primary-softer')]) {
        expectReadable(pick, token('primary-text'), surface);
        expectReadable(pick, token('primary-light-text'), surface);
      }
      expectReadable(pick, token('focus'), WHITE, 3);
    }
  });

  it('every point of the login background and the welcome card under their text', () => {
    for (const pick of PICKS) {
      const token = tokensOf(pick);
      const [from, via, to] = [token('brand-from'), token('brand-via'), token('brand-to')];
      const points: string[] = [];
      for (let i = 0; i <= 10; i++) points.push(mixColor(from, via, i / 10), mixColor(via, to, i / 10));
      // Login.css lays the light stop at 55 % over the linear gradient near the top corner.
      for (const point of [...points]) points.push(blendColor(to, point, 0.55));
      const text = token('primary-contrast');
      for (const point of points) {
        expectReadable(pick, text, point);
        // The welcome card's dimmed line and its tinted pill.
        expectReadable(pick, blendColor(text, point, 0.9), point);
        expectReadable(pick, text, mixColor(point, text, 0.14));
      }
    }
  });

  it('leaves the default theme as designed and matches the defaults in tokens.css', () => {
    const css = readFileSync(new URL('../styles/tokens.css', import.meta.url), 'utf8');
    for (const [name, value] of Object.entries(themeTokens(DEFAULT_THEME_COLOR))) {
      expect(css, name).toContain(`${name}: ${value};`);
    }
  });

  it('gives a yellow primary dark text and a darker gold for links', () => {
    const token = tokensOf('#FFD700');
    expect(token('primary-contrast')).toBe('#111827');
    expect(token('navbar-text')).toBe('#111827');
    expect(token('primary-text')).not.toBe('#ffd700');
  });
});
