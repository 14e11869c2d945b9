import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { runtime } from '../runtime';
import { CHROMIUM_ARGS } from './chromiumArgs';

/**
 * One Chromium per process, started on first use, with a small pool of reused pages: printing a
 * certificate costs a page render, not a browser start.
 */
const POOL_SIZE = 2;
let browser: Promise<Browser> | null = null;
const idle: Page[] = [];
const waiting: ((page: Page) => void)[] = [];
let open = 0;

function launch(): Promise<Browser> {
  browser ??= puppeteer
    .launch({
      executablePath: runtime().config.chromiumPath,
      headless: true,
      args: CHROMIUM_ARGS,
    })
    .then((b) => {
      b.on('disconnected', () => {
        browser = null;
        idle.length = 0;
        open = 0;
      });
      return b;
    })
    .catch((err) => {
      browser = null;
      throw err;
    });
  return browser;
}

async function acquire(): Promise<Page> {
  const page = idle.pop();
  if (page && !page.isClosed()) return page;
  if (open < POOL_SIZE) {
    open += 1;
    try {
      const p = await (await launch()).newPage();
      // Certificates are self-contained HTML: nothing may be fetched from the network.
      await p.setJavaScriptEnabled(false);
      return p;
    } catch (err) {
      open -= 1;
      throw err;
    }
  }
  return new Promise((resolve) => waiting.push(resolve));
}

function release(page: Page): void {
  const next = waiting.shift();
  if (next) next(page);
  else idle.push(page);
}

export async function htmlToPdf(html: string, options: { landscape?: boolean } = {}): Promise<Buffer> {
  const page = await acquire();
  try {
    await page.setContent(html, { waitUntil: 'load', timeout: 30_000 });
    const pdf = await page.pdf({
      format: 'A4',
      landscape: options.landscape ?? true,
      printBackground: true,
      preferCSSPageSize: true,
    });
    return Buffer.from(pdf);
  } catch (err) {
    // A broken page is dropped; whoever waits for one gets a fresh page instead.
    await page.close().catch(() => undefined);
    open -= 1;
    const next = waiting.shift();
    if (next) void acquire().then(next);
    throw err;
  } finally {
    if (!page.isClosed()) release(page);
  }
}

export async function closePdfBrowser(): Promise<void> {
  const current = browser;
  browser = null;
  idle.length = 0;
  open = 0;
  if (current) await (await current).close().catch(() => undefined);
}
