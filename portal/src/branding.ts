import { DEFAULT_BRAND, DEFAULT_LOGIN_SUBTITLE, type PublicLoginSettings } from '@trilha/sdk/contract';
import { useEffect, useState } from 'react';
import { client } from './api';

export interface Branding {
  companyName: string;
  subtitle: string;
  logoUrl: string | null;
  backgroundUrl: string | null;
}

const DEFAULTS: Branding = {
  companyName: DEFAULT_BRAND,
  subtitle: DEFAULT_LOGIN_SUBTITLE,
  logoUrl: null,
  backgroundUrl: null,
};

/** A login-settings file name or path as a URL the browser can load (files live under /uploads/login/). */
export function loginAssetUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  if (/^(https?:)?\/\//.test(value) || value.startsWith('/') || value.startsWith('data:')) return value;
  return `/uploads/login/${value}`;
}

function toBranding(s: Partial<PublicLoginSettings>): Branding {
  return {
    companyName: s.company_name?.trim() || DEFAULT_BRAND,
    subtitle: s.login_subtitle?.trim() || DEFAULT_LOGIN_SUBTITLE,
    logoUrl: loginAssetUrl(s.login_logo_path),
    backgroundUrl: loginAssetUrl(s.login_background_image),
  };
}

let cached: Promise<Branding> | null = null;

const BRANDING_CHANGED = 'trilha:branding-changed';

/** Forgets the fetched branding after an admin saved it: mounted screens (navbar, login) load it again. */
export function invalidateBranding() {
  cached = null;
  window.dispatchEvent(new Event(BRANDING_CHANGED));
}

/** Public login settings, fetched once per page load; defaults when the call fails. */
export function loadBranding(): Promise<Branding> {
  cached ??= client.settings
    .publicLogin()
    .then(toBranding)
    .catch(() => {
      cached = null;
      return DEFAULTS;
    });
  return cached;
}

export function useBranding(): { branding: Branding; loaded: boolean } {
  const [state, setState] = useState<{ branding: Branding; loaded: boolean }>({ branding: DEFAULTS, loaded: false });
  useEffect(() => {
    let alive = true;
    const load = () =>
      loadBranding().then((branding) => {
        if (alive) setState({ branding, loaded: true });
      });
    load();
    window.addEventListener(BRANDING_CHANGED, load);
    return () => {
      alive = false;
      window.removeEventListener(BRANDING_CHANGED, load);
    };
  }, []);
  return state;
}
