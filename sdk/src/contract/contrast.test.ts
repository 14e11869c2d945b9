import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  meetsContrast,
  mixColor,
  NEAR_BLACK,
  normalizeColor,
  parseColor,
  readableText,
  relativeLuminance,
  shadeForContrast,
  WHITE,
} from './contrast';

/** Colours across the wheel and the grey scale, the light and mid tones where white text fails included. */
const PALETTE = [
  '#002c1c',
  '#7cb342',
  '#ffd700',
  '#ffff00',
  '#00ffff',
  '#ff0000',
  '#0b5394',
  '#e91e63',
  '#ff9800',
  '#777777',
  '#808080',
  '#8a8a8a',
  '#949494',
  '#9e9e9e',
  '#c0c0c0',
  '#ffffff',
  '#000000',
  '#fafafa',
  '#35a0d8',
  '#4caf50',
];

describe('WCAG relative luminance and contrast ratio', () => {
  it('gives the known values', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 6);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 6);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // Order does not matter.
    expect(contrastRatio('#777777', WHITE)).toBe(contrastRatio(WHITE, '#777777'));
  });

  it('fails #777777 on white for AA text and passes #595959', () => {
    expect(contrastRatio('#777777', WHITE)).toBeCloseTo(4.48, 2);
    expect(meetsContrast('#777777', WHITE)).toBe(false);
    expect(contrastRatio('#595959', WHITE)).toBeCloseTo(7.0, 1);
    expect(meetsContrast('#595959', WHITE)).toBe(true);
    expect(meetsContrast('#767676', WHITE)).toBe(true); // the lightest grey that passes
  });

  it('reads #rgb, #rrggbb and rgb() colours', () => {
    expect(parseColor('#fd0')).toEqual([255, 221, 0]);
    expect(parseColor(' FFD700 ')).toEqual([255, 215, 0]);
    expect(parseColor('rgb(255, 215, 0)')).toEqual([255, 215, 0]);
    expect(parseColor('rgba(255 215 0 / 0.5)')).toEqual([255, 215, 0]);
    expect(parseColor('gold')).toBeNull();
    expect(parseColor('rgb(300, 0, 0)')).toBeNull();
    expect(normalizeColor('#ABC')).toBe('#aabbcc');
    expect(mixColor('#000000', '#ffffff', 0.5)).toBe('#808080');
  });
});

describe('readable text on a colour', () => {
  it('keeps white on dark colours and gives a yellow primary dark text', () => {
    expect(readableText('#002c1c')).toBe(WHITE);
    expect(readableText('#0b5394')).toBe(WHITE);
    expect(readableText('#ffd700')).toBe(NEAR_BLACK);
    expect(readableText('#7cb342')).toBe(NEAR_BLACK);
  });

  it('uses black on the mid tones where neither white nor near-black reaches 4.5:1', () => {
    expect(meetsContrast('#808080', WHITE)).toBe(false);
    expect(meetsContrast('#808080', NEAR_BLACK)).toBe(false);
    expect(readableText('#808080')).toBe('#000000');
  });

  it('always reaches AA, on every grey and across the palette', () => {
    for (let v = 0; v <= 255; v++) {
      const grey = `rgb(${v}, ${v}, ${v})`;
      expect(contrastRatio(readableText(grey), grey), grey).toBeGreaterThanOrEqual(4.5);
    }
    for (const color of PALETTE) expect(contrastRatio(readableText(color), color), color).toBeGreaterThanOrEqual(4.5);
  });
});

describe('a shade of the colour for text', () => {
  it('keeps a colour that already passes and darkens one that fails on white, as little as needed', () => {
    expect(shadeForContrast('#595959', [WHITE])).toBe('#595959');
    const darker = shadeForContrast('#777777', [WHITE]);
    expect(meetsContrast(darker, WHITE)).toBe(true);
    expect(darker).toBe('#767676');
    const gold = shadeForContrast('#ffd700', [WHITE]);
    expect(meetsContrast(gold, WHITE)).toBe(true);
    // Still a gold-brown, not black: red over green over blue.
    const [r, g, b] = parseColor(gold)!;
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
    expect(r).toBeGreaterThan(100);
  });

  it('lightens on dark backgrounds and holds against several at once', () => {
    const onDark = shadeForContrast('#0b5394', ['#111827']);
    expect(relativeLuminance(onDark)).toBeGreaterThan(relativeLuminance('#0b5394'));
    expect(meetsContrast(onDark, '#111827')).toBe(true);
    for (const color of PALETTE) {
      const surfaces = [WHITE, '#f3f5f7', mixColor(color, WHITE, 0.88)];
      const text = shadeForContrast(color, surfaces);
      for (const surface of surfaces)
        expect(contrastRatio(text, surface), `${color} on ${surface}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('reaches a lower target for focus rings', () => {
    const ring = shadeForContrast('#ffd700', [WHITE], 3);
    expect(contrastRatio(ring, WHITE)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(ring, WHITE)).toBeLessThan(3.2);
  });
});
