import { describe, expect, it, vi } from 'vitest';
import { checkOptions, themeProperties } from './options';

const base = { baseUrl: 'https://trilha.exemplo.com.br', getToken: async () => 'token' };

describe('Trilha.mount options', () => {
  it('accepts each widget with what it needs', () => {
    expect(checkOptions({ ...base, widget: 'course-player', courseId: 3 }).courseId).toBe(3);
    expect(checkOptions({ ...base, widget: 'assessment', assessmentId: 9 }).assessmentId).toBe(9);
    expect(checkOptions({ ...base, widget: 'certificates' }).widget).toBe('certificates');
    expect(checkOptions({ ...base, baseUrl: 'http://127.0.0.1:3000/', widget: 'certificates' }).baseUrl).toBe(
      'http://127.0.0.1:3000/',
    );
  });

  it('refuses what would fail later, with a pt-BR message for the developer', () => {
    expect(() => checkOptions(undefined)).toThrow(/Trilha\.mount/);
    expect(() => checkOptions({ ...base, widget: 'player' as never })).toThrow(/'course-player'/);
    expect(() => checkOptions({ ...base, widget: 'course-player' })).toThrow(/courseId/);
    expect(() => checkOptions({ ...base, widget: 'assessment', assessmentId: 0 })).toThrow(/assessmentId/);
    expect(() => checkOptions({ ...base, baseUrl: 'javascript:alert(1)', widget: 'certificates' })).toThrow(/baseUrl/);
    expect(() => checkOptions({ ...base, baseUrl: 'https://x.com?a=1', widget: 'certificates' })).toThrow(/baseUrl/);
    expect(() => checkOptions({ ...base, getToken: 'tsk_chave' as never, widget: 'certificates' })).toThrow(/getToken/);
  });
});

describe('theme', () => {
  it('maps theme keys to the custom properties the widgets read', () => {
    expect(
      themeProperties({ primary: '#0055aa', radius: 4, fontFamily: 'Georgia, serif', textMuted: 'rgb(1 2 3)' }),
    ).toMatchObject({
      '--trilha-primary': '#0055aa',
      '--trilha-radius': '4px',
      '--trilha-font-family': 'Georgia, serif',
      '--trilha-text-muted': 'rgb(1 2 3)',
      // Derived so text stays readable (readableTheme.test.ts).
      '--trilha-on-primary': '#ffffff',
      '--trilha-primary-text': '#0055aa',
    });
    expect(themeProperties(undefined)).toEqual({});
  });

  it('ignores unknown keys and values that could leave the declaration', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(
      themeProperties({ primary: 'red; } body { display: none', evil: 'x', border: '' } as Record<string, string>),
    ).toEqual({});
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
