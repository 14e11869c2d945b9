import { computed, effect, signal } from '@preact/signals-react';
import { ALT_THEME_COLOR, DEFAULT_THEME_COLOR, isHexColor } from '@trilha/sdk/contract';
import { client } from '../api';
import { themeTokens } from './colors';

/** The colour the server answered with; null until it answers (or when it has none). */
export const serverThemeColor = signal<string | null>(null);

/** The primary colour in use (spec §4 Theme: default #002C1C). */
export const primaryColor = computed(() => serverThemeColor.value ?? DEFAULT_THEME_COLOR);

/** The forgot-password modal falls back to the alternative default instead. */
export const forgotPasswordColor = computed(() => serverThemeColor.value ?? ALT_THEME_COLOR);

export function setPrimaryColor(color: string | null | undefined) {
  serverThemeColor.value = isHexColor(color) ? color.trim() : null;
}

export async function loadTheme() {
  try {
    const { theme } = await client.settings.publicTheme();
    setPrimaryColor(theme?.primary_color?.value ?? theme?.theme_color?.value);
  } catch {
    setPrimaryColor(null);
  }
}

/** Keeps the :root custom properties in step with the primary colour. */
export function applyThemeToDocument() {
  return effect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(themeTokens(primaryColor.value))) root.style.setProperty(name, value);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', primaryColor.value);
  });
}
