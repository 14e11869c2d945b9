/**
 * Theme colours stay readable and motion can be turned off (issue 17 items 4 and 5), in Chromium
 * against the built server. A light primary colour (#FFD700) is set in Settings through the API;
 * the login page, the admin's and the student's dashboards, the course player and Settings are
 * read back as Chromium paints them: the computed text colour of a primary button, the sidebar's
 * active and plain items, the navbar, the login footer over its gradient (and over a white photo)
 * and the widgets' theme text reach 4.5:1. Then, with `prefers-reduced-motion: reduce`, a dialog
 * opens with no running animation, no element anywhere keeps an animation or transition longer
 * than 0.01 s, and a widget's spinner in its shadow root rests still (without the preference, the
 * same dialog and spinner do move: the checks can fail). Screenshots go to /tmp/theme-contrast.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { blendColor, contrastRatio, DEFAULT_THEME_COLOR, mixColor, NEAR_BLACK, toHex } from '@trilha/sdk/contract';
import type { Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../src/messages';
import { click, fill, waitForText, writePng } from './harness';
import { ADMIN, activateStudent, apiAs, type Portal, publishedCourse, signIn, signOut, startPortal } from './people';

const SHOTS = '/tmp/theme-contrast';
const YELLOW = '#FFD700';
const AA = 4.5;
const STUDENT = { name: 'Marta Lins', email: 'marta.lins@industria.com.br', password: 'SenhaMarta1' };
const COURSE = 'NR-26 Sinalização de Segurança';

let portal: Portal;
let page: Page;
let baseUrl = '';
let courseId = 0;

beforeAll(async () => {
  portal = await startPortal();
  page = portal.page;
  baseUrl = portal.server.baseUrl;
  mkdirSync(SHOTS, { recursive: true });
  ({ courseId } = await publishedCourse(baseUrl, portal.adminToken, COURSE, 'Cores e símbolos'));
  const student = await activateStudent(baseUrl, portal.smtp, portal.adminToken, STUDENT);
  await (await admin()).courses.enroll(courseId, student.id);
});

// A failing test leaves its screen in /tmp, never in the repository.
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail')
    await shot(`falha-${task.name.replace(/[^\w-]+/g, '-').slice(0, 60)}`).catch(() => undefined);
});

afterAll(() => portal?.stop());

/** The admin's API client, on a fresh session (signing out in the browser ends the admin's sessions). */
const admin = async () => apiAs(baseUrl, (await apiAs(baseUrl).auth.login(ADMIN)).token);

async function shot(name: string) {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

type Rgba = [number, number, number, number];

/** A computed CSS colour (`rgb()`, `rgba()`, `color(srgb ...)`, `transparent`) as 0-255 channels and alpha. */
function parseComputed(value: string): Rgba {
  if (value === 'transparent') return [0, 0, 0, 0];
  const srgb = /^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.]+))?\)$/.exec(value);
  if (srgb) return [Number(srgb[1]) * 255, Number(srgb[2]) * 255, Number(srgb[3]) * 255, Number(srgb[4] ?? 1)];
  const rgb = /^rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)(?:[,/] ?([\d.]+))?\)$/.exec(value);
  if (!rgb) throw new Error(`cor computada não reconhecida: ${value}`);
  return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), Number(rgb[4] ?? 1)];
}

const hexOf = ([r, g, b]: Rgba) => toHex([r, g, b]);

/** An element's text colour and, from it up through its ancestors (out of shadow roots too), each background and opacity. */
interface Painted {
  color: Rgba;
  layers: { background: Rgba; opacity: number }[];
}

async function painted(selector: string, target: Page = page): Promise<Painted> {
  await target.waitForSelector(selector);
  const found = await target.evaluate((selector: string) => {
    const el = document.querySelector(selector);
    if (!el) return null;
    const layers: { background: string; opacity: number }[] = [];
    for (let node: Element | null = el; node; ) {
      const style = getComputedStyle(node);
      layers.push({ background: style.backgroundColor, opacity: Number(style.opacity) });
      node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host || null);
    }
    return { color: getComputedStyle(el).color, layers };
  }, selector);
  if (!found) throw new Error(`elemento não encontrado: ${selector}`);
  return {
    color: parseComputed(found.color),
    layers: found.layers.map((l) => ({ background: parseComputed(l.background), opacity: l.opacity })),
  };
}

/**
 * What a person sees: the backgrounds stacked behind the text down to the first opaque one (or
 * `base`, for an element over a gradient or photo), and the text with its alpha and the opacity of
 * every element in between.
 */
function composite({ color, layers }: Painted, base = '#ffffff') {
  const stack: Rgba[] = [];
  let opacity = 1;
  for (const layer of layers) {
    stack.push(layer.background);
    if (layer.background[3] === 1) break;
    opacity *= layer.opacity;
  }
  let background = base;
  for (const layer of stack.reverse()) {
    if (layer[3] > 0) background = blendColor(hexOf(layer), background, layer[3]);
  }
  return { text: blendColor(hexOf(color), background, color[3] * opacity), background };
}

/** The text of `selector` as drawn over `backdrop` (a point of a gradient), with its alpha and opacity. */
function textOver({ color, layers }: Painted, backdrop: string) {
  const opacity = layers.reduce((product, layer) => product * layer.opacity, 1);
  return blendColor(hexOf(color), backdrop, color[3] * opacity);
}

async function expectReadable(selector: string) {
  const { text, background } = composite(await painted(selector));
  expect(contrastRatio(text, background), `${selector}: ${text} sobre ${background}`).toBeGreaterThanOrEqual(AA);
  return { text, background };
}

/** The theme tokens :root holds now (state/colors.ts). */
async function rootTokens(...names: string[]) {
  return page.evaluate(
    (names: string[]) => names.map((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim()),
    names,
  );
}

/** Points along the brand gradient (login background, welcome card) and the login's glow over them. */
async function brandGradient() {
  const [from = '', via = '', to = ''] = await rootTokens(
    '--color-brand-from',
    '--color-brand-via',
    '--color-brand-to',
  );
  const points: string[] = [];
  for (let i = 0; i <= 20; i++) points.push(mixColor(from, via, i / 20), mixColor(via, to, i / 20));
  return { stops: [from, via, to], points: [...points, ...points.map((p) => blendColor(to, p, 0.55))] };
}

async function expectOverGradient(selector: string) {
  const text = await painted(selector);
  for (const point of (await brandGradient()).points) {
    const drawn = textOver(text, point);
    expect(contrastRatio(drawn, point), `${selector}: ${drawn} sobre ${point}`).toBeGreaterThanOrEqual(AA);
  }
}

/** The login page, signed out whatever the page held before. */
async function openLogin() {
  await page.goto(`${baseUrl}/login`);
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto(`${baseUrl}/login`);
  await waitForText(page, T.login.submit);
}

async function expectLoginReadable() {
  await openLogin();
  // The button as a person presses it: enabled, once both fields hold something.
  await fill(page, T.login.userLabel, ADMIN.email);
  await fill(page, T.login.passwordLabel, 'qualquer-senha');
  await page.waitForSelector('.login-form .btn-primary:not(:disabled)');
  await expectReadable('.login-form .btn-primary');
  await expectReadable('.login-forgot');
  // The footer sits on the page's gradient, drawn from the three theme stops it is checked against.
  await expectOverGradient('.login-footer');
  const backgroundImage = await page.$eval('.login-page', (el) => getComputedStyle(el).backgroundImage);
  for (const stop of (await brandGradient()).stops) {
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(stop.slice(i, i + 2), 16));
    expect(backgroundImage).toContain(`rgb(${r}, ${g}, ${b})`);
  }
}

async function expectAdminShellReadable() {
  await page.waitForSelector('.card-header .btn-ghost');
  await page.waitForSelector('.sidebar-link.active');
  await expectReadable('.card-header .btn-ghost');
  await expectReadable('.sidebar-link.active');
  await expectReadable('.sidebar-link:not(.active)');
  await expectReadable('.sidebar-user-role');
  await expectReadable('.navbar');
}

/**
 * A blank host page (no portal CSS) with the certificates widget mounted by `Trilha.mount` and
 * `theme`; its token never comes, so the widget stays loading, with its spinner. Answers the
 * custom properties the mount set on the host element.
 */
async function mountPendingWidget(host: Page, theme?: Record<string, string>) {
  await host.setContent(
    `<!doctype html><html lang="pt-BR"><body><div id="w"></div><script src="${baseUrl}/sdk/trilha.js"></script></body></html>`,
  );
  await host.waitForFunction(() => 'Trilha' in window);
  await host.evaluate(
    (baseUrl: string, theme?: Record<string, string>) => {
      const w = window as unknown as { Trilha: { mount(el: Element, o: object): unknown } };
      const getToken = () => new Promise(() => undefined);
      w.Trilha.mount(document.getElementById('w') as Element, { widget: 'certificates', baseUrl, getToken, theme });
    },
    baseUrl,
    theme,
  );
  await host.waitForFunction(() => document.getElementById('w')?.shadowRoot?.querySelector('.trilha-spin'));
  return (...names: string[]) =>
    host.evaluate(
      (names: string[]) =>
        names.map((n) =>
          getComputedStyle(document.getElementById('w') as Element)
            .getPropertyValue(n)
            .trim(),
        ),
      names,
    );
}

describe('theme colours stay readable (issue 17 item 4)', () => {
  it('the default theme: login button, footer, sidebar and navbar reach 4.5:1', async () => {
    const theme = await apiAs(baseUrl).settings.publicTheme();
    expect(theme.theme?.primary_color?.value).toBe(DEFAULT_THEME_COLOR);
    await expectLoginReadable();
    await shot('01-login-padrao');
    await signIn(page, baseUrl, ADMIN.email, ADMIN.password);
    await expectAdminShellReadable();
    await shot('02-dashboard-padrao');
  });

  it('a yellow primary set through the API: dark text on it in Settings, the sidebar and buttons', async () => {
    const saved = await (await admin()).adminSettings.update({ primary_color: YELLOW });
    expect(saved.settings.primary_color).toBe(YELLOW);
    await page.goto(`${baseUrl}/dashboard`);
    await expectAdminShellReadable();
    const [primary, onPrimary] = await rootTokens('--color-primary', '--color-primary-contrast');
    expect(primary).toBe('#ffd700');
    expect(onPrimary).toBe(NEAR_BLACK);
    expect(composite(await painted('.navbar'))).toEqual({ text: NEAR_BLACK, background: '#ffd700' });
    await shot('03-dashboard-amarelo');

    await page.goto(`${baseUrl}/settings`);
    await waitForText(page, T.settings.themeTitle);
    await fill(page, T.settings.colorHex, YELLOW);
    await waitForText(page, T.settings.contrastTextOnColor('#111827'));
    const note = await page.$eval('.settings-contrast', (el) => ({
      role: el.getAttribute('role'),
      text: el.textContent,
    }));
    expect(note.role).toBe('status');
    const [ink] = await rootTokens('--color-primary-text');
    expect(note.text).toContain(T.settings.contrastColorAsText(ink!.toUpperCase()));
    const described = await page.$eval('.settings-color-input', (el) => el.getAttribute('aria-describedby'));
    expect(described).toBe(await page.$eval('.settings-contrast', (el) => el.id));
    await expectReadable('.settings-actions .btn-primary');
    await page.$eval('.settings-theme', (el) => el.scrollIntoView({ block: 'center' }));
    await shot('04-configuracoes-aviso-contraste');
    // A colour that reads as it is says nothing.
    await fill(page, T.settings.colorHex, '#0B5394');
    await page.waitForFunction(() => document.querySelector('.settings-contrast')?.textContent === '');
    await signOut(page);
  });

  it('the login page with the yellow primary: button, link and footer over the gradient', async () => {
    await expectLoginReadable();
    await shot('05-login-amarelo');
  });

  it("the student's welcome card, course button and the course player's theme text", async () => {
    await signIn(page, baseUrl, STUDENT.email, STUDENT.password);
    await waitForText(page, T.dashboard.greeting(STUDENT.name));
    await expectOverGradient('.welcome-title');
    await expectOverGradient('.welcome-text');
    await expectReadable('.dash-course .btn-primary');
    await expectReadable('.quick-action-icon');
    await expectReadable('.sidebar-link.active');
    await shot('06-aluno-dashboard-amarelo');

    await page.goto(`${baseUrl}/courses/${courseId}`);
    await page.waitForSelector('.trilha-module__label');
    await expectReadable('.trilha-module__label');
    await expectReadable('.trilha-eyebrow');
    await shot('07-aluno-curso-amarelo');
    await signOut(page);
  });

  it('a white photo behind the login keeps the footer readable on its own backing', async () => {
    const white = writePng(SHOTS, 'fundo-branco.png', [255, 255, 255]);
    const api = await admin();
    await api.adminSettings.saveLoginSettings({
      background: new File([readFileSync(white)], 'fundo-branco.png', { type: 'image/png' }),
    });
    await openLogin();
    await page.waitForSelector('.login-page.has-image');
    const footer = await page.$eval('.login-footer', (el) => ({
      color: getComputedStyle(el).color,
      background: getComputedStyle(el).backgroundColor,
    }));
    // The worst photo is white: the page's 45 % shade over it, then the footer's own backing.
    const shaded = blendColor('#000000', '#ffffff', 0.45);
    const backing = parseComputed(footer.background);
    const behind = blendColor(hexOf(backing), shaded, backing[3]);
    expect(contrastRatio(hexOf(parseComputed(footer.color)), behind)).toBeGreaterThanOrEqual(AA);
    await expectReadable('.login-form .btn-primary');
    await shot('08-login-foto-branca');
    await api.adminSettings.saveLoginSettings({ remove_background: true });
  });

  it('a widget mounted with a yellow theme derives dark text and a darker gold for text', async () => {
    const host = await portal.browser.newPage();
    try {
      // A named colour, and white text on it the host asked for but that fails: both are judged.
      const hostProperty = await mountPendingWidget(host, { primary: 'gold', onPrimary: '#ffffff' });
      const [onPrimary = '', asText = '', hover = ''] = await hostProperty(
        '--trilha-on-primary',
        '--trilha-primary-text',
        '--trilha-primary-dark',
      );
      expect(onPrimary).toBe(NEAR_BLACK);
      expect(contrastRatio(asText, '#ffffff')).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(NEAR_BLACK, hover)).toBeGreaterThanOrEqual(AA);
    } finally {
      await host.close();
    }
  });
});

/** Every animation the page runs now (its shadow trees too) that is not over within 10 ms. */
function longAnimations(target: Page) {
  return target.evaluate(() => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (const el of document.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
    return roots
      .flatMap((root) => root.getAnimations())
      .map((a) => {
        const timing = a.effect?.getComputedTiming();
        const el = (a.effect as KeyframeEffect | null)?.target as Element | null;
        return {
          name: (a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty ?? 'script',
          target: el ? `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}` : '',
          duration: Number(timing?.duration ?? 0),
          iterations: Number(timing?.iterations ?? 1),
          state: a.playState,
        };
      })
      .filter((a) => a.state !== 'finished' && (a.duration > 10 || !Number.isFinite(a.iterations)));
  });
}

/** Elements (shadow trees included) whose computed animation or transition lasts over 0.01 s. */
function slowStyles(target: Page) {
  return target.evaluate(() => {
    const seconds = (list: string) =>
      list.split(',').map((v) => (v.trim().endsWith('ms') ? parseFloat(v) / 1000 : parseFloat(v)));
    const slow: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        for (const pseudo of [null, '::before', '::after']) {
          const s = getComputedStyle(el, pseudo);
          const animated = s.animationName !== 'none' && seconds(s.animationDuration).some((d) => d > 0.01);
          const endless = s.animationName !== 'none' && s.animationIterationCount.includes('infinite');
          const moving = s.transitionProperty !== 'none' && seconds(s.transitionDuration).some((d) => d > 0.01);
          if (animated || endless || moving)
            slow.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')}${pseudo ?? ''}`);
        }
        if (el.shadowRoot) visit(el.shadowRoot);
      }
    };
    visit(document);
    return slow;
  });
}

describe('reduced motion (issue 17 item 5)', () => {
  const openForgotDialog = async () => {
    await openLogin();
    await click(page, T.login.forgot);
    // Count the running animations in the first frame the dialog is there.
    const first = await page.waitForFunction(
      () =>
        document.querySelector('[role="dialog"]') && {
          running: document.getAnimations().filter((a) => a.playState === 'running').length,
        },
      { polling: 'raf' },
    );
    return ((await first.jsonValue()) as { running: number }).running;
  };

  it('without the preference the dialog animates (the check below can fail)', async () => {
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'no-preference' }]);
    expect(await openForgotDialog()).toBeGreaterThan(0);
  });

  it('with prefers-reduced-motion: reduce a dialog opens with no running animation', async () => {
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    await openForgotDialog();
    expect(await longAnimations(page)).toEqual([]);
    await waitForText(page, T.forgot.title, { inDialog: true });
    expect(await longAnimations(page)).toEqual([]);
    expect(await slowStyles(page)).toEqual([]);
    await shot('09-dialogo-sem-movimento');
    await page.keyboard.press('Escape');
  });

  it('no animation or transition over 0.01 s on the dashboard, the course player and Settings', async () => {
    await signIn(page, baseUrl, ADMIN.email, ADMIN.password);
    const screens = {
      '/dashboard': '.card-header .btn-ghost',
      [`/courses/${courseId}`]: '.trilha-module__label',
      '/settings': '.settings-theme',
    };
    for (const [route, loaded] of Object.entries(screens)) {
      await page.goto(`${baseUrl}${route}`);
      await page.waitForSelector(loaded);
      expect(await slowStyles(page), route).toEqual([]);
      expect(await longAnimations(page), route).toEqual([]);
    }
    await signOut(page);
  });

  it("a widget's spinner in its shadow root rests still (and spins without the preference)", async () => {
    const host = await portal.browser.newPage();
    try {
      await host.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'no-preference' }]);
      await mountPendingWidget(host);
      expect((await longAnimations(host)).length).toBeGreaterThan(0);
      await host.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
      await mountPendingWidget(host);
      expect(await longAnimations(host)).toEqual([]);
      expect(await slowStyles(host)).toEqual([]);
    } finally {
      await host.close();
    }
  });
});
