import { signal } from '@preact/signals-react';
import { LIMITS } from '@trilha/sdk/contract';

export type BannerKind = 'success' | 'error';

export interface Banner {
  id: number;
  kind: BannerKind;
  text: string;
}

export const banners = signal<Banner[]>([]);

let nextId = 1;

export function dismissBanner(id: number) {
  banners.value = banners.value.filter((b) => b.id !== id);
}

function show(kind: BannerKind, text: string, ms: number) {
  const id = nextId++;
  // One banner per text: a repeated click does not stack copies.
  banners.value = [...banners.value.filter((b) => b.text !== text), { id, kind, text }];
  window.setTimeout(() => dismissBanner(id), ms);
  return id;
}

/** Success banners clear after 3 s (spec §4 Banners). */
export function showSuccess(text: string, ms: number = LIMITS.successBannerMs) {
  return show('success', text, ms);
}

/** Error banners clear after 5 s unless a screen says otherwise (profile photo: 3 s). */
export function showError(text: string, ms: number = LIMITS.errorBannerMs) {
  return show('error', text, ms);
}
