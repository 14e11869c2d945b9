/**
 * Embedding end to end (issue 6), in Chromium against the built server and the example intranet
 * (examples/intranet-html) on another localhost port, i.e. another origin. The company, its
 * allowed origin, API key, student, course (one lesson of duration 0) and assessment are set up
 * through the API; the intranet page loads /sdk/trilha.js with a <script> tag, gets its token
 * from its own back end, and the student plays the lesson, passes the assessment and sees the
 * certificate in the list — with the intranet's CSS untouched and the API key nowhere in the
 * browser. Then the admin sees the key in the portal's 'Integração' section, creates and revokes one.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { CERTIFICATE_MSG, EMBED_MSG } from '@trilha/sdk/contract';
import type { Browser, ElementHandle, HTTPRequest, HTTPResponse, Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ASSESSMENT_TEXT } from '../../sdk/src/widgets/Assessment/messages';
import { CERTIFICATE_TEXT } from '../../sdk/src/widgets/Certificates/messages';
import { PLAYER_MSG } from '../../sdk/src/widgets/CoursePlayer/messages';
import { T } from '../src/messages';
import { INTEGRATION_TEXT } from '../src/scenes/Users/CompanyIntegration';
import {
  click,
  clickMenu,
  clickTab,
  fill,
  launchBrowser,
  newPage,
  type RunningServer,
  repoRoot,
  screenshot,
  screenshotOnFailure,
  screenshotsDir,
  startServer,
  visibleText,
  waitForPath,
  waitForText,
} from './harness';

const ADMIN = { email: 'admin@trilha.local', password: 'admin-e2e-123' };
const COMPANY = 'Metalúrgica Exemplo S.A.';
const STUDENT = { name: 'Joana Ferreira', email: 'joana.ferreira@metalurgica.exemplo' };
const COURSE = 'NR-12 Segurança em Máquinas';
const LESSON = 'Proteções fixas e móveis';
const ASSESSMENT = 'Avaliação NR-12';
const QUESTION = { text: 'Uma proteção fixa pode ser removida durante a operação?', right: 'Não', wrong: 'Sim' };
const SLOTS = { player: 'trilha-curso', assessment: 'trilha-avaliacao', certificates: 'trilha-certificados' };

/** The intranet's own styles that must look the same with the widgets mounted. */
const HOST_STYLE_PROBES: Record<string, string[]> = {
  body: ['font-family', 'font-size', 'line-height', 'background-color', 'color', 'margin-top'],
  '.intranet-header': ['background-color', 'color', 'border-bottom-color', 'border-bottom-width', 'display'],
  h1: ['color', 'font-family', 'text-transform'],
  '.intranet-intro p': ['font-style', 'color'],
  '#intranet-help': ['background-color', 'color', 'font-family', 'text-transform', 'border-radius', 'border-top-width'],
  '.intranet-card': ['background-color', 'border-top-style', 'padding-left'],
};

let server: RunningServer;
let intranet: { url: string; process: ChildProcess; output: () => string } | null = null;
let browser: Browser;
let page: Page;
let adminToken = '';
let companyId = 0;
let apiKey = '';
let keyPrefix = '';
let courseId = 0;
let assessmentId = 0;
const seen: { requests: string[]; bodies: Promise<string>[] } = { requests: [], bodies: [] };

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

async function api<T = Record<string, unknown>>(
  expected: number,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(server.baseUrl + url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  if (res.status !== expected) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

/** Starts examples/intranet-html/server.mjs on its own port with the key in its environment only. */
async function startIntranet() {
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, [path.join(repoRoot, 'examples', 'intranet-html', 'server.mjs')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      TRILHA_URL: server.baseUrl,
      TRILHA_API_KEY: apiKey,
      TRILHA_COURSE_ID: String(courseId),
      TRILHA_ASSESSMENT_ID: String(assessmentId),
      INTRANET_USER_EMAIL: STUDENT.email,
      INTRANET_USER_NAME: STUDENT.name,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => {
    log += c.toString();
  });
  child.stderr?.on('data', (c: Buffer) => {
    log += c.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`a intranet de exemplo terminou:\n${log}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`a intranet de exemplo não respondeu:\n${log}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  return { url, process: child, output: () => log };
}

/** What a person sees inside one widget's shadow root. */
function widgetText(slot: string): Promise<string> {
  return page.evaluate(
    (id: string) =>
      (document.getElementById(id)?.shadowRoot?.querySelector('.trilha-embed') as HTMLElement | null)?.innerText ?? '',
    slot,
  );
}

async function waitForWidgetText(slot: string, text: string, timeout = 20_000) {
  await page.waitForFunction(
    (id: string, t: string) =>
      ((document.getElementById(id)?.shadowRoot?.querySelector('.trilha-embed') as HTMLElement | null)?.innerText ?? '')
        .replace(/\s+/g, ' ')
        .includes(t),
    { timeout },
    slot,
    text,
  );
}

/** The enabled, visible button of a widget whose text (or aria-label) is `text`. */
async function widgetButton(slot: string, text: string): Promise<ElementHandle<Element>> {
  const handle = await page.waitForFunction(
    (id: string, t: string) => {
      const root = document.getElementById(id)?.shadowRoot;
      if (!root) return null;
      return (
        [...root.querySelectorAll<HTMLButtonElement>('button')].find(
          (b) =>
            (b.innerText.trim() === t || b.getAttribute('aria-label') === t) &&
            !b.disabled &&
            b.getClientRects().length > 0,
        ) ?? null
      );
    },
    {},
    slot,
    text,
  );
  return handle.asElement() as ElementHandle<Element>;
}

async function clickInWidget(slot: string, text: string) {
  await (await widgetButton(slot, text)).click();
}

async function chooseOption(text: string) {
  const handle = await page.waitForFunction(
    (id: string, t: string) =>
      [...(document.getElementById(id)?.shadowRoot?.querySelectorAll<HTMLElement>('.trilha-option') ?? [])].find(
        (l) => l.querySelector('.trilha-option__text')?.textContent === t,
      ) ?? null,
    {},
    SLOTS.assessment,
    text,
  );
  await (handle.asElement() as ElementHandle<Element>).click();
}

function hostStyles(): Promise<Record<string, Record<string, string>>> {
  return page.evaluate((probes: Record<string, string[]>) => {
    const out: Record<string, Record<string, string>> = {};
    for (const [selector, properties] of Object.entries(probes)) {
      const element = document.querySelector(selector);
      if (!element) throw new Error(`sem ${selector}`);
      const style = getComputedStyle(element);
      out[selector] = Object.fromEntries(properties.map((p) => [p, style.getPropertyValue(p)]));
    }
    return out;
  }, HOST_STYLE_PROBES);
}

/** The events the intranet page logged from the widgets' callbacks. */
function intranetEvents(): Promise<string[]> {
  return page.$$eval('#intranet-events li', (items) => items.map((li) => (li as HTMLElement).dataset.event ?? ''));
}

async function fullShot(name: string) {
  mkdirSync(screenshotsDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotsDir, `${name}.png`), fullPage: true });
}

function watchNetwork(p: Page) {
  p.on('request', (request: HTTPRequest) => {
    seen.requests.push(
      [request.method(), request.url(), JSON.stringify(request.headers()), request.postData() ?? ''].join(' '),
    );
  });
  p.on('response', (response: HTTPResponse) => {
    seen.bodies.push(response.text().catch(() => ''));
  });
}

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  adminToken = (await api<{ token: string }>(200, 'POST', '/api/auth/login', { body: ADMIN })).token;

  // The course: one lesson without video and of duration 0, and a one-question final assessment.
  courseId = (
    await api<{ courseId: number }>(201, 'POST', '/api/courses', {
      token: adminToken,
      body: { title: COURSE, description: 'Proteções de máquinas e equipamentos.', status: 'published' },
    })
  ).courseId;
  await api(200, 'PUT', `/api/courses/${courseId}/content`, {
    token: adminToken,
    body: { modules: [{ title: 'Proteções', lessons: [{ title: LESSON, video_type: 'youtube', duration: 0 }] }] },
  });
  assessmentId = (
    await api<{ assessmentId: number }>(201, 'POST', '/api/assessments', {
      token: adminToken,
      body: {
        course_id: courseId,
        title: ASSESSMENT,
        time_limit: 10,
        passing_score: 70,
        questions: [
          {
            text: QUESTION.text,
            options: [
              { text: QUESTION.wrong, isCorrect: false },
              { text: QUESTION.right, isCorrect: true },
            ],
          },
        ],
      },
    })
  ).assessmentId;

  // The client company: its student (enrolled), an API key, and later the intranet's origin.
  companyId = (
    await api<{ company: { id: number } }>(201, 'POST', '/api/companies', {
      token: adminToken,
      body: { name: COMPANY },
    })
  ).company.id;
  const student = await api<{ user: { id: number } }>(201, 'POST', '/api/users', {
    token: adminToken,
    body: { ...STUDENT, password: 'provisoria1', role: 'student', company_id: companyId },
  });
  await api(201, 'POST', `/api/courses/${courseId}/enroll`, { token: adminToken, body: { userId: student.user.id } });
  const created = await api<{ key: string; prefix: string }>(201, 'POST', `/api/companies/${companyId}/api-keys`, {
    token: adminToken,
    body: { name: 'Intranet RH' },
  });
  apiKey = created.key;
  keyPrefix = created.prefix;

  intranet = await startIntranet();
  await api(200, 'PUT', `/api/companies/${companyId}/embed-origins`, {
    token: adminToken,
    body: { origins: [intranet.url] },
  });

  browser = await launchBrowser();
  page = await newPage(browser);
  watchNetwork(page);
});

afterEach(screenshotOnFailure(() => page, 'embed-falha'));

afterEach((context) => {
  if (context.task.result?.state === 'fail' && intranet) console.error(intranet.output());
});

afterAll(async () => {
  await browser?.close();
  if (intranet && intranet.process.exitCode === null) {
    const exited = new Promise((r) => intranet?.process.once('exit', r));
    intranet.process.kill('SIGTERM');
    await exited;
  }
  await server?.stop();
});

describe('embedding: the example intranet on another origin', () => {
  let before: Record<string, Record<string, string>>;

  it('shows the intranet with its own styles (widgets script blocked, for the baseline)', async () => {
    expect(new URL(intranet!.url).origin).not.toBe(new URL(server.baseUrl).origin);
    await page.setRequestInterception(true);
    const block = (request: HTTPRequest) => {
      if (request.url().endsWith('/sdk/trilha.js')) void request.abort();
      else void request.continue();
    };
    page.on('request', block);
    await page.goto(intranet!.url);
    await page.waitForSelector('.intranet-header');
    before = await hostStyles();
    expect(before.body?.['font-family']).toContain('Georgia');
    expect(before['.intranet-header']?.['background-color']).toBe('rgb(122, 31, 31)');
    expect(before['#intranet-help']?.['background-color']).toBe('rgb(217, 119, 6)');
    expect(await widgetText(SLOTS.player)).toBe('');
    await fullShot('embed-01-intranet-sem-widgets');
    page.off('request', block);
    await page.setRequestInterception(false);
  });

  it('mounts the three widgets in shadow roots, with a token from the intranet back end', async () => {
    const tokenAnswer = page.waitForResponse((r) => r.url() === `${intranet!.url}/token`);
    await page.goto(intranet!.url);
    const answer = await tokenAnswer;
    expect(answer.status()).toBe(200);
    expect(Object.keys(await answer.json()).sort()).toEqual(['expires_at', 'token']);

    await waitForWidgetText(SLOTS.player, LESSON);
    await waitForWidgetText(SLOTS.assessment, ASSESSMENT);
    await waitForWidgetText(SLOTS.certificates, CERTIFICATE_TEXT.emptyStudent);
    for (const slot of Object.values(SLOTS)) {
      expect(await page.$eval(`#${slot}`, (el) => el.shadowRoot?.mode)).toBe('open');
      // Each widget carries its own stylesheet inside the shadow root.
      expect(await page.$eval(`#${slot}`, (el) => el.shadowRoot?.querySelectorAll('style').length ?? 0)).toBe(2);
    }

    // The page's styles are exactly as before, and its loud button/heading rules never reach the widgets.
    expect(await hostStyles()).toEqual(before);
    const widgetButtonStyle = await (await widgetButton(SLOTS.player, PLAYER_MSG.markDone)).evaluate((b) => {
      const s = getComputedStyle(b);
      return { transform: s.textTransform, font: s.fontFamily, background: s.backgroundColor, radius: s.borderRadius };
    });
    expect(widgetButtonStyle.transform).toBe('none');
    expect(widgetButtonStyle.font).not.toMatch(/Courier|Georgia/);
    expect(widgetButtonStyle.background).not.toBe('rgb(217, 119, 6)');
    expect(widgetButtonStyle.radius).not.toBe('0px');
    const hostFont = await page.$eval(`#${SLOTS.player}`, (el) => getComputedStyle(el).fontFamily);
    expect(hostFont).not.toContain('Georgia');
    // The theme is the page's choice, through custom properties on the shadow host.
    expect(
      await page.$eval(`#${SLOTS.player}`, (el) => (el as HTMLElement).style.getPropertyValue('--trilha-primary')),
    ).toBe('#0b5394');
    await fullShot('embed-02-widgets-montados');
  });

  it('plays the lesson in the player and sends lessonComplete and courseComplete to the page', async () => {
    await clickInWidget(SLOTS.player, PLAYER_MSG.markDone);
    await page.waitForFunction(
      () => document.querySelectorAll('#intranet-events li[data-event="navigate"]').length > 0,
    );
    const events = await intranetEvents();
    expect(events).toEqual(expect.arrayContaining(['lessonComplete', 'courseComplete', 'navigate']));
    expect(await page.$eval('#intranet-events', (el) => el.textContent)).toContain(`"assessmentId":${assessmentId}`);
    // The page reloaded the player on courseComplete: it shows the finished course.
    await waitForWidgetText(SLOTS.player, PLAYER_MSG.lessonsDone(1, 1));
    await screenshot(page, 'embed-03-aula-concluida');
  });

  it('takes the assessment in the assessment widget and gets the certificate', async () => {
    // The page reloaded the assessment when the player asked for it: it can start now.
    await clickInWidget(SLOTS.assessment, ASSESSMENT_TEXT.start);
    await waitForWidgetText(SLOTS.assessment, QUESTION.text);
    await chooseOption(QUESTION.right);
    await waitForWidgetText(SLOTS.assessment, ASSESSMENT_TEXT.answered(1, 1));
    await clickInWidget(SLOTS.assessment, ASSESSMENT_TEXT.finish);
    await waitForWidgetText(SLOTS.assessment, ASSESSMENT_TEXT.approved);
    await waitForWidgetText(SLOTS.assessment, CERTIFICATE_MSG.generated);
    expect(await widgetText(SLOTS.assessment)).toContain('100%');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('#intranet-events li')].some((li) => li.textContent?.includes('certificateIssued')),
    );
    expect(await intranetEvents()).toEqual(expect.arrayContaining(['assessmentFinished', 'certificateIssued']));
    await page.$eval(`#${SLOTS.assessment}`, (el) => el.scrollIntoView());
    await screenshot(page, 'embed-04-avaliacao-aprovada');
  });

  it('shows the certificate in the list widget, with the intranet still styled as before', async () => {
    // The page reloads the list on onCertificateIssued.
    await waitForWidgetText(SLOTS.certificates, COURSE);
    const minted = await fetch(`${intranet!.url}/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    }).then((r) => r.json() as Promise<{ token: string }>);
    const my = await api<{ temporary: { certificate_code: string }[] }>(200, 'GET', '/api/certificates/my', {
      token: minted.token,
    });
    const code = my.temporary[0]?.certificate_code as string;
    expect(code).toBeTruthy();
    await waitForWidgetText(SLOTS.certificates, code);
    expect(await widgetText(SLOTS.certificates)).toContain(CERTIFICATE_TEXT.temporaryBadge);
    expect(await hostStyles()).toEqual(before);
    const offer = await widgetButton(SLOTS.assessment, ASSESSMENT_TEXT.notNow).catch(() => null);
    await offer?.click();
    await page.$eval(`#${SLOTS.certificates}`, (el) => el.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'embed-05-certificado-na-lista');
    await fullShot('embed-06-pagina-inteira');
  });

  it('never lets the API key reach the browser: page source, scripts and network', async () => {
    const html = await (await fetch(intranet!.url)).text();
    const script = await (await fetch(`${intranet!.url}/intranet.js`)).text();
    expect(html).not.toContain(apiKey);
    expect(script).not.toContain(apiKey);
    expect(await page.content()).not.toContain(apiKey);
    expect(await page.evaluate(() => JSON.stringify(window.localStorage) + document.cookie)).not.toContain('tsk_');

    const bodies = await Promise.all(seen.bodies);
    expect(seen.requests.length).toBeGreaterThan(10);
    for (const line of seen.requests) {
      expect(line).not.toContain(apiKey);
      expect(line).not.toContain(keyPrefix);
    }
    for (const body of bodies) expect(body).not.toContain(apiKey);
    // The browser never calls the key endpoint itself; the API calls carry the student token.
    expect(seen.requests.some((l) => l.includes('/api/embed/token'))).toBe(false);
    expect(seen.requests.some((l) => l.startsWith(`POST ${intranet!.url}/token`))).toBe(true);
    expect(
      seen.requests.some((l) => l.includes(`${server.baseUrl}/api/courses/${courseId}`) && /bearer ey/i.test(l)),
    ).toBe(true);
  });
});

describe('portal: the company Integração section', () => {
  it('lists the key by prefix and the origin, creates a key shown once and revokes it', async () => {
    const portal = await newPage(browser);
    page = portal;
    await page.goto(`${server.baseUrl}/login`);
    await waitForText(page, T.login.welcome);
    await fill(page, T.login.userLabel, ADMIN.email);
    await fill(page, T.login.passwordLabel, ADMIN.password);
    await click(page, T.login.submit);
    await waitForPath(page, '/dashboard');
    await clickMenu(page, T.nav.users);
    await waitForPath(page, '/users');
    await clickTab(page, T.users.tabCompanies);
    await waitForText(page, COMPANY);
    await click(page, INTEGRATION_TEXT.openLabel(COMPANY));
    await waitForText(page, INTEGRATION_TEXT.title, { inDialog: true });
    await waitForText(page, `tsk_${keyPrefix}_`, { inDialog: true });

    let text = await visibleText(page, true);
    expect(text).toContain('Intranet RH');
    expect(text).not.toContain(INTEGRATION_TEXT.neverUsed); // the intranet used it
    expect(text).not.toContain(apiKey);
    expect(text).toContain('/sdk/trilha.js');
    expect(await page.$eval('[role="dialog"] textarea', (el) => (el as HTMLTextAreaElement).value)).toBe(intranet!.url);
    await screenshot(page, 'embed-07-portal-integracao');

    await page.type('[role="dialog"] input.input', 'Intranet filial');
    await click(page, INTEGRATION_TEXT.createKey, true);
    await waitForText(page, EMBED_MSG.keyCreated, { inDialog: true });
    const shown = await page.$eval('[role="dialog"] .integration-key', (el) => el.textContent ?? '');
    expect(shown).toMatch(/^tsk_[0-9a-f]{12}_/);
    await screenshot(page, 'embed-08-chave-criada');
    await click(page, INTEGRATION_TEXT.keyStored, true);
    text = await visibleText(page, true);
    expect(text).not.toContain(shown); // shown once

    const prefix = shown.split('_')[1] as string;
    await click(page, INTEGRATION_TEXT.revokeLabel(`tsk_${prefix}_…`), true);
    await waitForText(page, INTEGRATION_TEXT.revokeTitle, { inDialog: true });
    await click(page, INTEGRATION_TEXT.revoke, true);
    await waitForText(page, EMBED_MSG.keyRevoked);
    await waitForText(page, 'Revogada em', { inDialog: true });
    const revoked = await api(401, 'POST', '/api/embed/token', {
      headers: { 'X-Api-Key': shown },
      body: { email: STUDENT.email },
    });
    expect(revoked).toEqual({ message: EMBED_MSG.invalidKey, error: 'authentication_required' });
    await screenshot(page, 'embed-09-chave-revogada');
    await page.$eval('[role="dialog"] .integration-code', (el) => el.scrollIntoView({ block: 'center' }));
    expect(await page.$eval('[role="dialog"] .integration-code', (el) => el.textContent)).toContain(
      `${server.baseUrl}/sdk/trilha.js`,
    );
    await screenshot(page, 'embed-10-snippet');
  });

  it('a refused origin gets no CORS answer, and a revoked intranet key stops minting', async () => {
    const evil = await fetch(`${server.baseUrl}/api/courses`, { headers: { Origin: 'http://127.0.0.1:1' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    await api(200, 'DELETE', `/api/companies/${companyId}/api-keys/${await keyId()}`, { token: adminToken });
    const res = await fetch(`${intranet!.url}/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(502);
    expect(JSON.stringify(await res.json())).not.toContain('tsk_');
  });
});

async function keyId(): Promise<number> {
  const { keys } = await api<{ keys: { id: number; prefix: string }[] }>(
    200,
    'GET',
    `/api/companies/${companyId}/api-keys`,
    { token: adminToken },
  );
  return keys.find((k) => k.prefix === keyPrefix)?.id as number;
}
