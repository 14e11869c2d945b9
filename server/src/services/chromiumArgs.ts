/**
 * Flags for Debian's Chromium, headless as root on a closed network (no sandbox, no background
 * calls home); shared by the certificate printer and the benchmark's page-pool ceiling.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
];
