/**
 * Admin operations end to end, in Chromium against the built server: a student meets the
 * access-denied screens; the admin reads the progress and company reports (with CSV exports),
 * changes the theme colour and the login branding (the login screen shows them), configures SMTP
 * and sends a test e-mail the sink receives (and sees the pt-BR reason when SMTP fails), filters,
 * pages, exports and cleans the logs, creates a schedule and a backup, deletes a course and brings
 * it back with the two-step restore. Assertions read the pt-BR texts a person sees.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@trilha/sdk/client';
import { ADMIN_MSG, BACKUP_MSG, DEFAULT_THEME_COLOR } from '@trilha/sdk/contract';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { latestCodeTo, type SmtpSink, startSmtpSink } from '../../server/test/harness/smtpSink';
import { T } from '../src/messages';
import {
  allowDownloads,
  click,
  clickMenu,
  clickTab,
  field,
  fill,
  launchBrowser,
  newPage,
  type RunningServer,
  screenshot,
  screenshotOnFailure,
  selectOption,
  startServer,
  visibleText,
  waitForDownload,
  waitForPath,
  waitForText,
  writePng,
} from './harness';

const ADMIN = { email: 'admin@trilha.local', password: 'admin-e2e-123' };
const COMPANY = 'Construtora Horizonte Ltda';
const STUDENTS = [
  { name: 'Maria Souza', email: 'maria.souza@horizonte.com.br', password: 'SenhaMaria1', cpf: '52998224725' },
  { name: 'João Santos', email: 'joao.santos@horizonte.com.br', password: 'SenhaJoao1', cpf: '11144477735' },
] as const;
const COURSE = 'NR-10 Segurança em Instalações Elétricas';
const DOOMED_COURSE = 'NR-33 Espaços Confinados';
const EXTRA_COURSES = ['NR-06 Equipamentos de Proteção', 'NR-12 Máquinas e Equipamentos'];
const THEME = '#8E24AA';
const BRAND = { name: 'Construtora Segura', subtitle: 'Treinamentos de segurança da Construtora Segura' };
const TEST_EMAIL = 'teste.smtp@horizonte.com.br';

let smtp: SmtpSink;
let server: RunningServer;
let browser: Browser;
let page: Page;
let downloads: string;
let backupFile = '';

const api = (token?: string) => createClient({ baseUrl: server.baseUrl, getToken: () => token ?? null });

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

/** A student created by the admin, through the forced first-login change, ready to sign in. */
async function activateStudent(student: (typeof STUDENTS)[number], companyId: number, adminToken: string) {
  const { user } = await api(adminToken).users.create({
    name: student.name,
    email: student.email,
    cpf: student.cpf,
    password: 'Provisoria123',
    role: 'student',
    company_id: companyId,
  });
  smtp.clear();
  const first = await api().auth.login({ email: student.email, password: 'Provisoria123' });
  const code = await latestCodeTo(smtp, student.email);
  await api(first.token).auth.firstLoginPasswordChange({ newPassword: student.password, twoFactorCode: code });
  return user.id;
}

/** A published course with one module and one lesson. */
async function publishedCourse(adminToken: string, title: string) {
  const admin = api(adminToken);
  const { courseId } = await admin.courses.create({ title, description: `Treinamento ${title}.` });
  await admin.courses.saveContent(courseId, {
    modules: [{ title: 'Módulo 1', lessons: [{ title: 'Aula 1', video_type: 'youtube', duration: 20 }] }],
  });
  await admin.courses.update(courseId, { title, status: 'published' });
  return courseId;
}

async function signIn(email: string, password: string) {
  await page.goto(`${server.baseUrl}/login`);
  await fill(page, T.login.userLabel, email);
  await fill(page, T.login.passwordLabel, password);
  await click(page, T.login.submit);
  await waitForPath(page, '/dashboard');
}

async function signOut() {
  await click(page, T.layout.logout);
  await waitForPath(page, '/login');
}

async function upload(label: string, file: string) {
  const input = (await field(page, label)) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(file);
}

/** The backup input must really hold the file before 'Analisar' (the click raced it once in CI). */
async function uploadBackup(file: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    await upload(T.backup.restoreFile, file);
    await settle();
    const held = await (await field(page, T.backup.restoreFile)).evaluate(
      (el) => ((el as HTMLInputElement).files?.length ?? 0) > 0,
    );
    if (held) return;
  }
  throw new Error('o arquivo de backup não ficou no campo');
}

const select = (label: string, optionText: string, inDialog = false) => selectOption(page, label, optionText, inDialog);

/** Lets a banner or dialog finish its entrance animation before a screenshot. */
const settle = (ms = 400) => new Promise((resolve) => setTimeout(resolve, ms));

/** The viewport, or the whole page through a viewport as tall as the page. */
async function shot(name: string, wholePage = false) {
  if (!wholePage) return screenshot(page, name);
  const viewport = page.viewport() ?? { width: 1366, height: 860 };
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewport({ ...viewport, height: Math.min(Math.max(height, viewport.height), 4000) });
  await screenshot(page, name);
  await page.setViewport(viewport);
}

/** Closes the notices in the top-right corner: they would take a click meant for a page action there. */
async function clearBanners() {
  await page.$$eval('.banner-close', (buttons) => {
    for (const b of buttons) (b as HTMLButtonElement).click();
  });
}

/** Waits until the page was loaded again (the marker set on `window` before is gone). */
async function waitForReload(timeout = 15_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const reloaded = await page
      .evaluate(() => document.readyState === 'complete' && !('beforeRestore' in window))
      .catch(() => false);
    if (reloaded) return;
    if (Date.now() > deadline) throw new Error('a página não foi recarregada');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Whether the button with this exact text (or aria-label) is disabled. */
async function isDisabled(text: string): Promise<boolean> {
  return page.evaluate(
    (t) =>
      [...document.querySelectorAll<HTMLButtonElement>('button')].find(
        (b) => b.innerText.trim() === t || b.getAttribute('aria-label') === t,
      )?.disabled ?? false,
    text,
  );
}

/** The rows of the first table under the card titled `title`, as cell texts. */
/** Waits until the titled table lists a row containing `text` (lists reload after an action). */
async function waitForRow(title: string, text: string): Promise<void> {
  await page.waitForFunction(
    (t, x) => {
      const card = [...document.querySelectorAll('section')].find((s) => s.querySelector('h2')?.textContent === t);
      return [...(card?.querySelectorAll('tbody tr') ?? [])].some((tr) => (tr as HTMLElement).innerText.includes(x));
    },
    {},
    title,
    text,
  );
}

async function tableRows(title: string): Promise<string[][]> {
  return page.evaluate((t) => {
    const card = [...document.querySelectorAll('section')].find((s) => s.querySelector('h2')?.textContent === t);
    return [...(card?.querySelectorAll('tbody tr') ?? [])].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => (td as HTMLElement).innerText.trim()),
    );
  }, title);
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startServer({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_HOST: smtp.host,
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'NONE',
  });

  // People and courses come from the API: their screens have their own tests.
  const { token } = await api().auth.login({ email: ADMIN.email, password: ADMIN.password });
  const admin = api(token);
  const { company } = await admin.companies.create({ name: COMPANY, cnpj: '11.222.333/0001-81' });
  const studentIds = [];
  for (const student of STUDENTS) studentIds.push(await activateStudent(student, company.id, token as string));
  const courseId = await publishedCourse(token as string, COURSE);
  const extra = [];
  for (const title of EXTRA_COURSES) extra.push(await publishedCourse(token as string, title));
  for (const id of studentIds) await admin.courses.enroll(courseId, id);
  // Maria follows three courses: the reports show the first two, then '+1 mais'.
  for (const id of extra) await admin.courses.enroll(id, studentIds[0] as number);
  // The course the restore will bring back.
  await publishedCourse(token as string, DOOMED_COURSE);

  browser = await launchBrowser();
  page = await newPage(browser);
  downloads = path.join(server.dataDir, 'downloads');
  mkdirSync(downloads, { recursive: true });
  await allowDownloads(page, downloads);
});

afterEach(screenshotOnFailure(() => page, 'falha-admin'));

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
});

describe('portal: reports, settings, logs and backup', () => {
  it('shows a student the access-denied screens of the admin areas', async () => {
    await signIn(STUDENTS[0].email, STUDENTS[0].password);
    const menu = await page.$$eval('.sidebar a', (links) => links.map((a) => (a as HTMLElement).innerText.trim()));
    for (const entry of Object.values(T.adminNav)) expect(menu).not.toContain(entry);

    await page.goto(`${server.baseUrl}/reports`);
    await waitForText(page, T.reports.accessDenied);
    expect(await visibleText(page)).toContain(T.accessDeniedTitle);
    await screenshot(page, 'admin-01-student-reports-denied');

    await page.goto(`${server.baseUrl}/backup`);
    await waitForText(page, BACKUP_MSG.accessDenied);
    await page.goto(`${server.baseUrl}/settings`);
    await waitForText(page, T.settings.accessDenied);
    await page.goto(`${server.baseUrl}/logs`);
    await waitForText(page, T.logs.accessDenied);
    await screenshot(page, 'admin-02-student-logs-denied');
    await signOut();
  });

  it('reads the overview, the students with search, filter, sort and CSV, and a course detail', async () => {
    await signIn(ADMIN.email, ADMIN.password);
    const menu = await page.$$eval('.sidebar a', (links) => links.map((a) => (a as HTMLElement).innerText.trim()));
    expect(menu).toEqual(expect.arrayContaining(Object.values(T.adminNav)));

    await clickMenu(page, T.adminNav.reports);
    await waitForPath(page, '/reports');
    await waitForText(page, T.reports.totalStudents);
    await waitForText(page, T.reports.recentTitle);
    const overview = await visibleText(page);
    expect(overview).toContain(T.reports.totalEnrollments);
    expect(overview).toContain(STUDENTS[1].name);
    expect(overview).toContain(COURSE);
    await screenshot(page, 'admin-03-reports-overview');

    await clickTab(page, T.reports.tabStudents);
    await waitForText(page, T.reports.studentsCount(2, 2));
    const students = await visibleText(page);
    expect(students).toContain(COMPANY);
    expect(students).toContain(T.common.more(1));
    expect(students).toContain('Em Progresso');
    await select(T.reports.sortBy, T.reports.sortEnrollments);
    const firstRow = await page.$eval('tbody tr td', (td) => (td as HTMLElement).innerText);
    expect(firstRow).toContain(STUDENTS[0].name);
    await screenshot(page, 'admin-04-reports-students');

    const search = (await page.waitForSelector('input[type="search"]')) as ElementHandle<HTMLInputElement>;
    await search.type('joao.santos');
    await waitForText(page, T.reports.studentsCount(1, 2));
    await search.click({ count: 3 });
    await page.keyboard.press('Backspace');
    await select(T.reports.status, 'Concluído');
    await waitForText(page, T.reports.studentsEmpty);
    await select(T.reports.status, T.reports.allStatuses);

    await click(page, T.reports.exportCsv);
    const csv = readFileSync(
      await waitForDownload(downloads, new RegExp(`^progresso-alunos-${today()}\\.csv$`)),
      'utf8',
    );
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain(STUDENTS[0].email);

    await clickTab(page, T.reports.tabCourses);
    await click(page, T.reports.viewProgressLabel(COURSE));
    await waitForText(page, T.reports.completionRate);
    await waitForText(page, T.reports.lessonCount(0, 1));
    const detail = await visibleText(page);
    expect(detail).toContain(STUDENTS[0].name);
    expect(detail).toContain(STUDENTS[1].name);
    await screenshot(page, 'admin-05-reports-course-detail');
  });

  it('reads the company reports, filters them and exports one and all companies', async () => {
    await clickTab(page, T.reports.tabCompanies);
    await waitForText(page, T.companyReports.overallRate);
    await waitForText(page, COMPANY);
    const text = await visibleText(page);
    expect(text).toContain(T.companyReports.totalCompanies);
    expect(text).toContain(STUDENTS[0].name);
    expect(text).toContain('529.982.247-25');
    expect(text).toContain(T.common.more(1));
    await shot('admin-06-company-reports', true);

    await select(T.companyReports.status, 'Não Matriculado');
    await waitForText(page, T.companyReports.empty);
    await select(T.companyReports.status, 'Em Progresso');
    await waitForText(page, STUDENTS[1].name);

    await click(page, T.companyReports.exportOneLabel(COMPANY));
    const one = readFileSync(
      await waitForDownload(downloads, new RegExp(`^relatorio-construtora-horizonte-ltda-${today()}\\.csv$`)),
      'utf8',
    );
    expect(one).toContain(STUDENTS[1].email);
    await click(page, T.companyReports.exportAll);
    const all = readFileSync(
      await waitForDownload(downloads, new RegExp(`^relatorio-empresas-${today()}\\.csv$`)),
      'utf8',
    );
    expect(all.charCodeAt(0)).toBe(0xfeff);
    expect(all).toContain(COMPANY);
  });

  it('changes the theme colour and the whole portal repaints at once', async () => {
    await clickMenu(page, T.adminNav.settings);
    await waitForPath(page, '/settings');
    await waitForText(page, T.settings.themeTitle);
    await waitForText(page, T.settings.statsUsers);
    const before = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    );
    expect(before.toLowerCase()).toBe(DEFAULT_THEME_COLOR.toLowerCase());
    await screenshot(page, 'admin-07-settings');

    await fill(page, T.settings.colorHex, '#12');
    await waitForText(page, ADMIN_MSG.invalidColor);
    expect(await isDisabled(T.settings.saveTheme)).toBe(true);
    await fill(page, T.settings.colorHex, THEME);
    await click(page, T.settings.saveTheme);
    await waitForText(page, ADMIN_MSG.settingsSaved);
    const after = await page.evaluate(() => ({
      primary: getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
      navbar: getComputedStyle(document.querySelector('.navbar') as Element).backgroundColor,
    }));
    expect(after.primary.toLowerCase()).toBe(THEME.toLowerCase());
    expect(after.navbar).toBe('rgb(142, 36, 170)');
    await settle();
    await screenshot(page, 'admin-08-theme-saved');
  });

  it('checks logo files in the browser, saves the login branding and shows it on the login screen', async () => {
    const txt = path.join(server.dataDir, 'logo.txt');
    writeFileSync(txt, 'não é imagem');
    await upload(T.settings.logo, txt);
    await waitForText(page, ADMIN_MSG.logoType);
    // A "PNG" over 5 MB is stopped before any upload.
    const big = path.join(server.dataDir, 'grande.png');
    writeFileSync(big, Buffer.alloc(5_242_881, 1));
    await upload(T.settings.logo, big);
    await waitForText(page, ADMIN_MSG.logoTooLarge);
    const gif = path.join(server.dataDir, 'fundo.gif');
    writeFileSync(gif, 'GIF89a');
    await upload(T.settings.background, gif);
    await waitForText(page, ADMIN_MSG.backgroundType);

    await fill(page, T.settings.companyName, BRAND.name);
    await fill(page, T.settings.loginSubtitle, BRAND.subtitle);
    await upload(T.settings.logo, writePng(server.dataDir, 'logo.png', [142, 36, 170]));
    await upload(T.settings.background, writePng(server.dataDir, 'fundo.png', [40, 70, 110]));
    await page.waitForSelector('.settings-login-logo');
    await click(page, T.settings.saveLogin);
    await waitForText(page, ADMIN_MSG.settingsSaved);
    await waitForText(page, T.settings.removeLogo);
    const logoHeight = await page.$eval('.settings-login-logo', (img) => img.getBoundingClientRect().height);
    expect(logoHeight).toBeLessThanOrEqual(80);
    await page.$eval('#settings-login', (h) => h.scrollIntoView());
    await settle();
    await screenshot(page, 'admin-09-login-branding');
    // The navbar follows at once.
    await page.waitForFunction(
      (name: string) => document.querySelector('.navbar-brand-text')?.textContent === name,
      {},
      BRAND.name,
    );

    await signOut();
    await page.goto(`${server.baseUrl}/login`);
    await waitForText(page, BRAND.subtitle);
    const login = await page.evaluate(() => ({
      title: document.querySelector('.login-title')?.textContent,
      logo: (document.querySelector('.login-logo') as HTMLImageElement | null)?.naturalWidth ?? 0,
      logoHeight: document.querySelector('.login-logo')?.getBoundingClientRect().height ?? 0,
      background: getComputedStyle(document.querySelector('.login-page') as Element).backgroundImage,
      primary: getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    }));
    expect(login.title).toBe(BRAND.name);
    expect(login.logo).toBeGreaterThan(0);
    expect(login.logoHeight).toBeLessThanOrEqual(80);
    expect(login.background).toContain('/uploads/login/');
    expect(login.primary.toLowerCase()).toBe(THEME.toLowerCase());
    await screenshot(page, 'admin-10-login-branded');
  });

  it('shows the pt-BR SMTP failure, then sends a test e-mail that the sink receives', async () => {
    await signIn(ADMIN.email, ADMIN.password);
    await clickMenu(page, T.adminNav.settings);
    await waitForText(page, T.settings.smtpTitle);
    expect(await (await field(page, T.settings.smtpPort)).evaluate((el) => el.value)).toBe(String(smtp.port));
    const placeholder = await (await field(page, T.settings.smtpPassword)).evaluate((el) => el.placeholder);
    expect(placeholder).toBe(T.settings.smtpPasswordEmpty);

    // A custom port stays when the security changes; nothing listens on 127.0.0.1:1.
    await select(T.settings.smtpSecurity, T.settings.securityStarttls);
    await select(T.settings.smtpSecurity, T.settings.securityNone);
    expect(await (await field(page, T.settings.smtpPort)).evaluate((el) => el.value)).toBe(String(smtp.port));
    await fill(page, T.settings.smtpHost, '127.0.0.1');
    await fill(page, T.settings.smtpPort, '1');
    await fill(page, T.settings.smtpUser, 'notificacoes');
    await fill(page, T.settings.smtpPassword, 'senha-smtp');
    await click(page, T.settings.saveSmtp);
    await waitForText(page, ADMIN_MSG.smtpSaved);
    expect(await (await field(page, T.settings.smtpPassword)).evaluate((el) => el.placeholder)).toBe(
      T.settings.smtpPasswordSaved,
    );

    await clearBanners();
    await click(page, T.settings.testEmail);
    await waitForText(page, T.settings.testText, { inDialog: true });
    await fill(page, T.settings.testLabel, 'nao-e-email', true);
    await click(page, T.settings.send, true);
    await waitForText(page, ADMIN_MSG.testEmailInvalid, { inDialog: true });
    await fill(page, T.settings.testLabel, TEST_EMAIL, true);
    await click(page, T.settings.send, true);
    await waitForText(page, 'Não foi possível conectar ao servidor SMTP', { inDialog: true });
    await settle();
    await screenshot(page, 'admin-11-test-email-smtp-error');
    await click(page, T.common.cancel, true);

    await fill(page, T.settings.smtpPort, String(smtp.port));
    await click(page, T.settings.saveSmtp);
    await waitForText(page, ADMIN_MSG.smtpSaved);
    await page.$eval('#settings-smtp', (h) => h.scrollIntoView());
    await settle();
    await screenshot(page, 'admin-12-smtp');

    smtp.clear();
    await clearBanners();
    await click(page, T.settings.testEmail);
    await fill(page, T.settings.testLabel, TEST_EMAIL, true);
    await click(page, T.settings.send, true);
    await waitForText(page, ADMIN_MSG.testEmailSent(TEST_EMAIL));
    const mail = await smtp.latestTo(TEST_EMAIL);
    expect(mail.subject).toBe('E-mail de teste');
    expect(mail.authUser).toBe('notificacoes');
  });

  it('filters the logs by action and search, pages through them, exports and cleans them', async () => {
    // 60 audited setting changes: more than one page of 50.
    const token = (await page.evaluate(() => localStorage.getItem('token'))) as string;
    for (let i = 0; i < 60; i++) await api(token).adminSettings.setRejectUnauthorized(false);

    await clickMenu(page, T.adminNav.logs);
    await waitForPath(page, '/logs');
    await waitForText(page, T.logs.total);
    await waitForText(page, 'Página 1 de ');
    const info = /Página 1 de (\d+) \((\d+) registros\)/.exec(await visibleText(page));
    const [pages, total] = [Number(info?.[1]), Number(info?.[2])];
    expect(total).toBeGreaterThan(50);
    expect(pages).toBe(Math.ceil(total / 50));
    expect(await visibleText(page)).toContain(T.logs.pager(1, pages));
    expect(await isDisabled(T.logs.previous)).toBe(true);
    expect(await tableRows(T.logs.tableTitle)).toHaveLength(50);
    await clearBanners();
    await screenshot(page, 'admin-13-logs');

    for (let p = 2; p <= pages; p++) {
      await click(page, T.logs.next);
      await waitForText(page, T.logs.pager(p, pages));
    }
    expect(await isDisabled(T.logs.next)).toBe(true);
    expect(await isDisabled(T.logs.previous)).toBe(false);
    expect(await tableRows(T.logs.tableTitle)).toHaveLength(total - 50 * (pages - 1));

    // A filter goes back to page 1.
    await select(T.logs.action, 'SMTP_TEST_SUCCESS');
    await waitForText(page, T.logs.pageInfo(1, 1, 1));
    const rows = await tableRows(T.logs.tableTitle);
    expect(rows).toHaveLength(1);
    const [when, action, who, ip, description] = rows[0] as string[];
    expect(when).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(action).toBe('Teste de e-mail enviado');
    expect(who).toBe('Administrador');
    expect(ip).not.toBe('');
    expect(description).toBe(`E-mail de teste enviado para ${TEST_EMAIL}`);
    expect(await visibleText(page)).not.toContain(T.logs.previous);
    await screenshot(page, 'admin-14-logs-filtered');

    await clearBanners();
    await click(page, T.logs.export);
    const csv = readFileSync(await waitForDownload(downloads, new RegExp(`^logs-sistema-${today()}\\.csv$`)), 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('SMTP_TEST_SUCCESS');

    await fill(page, T.logs.search, 'nada-corresponde-a-isto');
    await waitForText(page, T.logs.emptyTitle);
    expect(await visibleText(page)).toContain(T.logs.emptyText);
    await screenshot(page, 'admin-15-logs-empty');

    await click(page, T.logs.clear);
    await waitForText(page, `Página 1 de ${pages}`);
    expect(await (await field(page, T.logs.action)).evaluate((el) => el.value)).toBe('');
    expect(await (await field(page, T.logs.search)).evaluate((el) => el.value)).toBe('');

    await clearBanners();
    await click(page, T.logs.cleanup);
    await waitForText(page, T.logs.cleanupText, { inDialog: true });
    await click(page, T.common.confirm, true);
    await waitForText(page, ADMIN_MSG.logsCleanupInvalid, { inDialog: true });
    await click(page, 'Manter 30 dias', true);
    expect(await (await field(page, T.logs.daysLabel, true)).evaluate((el) => el.value)).toBe('30');
    await settle();
    await screenshot(page, 'admin-16-logs-cleanup');
    await click(page, T.common.confirm, true);
    await waitForText(page, T.logs.confirmDays(30), { inDialog: true });
    await click(page, T.logs.cleanupTitle, true);
    await waitForText(page, ADMIN_MSG.logsCleanupDone(0));
  });

  it('validates and creates a backup schedule, toggles it, and creates and downloads a backup', async () => {
    await clickMenu(page, T.adminNav.backup);
    await waitForPath(page, '/backup');
    await waitForText(page, T.backup.createTitle);
    await waitForText(page, T.backup.schedulesEmpty);
    expect(await (await field(page, T.backup.time)).evaluate((el) => el.value)).toBe('02:00');
    expect(await (await field(page, T.backup.retention)).evaluate((el) => el.value)).toBe('30');

    await click(page, T.backup.createSchedule);
    await waitForText(page, BACKUP_MSG.scheduleNameRequired);
    await fill(page, T.backup.scheduleName, 'Backup noturno');
    await fill(page, T.backup.retention, '400');
    await click(page, T.backup.createSchedule);
    await waitForText(page, BACKUP_MSG.scheduleRetention);
    await fill(page, T.backup.retention, '15');
    await click(page, T.backup.createSchedule);
    await waitForText(page, BACKUP_MSG.scheduleCreated);
    await waitForText(page, 'Backup noturno');
    const [schedule] = await tableRows(T.backup.schedulesTitle);
    expect(schedule?.slice(0, 4)).toEqual(['Backup noturno', 'Diário', '02:00', '15 dias']);
    await click(page, T.backup.toggleLabel('Backup noturno'));
    await waitForText(page, BACKUP_MSG.scheduleDisabled);

    await clearBanners();
    await click(page, T.backup.create);
    await waitForText(page, BACKUP_MSG.created);
    await waitForRow(T.backup.listTitle, '.zip');
    const [backup] = await tableRows(T.backup.listTitle);
    backupFile = backup?.[0] ?? '';
    expect(backupFile).toMatch(/^backup-\d{4}-\d{2}-\d{2}-\d{6}\.zip$/);
    expect(backup?.[1]).toMatch(/^\d+(,\d+)? (Bytes|KB|MB)$/);
    await settle();
    await shot('admin-17-backup', true);

    await click(page, T.backup.downloadLabel(backupFile));
    await waitForDownload(downloads, new RegExp(`^${backupFile.replace(/\./g, '\\.')}$`));

    // The schedule goes away now and comes back with the restore.
    await clearBanners();
    await click(page, T.backup.deleteScheduleLabel('Backup noturno'));
    await waitForText(page, T.backup.confirmScheduleDelete('Backup noturno'), { inDialog: true });
    await click(page, T.backup.delete, true);
    await waitForText(page, BACKUP_MSG.scheduleDeleted);
    await waitForText(page, T.backup.schedulesEmpty);
  });

  it('deletes a course, restores the backup in two steps and finds the course again', async () => {
    await clickMenu(page, T.nav.courses);
    await waitForText(page, DOOMED_COURSE);
    await click(page, T.courses.actionLabel(T.courses.delete, DOOMED_COURSE));
    await waitForText(page, T.courses.confirmDelete(DOOMED_COURSE), { inDialog: true });
    await click(page, T.courses.delete, true);
    await page.waitForFunction((t: string) => !document.body.innerText.includes(t), {}, DOOMED_COURSE);

    await clickMenu(page, T.adminNav.backup);
    await waitForText(page, T.backup.restoreTitle);
    await click(page, T.backup.analyse);
    await waitForText(page, BACKUP_MSG.fileRequired);
    const notZip = path.join(server.dataDir, 'backup.tar');
    writeFileSync(notZip, 'x');
    await uploadBackup(notZip);
    await click(page, T.backup.analyse);
    await waitForText(page, BACKUP_MSG.zipRequired);

    await uploadBackup(path.join(downloads, backupFile));
    await click(page, T.backup.analyse);
    await waitForText(page, T.backup.analysisTitle);
    const tables = await page.$$eval('.backup-analysis tbody tr', (trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td as HTMLElement).innerText.trim())),
    );
    const courses = tables.find(([name]) => name === 'courses');
    expect(Number(courses?.[1])).toBe(EXTRA_COURSES.length + 2);
    await page.$eval('.backup-analysis', (el) => el.scrollIntoView({ block: 'center' }));
    await settle();
    await screenshot(page, 'admin-18-restore-analysis');

    await click(page, T.backup.confirmRestore);
    await waitForText(page, T.backup.confirmRestoreText, { inDialog: true });
    await settle();
    await screenshot(page, 'admin-19-restore-confirm');
    await page.evaluate(() => {
      (window as unknown as { beforeRestore: boolean }).beforeRestore = true;
    });
    await click(page, T.backup.confirmRestore, true);
    await waitForText(page, BACKUP_MSG.restored);
    await settle();
    await screenshot(page, 'admin-20-restore-done');

    // The page reloads after 3 s; the restored data may have ended the session.
    await waitForReload();
    await page.waitForFunction(() => ['/login', '/backup'].includes(window.location.pathname));
    if ((await page.evaluate(() => window.location.pathname)) === '/login') {
      await signIn(ADMIN.email, ADMIN.password);
    }
    await page.goto(`${server.baseUrl}/courses`);
    await waitForText(page, DOOMED_COURSE);
    await screenshot(page, 'admin-21-course-restored');
    // The schedule is back, and the safety copy made before the restore is listed beside the backup.
    await clickMenu(page, T.adminNav.backup);
    await waitForText(page, T.backup.sourcePreRestore);
    await waitForText(page, 'Backup noturno');
    const files = (await tableRows(T.backup.listTitle)).map(([name]) => name as string);
    expect(files).toContain(backupFile);
    const safety = files.find((name) => name.includes('-pre-restauracao')) as string;
    expect(safety).toBeTruthy();

    await click(page, T.backup.deleteLabel(safety));
    await waitForText(page, T.backup.confirmDelete(safety), { inDialog: true });
    await click(page, T.backup.delete, true);
    await waitForText(page, BACKUP_MSG.deleted);
    await page.waitForFunction((name: string) => !document.body.innerText.includes(name), {}, safety);
    await screenshot(page, 'admin-22-backups-after-restore');
  });
});
