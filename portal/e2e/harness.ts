/**
 * Browser end-to-end harness: the real built server (server/dist) on a free port with a temporary
 * DATA_DIR and the test SMTP sink, plus Chromium through puppeteer-core. Screenshots go to
 * test-output/screenshots/ (gitignored).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import axe from 'axe-core';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const screenshotsDir = path.join(repoRoot, 'test-output', 'screenshots');

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  output: () => string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `node server/dist/index.js` and waits until the API answers. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const entry = path.join(repoRoot, 'server', 'dist', 'index.js');
  for (const built of [entry, path.join(repoRoot, 'portal', 'dist', 'index.html')]) {
    if (!existsSync(built))
      throw new Error(`${path.relative(repoRoot, built)} não existe: rode \`npm run build\` antes dos testes e2e.`);
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'trilha-e2e-'));
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      BCRYPT_ROUNDS: '4',
      LOG_LEVEL: 'warn',
      // The tests build their own data on an empty database.
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`o servidor terminou (código ${child.exitCode}):\n${log}`);
    try {
      const res = await fetch(`${baseUrl}/api/settings/theme/public`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`o servidor não respondeu em 30 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    baseUrl,
    dataDir,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export async function newPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewport({ width: 1366, height: 860 });
  page.setDefaultTimeout(15_000);
  return page;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotsDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotsDir, `${name}.png`) });
}

/** Waits until the visible text of the page (or the open dialog) contains `text`. */
export async function waitForText(page: Page, text: string, options: { inDialog?: boolean; timeout?: number } = {}) {
  await retryOnNavigation(() =>
    page.waitForFunction(
      (t: string, inDialog: boolean) => {
        const dialogs = document.querySelectorAll<HTMLElement>('[role="dialog"]');
        const root = (inDialog && dialogs[dialogs.length - 1]) || document.body;
        return root.innerText.includes(t);
      },
      { timeout: options.timeout ?? 15_000 },
      text,
      options.inDialog === true,
    ),
  );
}

export async function waitForPath(page: Page, pathname: string, timeout = 15_000) {
  await retryOnNavigation(() =>
    page.waitForFunction((p: string) => window.location.pathname === p, { timeout }, pathname),
  );
}

/**
 * Waits until the screen at `pathname` has replaced the previous one: the URL changes at once, but
 * a lazy screen commits later, and until then the old screen (which may show the same words) is
 * still there. The tab title follows the new screen's heading only once it is on the page.
 */
export async function waitForScreen(page: Page, pathname: string, heading: string, timeout = 15_000) {
  await waitForPath(page, pathname, timeout);
  await retryOnNavigation(() =>
    page.waitForFunction(
      (h: string) => document.title === `${h} · ${document.title.split(' · ').pop()}`,
      { timeout },
      heading,
    ),
  );
}

/** Page text, for assertions on what a person sees. */
export async function visibleText(page: Page, inDialog = false): Promise<string> {
  return retryOnNavigation(() =>
    page.evaluate((inDialog: boolean) => {
      const dialogs = document.querySelectorAll<HTMLElement>('[role="dialog"]');
      const root = (inDialog && dialogs[dialogs.length - 1]) || document.body;
      return root.innerText;
    }, inDialog),
  );
}

async function retryOnNavigation<T>(action: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await action();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt < 5 && /context was destroyed|navigat/i.test(message)) {
        await new Promise((r) => setTimeout(r, 300));
        continue;
      }
      throw error;
    }
  }
}

const CLICKABLE = 'button, a, [role="tab"]';

/** The enabled, visible button (or link, or tab) whose text is exactly `text`. */
export async function findButton(
  page: Page,
  text: string,
  inDialog = false,
  selector = CLICKABLE,
): Promise<ElementHandle<Element>> {
  const handle = await retryOnNavigation(() =>
    page.waitForFunction(
      (t: string, inDialog: boolean, selector: string) => {
        const dialogs = document.querySelectorAll<HTMLElement>('[role="dialog"]');
        const root = (inDialog && dialogs[dialogs.length - 1]) || document.body;
        const candidates = [...root.querySelectorAll<HTMLElement>(selector)];
        return (
          candidates.find(
            (el) =>
              (el.innerText.trim() === t || el.getAttribute('aria-label') === t) &&
              el.offsetParent !== null &&
              !(el as HTMLButtonElement).disabled,
          ) ?? null
        );
      },
      {},
      text,
      inDialog,
      selector,
    ),
  );
  const element = handle.asElement();
  if (!element) throw new Error(`botão não encontrado: ${text}`);
  return element as ElementHandle<Element>;
}

export async function click(page: Page, text: string, inDialog = false): Promise<void> {
  const button = await findButton(page, text, inDialog);
  await button.click();
}

export async function clickTab(page: Page, text: string): Promise<void> {
  const tab = await findButton(page, text, false, '[role="tab"]');
  await tab.click();
}

/** A link of the side menu. */
export async function clickMenu(page: Page, text: string): Promise<void> {
  const link = await findButton(page, text, false, '.sidebar a');
  await link.click();
}

/** The control labelled `label` (the label text without the required mark). */
export async function field(page: Page, label: string, inDialog = false): Promise<ElementHandle<HTMLInputElement>> {
  const handle = await page.waitForFunction(
    (l: string, inDialog: boolean) => {
      const dialogs = document.querySelectorAll<HTMLElement>('[role="dialog"]');
      const root = (inDialog && dialogs[dialogs.length - 1]) || document.body;
      const found = [...root.querySelectorAll('label')].find((el) => el.textContent?.replace('*', '').trim() === l);
      return found?.htmlFor ? document.getElementById(found.htmlFor) : null;
    },
    {},
    label,
    inDialog,
  );
  return handle.asElement() as ElementHandle<HTMLInputElement>;
}

/** Chooses the option of the labelled <select> whose text contains `optionText`. */
export async function selectOption(page: Page, label: string, optionText: string, inDialog = false): Promise<void> {
  const control = await field(page, label, inDialog);
  const value = await control.evaluate(
    (el, text) => [...(el as unknown as HTMLSelectElement).options].find((o) => o.text.includes(text))?.value,
    optionText,
  );
  if (value === undefined) throw new Error(`opção não encontrada: ${optionText}`);
  await control.select(value);
}

/** Sets a date or time field as the browser's picker would (what is typed depends on the locale). */
export async function setInputValue(page: Page, label: string, value: string, inDialog = false): Promise<void> {
  const input = await field(page, label, inDialog);
  await input.evaluate((el, v) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(el, v);
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
  }, value);
}

export async function fill(page: Page, label: string, value: string, inDialog = false): Promise<void> {
  const input = await field(page, label, inDialog);
  await input.click({ count: 3 });
  await input.evaluate((el) => el.select?.());
  await page.keyboard.press('Backspace');
  if (value) await input.type(value);
}

/** A small solid-colour PNG on disk, for the photo upload. */
export function writePng(dir: string, name: string, rgb: [number, number, number]): string {
  const size = 96;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  const file = path.join(dir, name);
  writeFileSync(file, png);
  return file;
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** Waits for a finished download in `dir` whose name matches (a `.crdownload` is still arriving). */
export async function waitForDownload(dir: string, match: RegExp, timeout = 20_000): Promise<string> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const file = readdirSync(dir).find((f) => match.test(f) && !f.endsWith('.crdownload'));
    if (file) return path.join(dir, file);
    if (Date.now() > deadline)
      throw new Error(`download não concluído: ${match} em ${dir} (${readdirSync(dir).join(', ')})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Lets the page save downloads into `dir` (the tests open the files they download). */
export async function allowDownloads(page: Page, dir: string): Promise<void> {
  const cdp = await page.createCDPSession();
  await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: dir });
}

/**
 * An afterEach hook that keeps a screenshot of the page when a test fails, named
 * `<prefix>-<test name>`; a page stuck on a dialog gets 10 s, never hangs the hook.
 */
export function screenshotOnFailure(getPage: () => Page | undefined, prefix: string) {
  return async (context: { task: { name: string; result?: { state?: string } } }) => {
    const page = getPage();
    if (context.task.result?.state !== 'fail' || !page) return;
    const name = context.task.name.replace(/[^\w-]+/g, '-').slice(0, 60);
    await Promise.race([
      screenshot(page, `${prefix}-${name}`).catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, 10_000)),
    ]);
  };
}

/** axe-core's rule tags for WCAG 2.0, 2.1 and 2.2, levels A and AA (issue 17). */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** One element that breaks one rule: the rule id, its impact, the element's selector and axe's advice. */
export interface AxeFinding {
  rule: string;
  impact: string;
  target: string;
  summary: string;
}

/**
 * Waits until the finite animations of the page have ended (a dialog's entrance, a banner's fade):
 * a colour caught half-way is no contrast verdict. Endless ones (spinners) are not waited for.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A change that just happened (a resize, a click) starts its transitions a frame or two later,
    // after React commits: wait for those frames, or the list below is still empty.
    await Promise.race([
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))),
      // A page that paints no frames (hidden) must not hang here.
      new Promise((resolve) => setTimeout(resolve, 300)),
    ]);
    // The document's list leaves out the animations inside shadow roots (the widgets).
    const shadowRoots = [...document.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? [el.shadowRoot] : []));
    const finite = [document, ...shadowRoots]
      .flatMap((root) => root.getAnimations())
      .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY));
    await Promise.race([
      Promise.all(finite.map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]);
  });
}

/**
 * Runs axe-core in the page with the WCAG 2.x A/AA rules (open shadow roots included; `include`
 * limits it to some elements, e.g. the widgets' hosts on a page that is not ours) and answers the
 * serious and critical violations, one line per element. axe.source goes in through the DevTools
 * protocol, so the page's Content-Security-Policy does not stand in the way.
 */
export async function axeFindings(page: Page, include?: string[]): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(axe.source);
  await settleAnimations(page);
  return page.evaluate(
    async (tags: string[], include: string[] | null) => {
      const runner = (window as unknown as { axe: typeof axe }).axe;
      const context = include ? { include: include.map((s) => [s]) } : document;
      const result = await runner.run(context as never, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        iframes: false,
      });
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .flatMap((v) =>
          v.nodes.map((node) => ({
            rule: v.id,
            impact: v.impact ?? '',
            target: node.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : String(t))).join(' | '),
            summary: node.failureSummary?.replace(/\s+/g, ' ').trim() ?? v.help,
          })),
        );
    },
    WCAG_AA_TAGS,
    include ?? null,
  );
}

/** The page's width and the viewport's: wider means the page scrolls sideways (tables scroll in their own region). */
export function pageScrollsSideways(
  page: Page,
): Promise<{ scrollWidth: number; innerWidth: number; offenders: string[] }> {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    // The innermost elements that reach past the right edge: what to fix when the page scrolls sideways.
    const past = [...document.querySelectorAll('body *')].filter(
      (el) => el.getBoundingClientRect().right > innerWidth + 1,
    );
    const offenders = past
      .filter((el) => !past.some((other) => other !== el && el.contains(other)))
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} (${Math.round(el.getBoundingClientRect().right)})`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, offenders };
  });
}

/**
 * At 320 px the page, and an open dialog, scroll only downwards. `prepare` runs at that width
 * (reopen a dialog, scroll to a part); the check waits for the layout to follow the new width (the
 * side menu folds away a frame or two later), names the elements past the right edge when it
 * fails, then `photograph` runs at that width; the viewport comes back after.
 */
export async function atNarrowScreen(
  page: Page,
  name: string,
  photograph: () => Promise<void>,
  prepare?: () => Promise<void>,
): Promise<void> {
  const viewport = page.viewport() ?? { width: 1366, height: 860 };
  await page.setViewport({ width: 320, height: 720 });
  try {
    await prepare?.();
    await settleAnimations(page);
    await page
      .waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth, { timeout: 3000 })
      .catch(() => undefined);
    const { scrollWidth, innerWidth, offenders } = await pageScrollsSideways(page);
    if (scrollWidth > innerWidth) {
      throw new Error(`${name}: a página rola para o lado a 320 px (${scrollWidth} px): ${offenders.join(', ')}`);
    }
    const dialog = await page.evaluate(() => {
      const d = document.querySelector<HTMLElement>('[role="dialog"]');
      return d ? d.scrollWidth - d.clientWidth : 0;
    });
    if (dialog > 0) throw new Error(`${name}: o diálogo rola para o lado a 320 px (${dialog} px a mais)`);
    await photograph();
  } finally {
    await page.setViewport(viewport);
    // The side menu slides back in: let it settle before the next clicks.
    await new Promise((resolve) => setTimeout(resolve, 800));
  }
}

/**
 * The screenshots and axe audits of a browser test file: `shot(name)` lets the entrance of a
 * dialog or banner end first; `audit(name)` fails on any serious or critical WCAG 2.2 A/AA finding,
 * listing rule, element and advice, and records the state in `audited`.
 */
export function screenAuditor(getPage: () => Page) {
  const audited: string[] = [];
  return {
    audited,
    async shot(name: string) {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await screenshot(getPage(), name);
    },
    async audit(name: string) {
      const findings = await axeFindings(getPage());
      const report = findings.map((f) => `${f.rule} (${f.impact}) em ${f.target}: ${f.summary}`);
      if (report.length) throw new Error(`${name}: violações graves de WCAG 2.2 AA:\n${report.join('\n')}`);
      audited.push(name);
    },
  };
}
