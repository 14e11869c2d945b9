/**
 * The certificate PDFs' ceiling (bench/scenarios/pdf.ts), a child process of its own: one
 * Chromium launched at start, a pool of reused pages (as many as the project's, 2), each request
 * printing prepared certificate HTML with the project's page.pdf() options. No database, no
 * template, no QR code, no cache, no audit row: only what a PDF costs in Chromium.
 *
 *   GET /pdf?i=N   the PDF of the N-th HTML (mod the count) of CEILING_PDF_HTML
 *
 * Env: CEILING_PORT, CEILING_PDF_HTML (JSON file: array of HTML strings), CEILING_PDF_POOL (2),
 * CHROMIUM_PATH (/usr/bin/chromium). Prints "ready <port>" when listening.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS } from '../../server/src/services/chromiumArgs';

const port = Number(process.env.CEILING_PORT ?? 0);
const pages: string[] = JSON.parse(readFileSync(process.env.CEILING_PDF_HTML ?? '', 'utf8'));
const poolSize = Number(process.env.CEILING_PDF_POOL ?? 2);

// The project's launch flags (server/src/services/pdf.ts), so both print alike.
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  headless: true,
  args: CHROMIUM_ARGS,
});
const idle: Page[] = [];
for (let i = 0; i < poolSize; i++) {
  const page = await browser.newPage();
  await page.setJavaScriptEnabled(false);
  idle.push(page);
}
const waiting: ((page: Page) => void)[] = [];
const acquire = () => {
  const page = idle.pop();
  return page ? Promise.resolve(page) : new Promise<Page>((resolve) => waiting.push(resolve));
};
const release = (page: Page) => {
  const next = waiting.shift();
  if (next) next(page);
  else idle.push(page);
};

async function print(html: string): Promise<Uint8Array> {
  const page = await acquire();
  try {
    await page.setContent(html, { waitUntil: 'load', timeout: 30_000 });
    return await page.pdf({ format: 'A4', landscape: true, printBackground: true, preferCSSPageSize: true });
  } finally {
    release(page);
  }
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://ceiling');
  if (url.pathname !== '/pdf' || !pages.length) {
    res.writeHead(404).end();
    return;
  }
  const html = pages[Number(url.searchParams.get('i') ?? 0) % pages.length] as string;
  print(html).then(
    (pdf) => {
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': pdf.length });
      res.end(pdf);
    },
    (err: Error) => {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(err.message);
    },
  );
});
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  console.log(`ready ${address && typeof address === 'object' ? address.port : port}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void browser.close().finally(() => process.exit(0));
  });
}
