import { afterEach, describe, expect, it, vi } from 'vitest';
import { contrastRatio, mixColor, NEAR_BLACK, WHITE } from '../contract/contrast';
import { themeProperties } from './options';
import { readableThemeProperties } from './readableTheme';

const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
afterEach(() => warn.mockClear());

const SURFACES = ['#ffffff', '#f4f6f8'];

describe('a host theme stays readable in the widgets', () => {
  it('gives a yellow primary dark text, a lighter hover and a darker gold as text', () => {
    const props = readableThemeProperties({ primary: '#FFD700' });
    expect(props['--trilha-on-primary']).toBe(NEAR_BLACK);
    const hover = props['--trilha-primary-dark'] ?? '';
    expect(contrastRatio(NEAR_BLACK, hover)).toBeGreaterThanOrEqual(contrastRatio(NEAR_BLACK, '#ffd700'));
    for (const surface of [...SURFACES, mixColor('#ffd700', WHITE, 0.91)]) {
      expect(contrastRatio(props['--trilha-primary-text'] ?? '', surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(props['--trilha-primary-light-text'] ?? '', surface)).toBeGreaterThanOrEqual(4.5);
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps what a dark primary already does and the host colours that pass', () => {
    const props = readableThemeProperties({ primary: '#0b5394', onPrimary: '#fafafa', text: '#222222' });
    expect(props['--trilha-on-primary']).toBe('#fafafa');
    expect(props['--trilha-primary-text']).toBe('#0b5394');
    expect(props['--trilha-text']).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it('replaces a failing text colour the host chose, and says so in the console', () => {
    const props = readableThemeProperties({
      primary: '#7cb342',
      onPrimary: '#ffffff',
      primaryDark: '#3d5a1f',
      textMuted: '#aaaaaa',
      danger: '#ff6b6b',
    });
    expect(props['--trilha-on-primary']).toBe(NEAR_BLACK);
    expect(contrastRatio(NEAR_BLACK, props['--trilha-primary-dark'] ?? '')).toBeGreaterThanOrEqual(4.5);
    for (const surface of SURFACES) {
      expect(contrastRatio(props['--trilha-text-muted'] ?? '', surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(props['--trilha-danger'] ?? '', surface)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(WHITE, props['--trilha-danger'] ?? '')).toBeGreaterThanOrEqual(4.5);
    expect(warn).toHaveBeenCalledTimes(4);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/onPrimary #ffffff .*4,5:1.*#111827/);
  });

  it('judges against the host surface and reads colours through the given resolver', () => {
    const named: Record<string, string> = { gold: '#ffd700', ivory: '#fffff0' };
    const props = themeProperties({ primary: 'gold', surface: 'ivory' }, (v) => named[v] ?? null);
    expect(props['--trilha-primary']).toBe('gold');
    expect(props['--trilha-on-primary']).toBe(NEAR_BLACK);
    expect(contrastRatio(props['--trilha-primary-text'] ?? '', '#fffff0')).toBeGreaterThanOrEqual(4.5);
    // Without a resolver a name cannot be judged: nothing is derived from it.
    expect(themeProperties({ primary: 'gold' })).toEqual({ '--trilha-primary': 'gold' });
  });

  it('derives nothing from a value the sanitiser refused', () => {
    expect(themeProperties({ primary: '#fff; } x {' })).toEqual({});
  });
});
