/**
 * Issue 2 end to end, in Chromium against the built server: the admin creates a company and a
 * student, the student's first login with the e-mailed code and forced password change, the
 * profile and two-factor authentication, a 2FA sign-in, and the forgot-password flow through the
 * e-mailed link. Assertions read the pt-BR texts a person sees.
 */
import { MSG } from '@trilha/sdk/contract';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { extractLink, latestCodeTo, type SmtpSink, startSmtpSink } from '../../server/test/harness/smtpSink';
import { T } from '../src/messages';
import {
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
  startServer,
  visibleText,
  waitForPath,
  waitForText,
  writePng,
} from './harness';

const ADMIN = { email: 'admin@trilha.local', password: 'admin-e2e-123', name: 'Administrador' };
const COMPANY = { name: 'Construtora Horizonte Ltda', cnpj: '11.222.333/0001-81', email: 'rh@horizonte.com.br' };
const STUDENT = { name: 'Maria Souza', email: 'maria.souza@horizonte.com.br', cpf: '529.982.247-25' };
const PASSWORDS = { firstChange: 'PrimeiraTroca1', afterReset: 'Redefinida2024' };

let smtp: SmtpSink;
let server: RunningServer;
let browser: Browser;
let page: Page;
let provisionalPassword = '';

async function signIn(email: string, password: string) {
  await fill(page, T.login.userLabel, email);
  await fill(page, T.login.passwordLabel, password);
  await click(page, T.login.submit);
}

async function signOut() {
  await click(page, T.layout.logout);
  await waitForPath(page, '/login');
  await waitForText(page, T.login.welcome);
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
  browser = await launchBrowser();
  page = await newPage(browser);
});

// A failing step leaves a picture of what the browser showed.
afterEach(screenshotOnFailure(() => page, 'falha'));

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
});

describe('portal: sign-in, users and companies, profile', () => {
  it('sends a signed-out visitor to the branded login screen', async () => {
    await page.goto(`${server.baseUrl}/qualquer-pagina`);
    await waitForPath(page, '/login');
    await waitForText(page, 'Plataforma de Gestão de Cursos de Segurança');
    const text = await visibleText(page);
    expect(text).toContain('Trilha Segura');
    expect(text).toContain(T.login.forgot);
    await screenshot(page, '01-login');
  });

  it('shows the server message for wrong credentials, then signs the admin in', async () => {
    await signIn(ADMIN.email, 'senha-errada');
    await waitForText(page, MSG.invalidCredentials);
    await screenshot(page, '02-login-error');

    await fill(page, T.login.passwordLabel, ADMIN.password);
    await click(page, T.login.submit);
    await waitForPath(page, '/dashboard');
    await waitForText(page, T.dashboard.totalUsers);
    const text = await visibleText(page);
    expect(text).toContain(T.dashboard.admins);
    expect(text).toContain(T.dashboard.quickActions);
    expect(text).toContain(T.roles.admin);
    await screenshot(page, '03-dashboard-admin');
  });

  it('creates a company in the Empresas tab', async () => {
    await clickMenu(page, T.nav.users);
    await waitForPath(page, '/users');
    await waitForText(page, T.users.pageTitle);
    await clickTab(page, T.users.tabCompanies);
    await waitForText(page, T.companies.empty);

    await click(page, T.companies.newCompany);
    await waitForText(page, T.companies.formCreateTitle, { inDialog: true });
    await click(page, T.companies.create, true);
    await waitForText(page, MSG.companyNameRequired, { inDialog: true });

    await fill(page, T.companies.name, COMPANY.name, true);
    await fill(page, T.companies.cnpj, COMPANY.cnpj, true);
    await fill(page, T.companies.email, COMPANY.email, true);
    await fill(page, T.companies.phone, '(11) 3333-4444', true);
    await screenshot(page, '04-company-form');
    await click(page, T.companies.create, true);
    await waitForText(page, MSG.companyCreated);
    await waitForText(page, COMPANY.name);
    const text = await visibleText(page);
    expect(text).toContain(COMPANY.name);
    expect(text).toContain(COMPANY.email);
    expect(text).toContain(T.companies.statusActive);
    await screenshot(page, '05-companies');
  });

  it('creates a student with the user form, the company autocomplete and a generated password', async () => {
    await clickTab(page, T.users.tabUsers);
    await waitForText(page, ADMIN.email);
    await click(page, T.users.newUser);
    await waitForText(page, T.users.formCreateTitle, { inDialog: true });

    await click(page, T.users.create, true);
    await waitForText(page, MSG.nameRequired, { inDialog: true });
    expect(await visibleText(page, true)).toContain(MSG.passwordRequired);

    await fill(page, T.users.name, STUDENT.name, true);
    await fill(page, T.users.email, STUDENT.email, true);
    await fill(page, T.users.cpf, STUDENT.cpf, true);
    await click(page, T.users.generate, true);
    const passwordInput = await field(page, T.users.password, true);
    provisionalPassword = await passwordInput.evaluate((el) => el.value);
    expect(provisionalPassword).toHaveLength(12);
    expect(provisionalPassword).toMatch(/^[A-Za-z0-9!@#$%&*]{12}$/);

    await fill(page, T.users.company, 'horizonte', true);
    await waitForText(page, COMPANY.name, { inDialog: true });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await screenshot(page, '06-user-form-company-suggestions');
    await page.keyboard.press('Enter');
    const companyInput = await field(page, T.users.company, true);
    expect(await companyInput.evaluate((el) => el.value)).toBe(COMPANY.name);

    smtp.clear();
    await click(page, T.users.create, true);
    await waitForText(page, T.users.generatedTitle, { inDialog: true });
    expect(await visibleText(page, true)).toContain(provisionalPassword);
    await screenshot(page, '07-generated-password');
    await click(page, T.common.close, true);

    await waitForText(page, STUDENT.email);
    const row = await visibleText(page);
    expect(row).toContain(STUDENT.name);
    expect(row).toContain(T.roles.student);
    await screenshot(page, '08-users');
  });

  it('keeps the admin from deactivating or deleting their own account', async () => {
    const ownDelete = await page.$(`button[aria-label="${T.common.delete} ${ADMIN.name}"]`);
    expect(ownDelete).not.toBeNull();
    expect(await (ownDelete as ElementHandle<HTMLButtonElement>).evaluate((el) => el.disabled)).toBe(true);
    const otherDelete = await page.$(`button[aria-label="${T.common.delete} ${STUDENT.name}"]`);
    expect(await (otherDelete as ElementHandle<HTMLButtonElement>).evaluate((el) => el.disabled)).toBe(false);
    await otherDelete?.click();
    await waitForText(page, T.users.confirmDelete(STUDENT.name), { inDialog: true });
    await click(page, T.common.cancel, true);
    await signOut();
  });

  it('walks the student through the first login: e-mailed code and forced password change', async () => {
    smtp.clear();
    await signIn(STUDENT.email, provisionalPassword);
    await waitForText(page, T.firstLogin.mandatory, { inDialog: true });
    expect(await visibleText(page, true)).toContain(T.firstLogin.twoFactorOn);
    await screenshot(page, '09-first-login-step1');
    await click(page, T.firstLogin.continue, true);

    await click(page, T.firstLogin.submit, true);
    await waitForText(page, MSG.codeRequired, { inDialog: true });
    const code = await latestCodeTo(smtp, STUDENT.email);
    await fill(page, T.firstLogin.codeLabel, code, true);
    await fill(page, T.firstLogin.newPassword, PASSWORDS.firstChange, true);
    await fill(page, T.firstLogin.confirmPassword, 'outra-coisa', true);
    await click(page, T.firstLogin.submit, true);
    await waitForText(page, MSG.passwordsDontMatch, { inDialog: true });

    await fill(page, T.firstLogin.confirmPassword, PASSWORDS.firstChange, true);
    await click(page, T.firstLogin.submit, true);
    await waitForText(page, T.firstLogin.success, { inDialog: true });
    await screenshot(page, '10-first-login-success');
    await waitForPath(page, '/dashboard');
    await waitForText(page, T.dashboard.greeting(STUDENT.name));
    const text = await visibleText(page);
    expect(text).toContain(T.roles.student);
    expect(text).not.toContain(T.nav.users);
    expect(text).toContain(T.dashboard.firstAccess);
    await screenshot(page, '11-dashboard-student');
  });

  it('shows a student the access-denied text on the users route', async () => {
    await page.goto(`${server.baseUrl}/users`);
    await waitForText(page, T.common.accessDenied);
    expect(await visibleText(page)).not.toContain(T.users.pageTitle);
  });

  it('shows the profile, uploads a photo and turns on 2FA with the e-mailed code', async () => {
    await clickMenu(page, T.nav.profile);
    await waitForPath(page, '/profile');
    await waitForText(page, T.profile.personalData);
    const text = await visibleText(page);
    expect(text).toContain(T.profile.subtitle);
    expect(text).toContain(COMPANY.name);
    expect(text).toContain(STUDENT.cpf);
    expect(text).toContain(T.profileRoles.student);
    expect(text).toContain(T.common.notInformed);
    expect(text).toContain(T.profile.security);

    const photoInput = (await page.$('input[type="file"]')) as ElementHandle<HTMLInputElement>;
    await photoInput.uploadFile(writePng(server.dataDir, 'foto.png', [224, 122, 31]));
    await waitForText(page, MSG.photoUpdated);
    const avatar = await page.waitForSelector('.profile-avatar img');
    expect(await avatar?.evaluate((img) => (img as HTMLImageElement).src)).toMatch(/\/uploads\//);

    smtp.clear();
    await click(page, T.profile.enable2fa);
    await waitForText(page, T.profile.promptTitle, { inDialog: true });
    await click(page, T.profile.enable2fa, true);
    await waitForText(page, T.users.codeRequired, { inDialog: true });
    await fill(page, T.profile.promptLabel, '000000', true);
    await click(page, T.profile.enable2fa, true);
    await waitForText(page, T.profile.twoFactorError, { inDialog: true });
    await screenshot(page, '12-enable-2fa-wrong-code');

    const code = await latestCodeTo(smtp, STUDENT.email);
    await fill(page, T.profile.promptLabel, code, true);
    await click(page, T.profile.enable2fa, true);
    await waitForText(page, MSG.twoFactorEnabled);
    await waitForText(page, T.profile.disable2fa);
    expect(await visibleText(page)).toContain(T.profile.twoFactorOnText);
    await screenshot(page, '13-profile-2fa-on');
  });

  it('signs the student in again with a 2FA code', async () => {
    await signOut();
    smtp.clear();
    await signIn(STUDENT.email, PASSWORDS.firstChange);
    await waitForText(page, T.login.codeTitle);
    const codeInput = await field(page, T.login.codeLabel);
    expect(await codeInput.evaluate((el) => [el.placeholder, el.maxLength])).toEqual([T.login.codePlaceholder, 6]);
    await screenshot(page, '14-login-2fa');

    const code = await latestCodeTo(smtp, STUDENT.email);
    await fill(page, T.login.codeLabel, code);
    await click(page, T.login.verify);
    await waitForPath(page, '/dashboard');
    await waitForText(page, T.dashboard.greeting(STUDENT.name));
    await signOut();
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    await click(page, T.login.forgot);
    await waitForText(page, T.forgot.title, { inDialog: true });
    await fill(page, T.forgot.emailLabel, 'nao-e-email', true);
    await waitForText(page, MSG.emailInvalid, { inDialog: true });
    const submit = await page.$('[role="dialog"] button[type="submit"]');
    expect(await submit?.evaluate((b) => (b as HTMLButtonElement).disabled)).toBe(true);

    smtp.clear();
    await fill(page, T.forgot.emailLabel, `  ${STUDENT.email.toUpperCase()}  `, true);
    await click(page, T.forgot.submit, true);
    await waitForText(page, T.forgot.successTitle, { inDialog: true });
    expect(await visibleText(page, true)).toContain(T.forgot.successText(STUDENT.email));
    await screenshot(page, '15-forgot-success');
    await click(page, T.forgot.backToLogin, true);

    const link = extractLink(await smtp.latestTo(STUDENT.email), '/reset-password');
    await page.goto(link);
    await waitForText(page, T.reset.text);
    await fill(page, T.reset.newPassword, '123');
    await fill(page, T.reset.confirmPassword, '123');
    await click(page, T.reset.submit);
    await waitForText(page, MSG.passwordMin);
    await fill(page, T.reset.newPassword, PASSWORDS.afterReset);
    await fill(page, T.reset.confirmPassword, PASSWORDS.afterReset);
    await click(page, T.reset.submit);
    await waitForText(page, MSG.resetDone);
    await screenshot(page, '16-reset-success');
    await waitForPath(page, '/login', 10_000);

    smtp.clear();
    await signIn(STUDENT.email, PASSWORDS.afterReset);
    await waitForText(page, T.login.codeTitle);
    await fill(page, T.login.codeLabel, await latestCodeTo(smtp, STUDENT.email));
    await click(page, T.login.verify);
    await waitForText(page, T.dashboard.greeting(STUDENT.name));
  });

  it('shows the missing-token message on /reset-password without a token', async () => {
    await signOut();
    await page.goto(`${server.baseUrl}/reset-password`);
    await waitForText(page, T.reset.noToken);
    await screenshot(page, '17-reset-without-token');
  });
});
