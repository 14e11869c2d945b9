/**
 * People and data for the browser tests that build their own: the built server with the env admin
 * and an SMTP sink, Chromium with one page, a typed API client, a student through the forced
 * first-login change, a published one-lesson course, and signing in and out on the login screen.
 */
import { createClient } from '@trilha/sdk/client';
import type { UserCreateReq } from '@trilha/sdk/contract';
import type { Browser, Page } from 'puppeteer-core';
import { latestCodeTo, type SmtpSink, startSmtpSink } from '../../server/test/harness/smtpSink';
import { T } from '../src/messages';
import { click, fill, launchBrowser, newPage, type RunningServer, startServer, waitForPath } from './harness';

export const ADMIN = { email: 'admin@trilha.local', password: 'admin-e2e-123' };

export const apiAs = (baseUrl: string, token?: string | null) =>
  createClient({ baseUrl, getToken: () => token ?? null });

export interface Portal {
  smtp: SmtpSink;
  server: RunningServer;
  browser: Browser;
  page: Page;
  adminToken: string;
  stop(): Promise<void>;
}

/** Server, SMTP sink and browser for one test file, with the admin's API token. */
/** `env` adds server settings for one file (SSO_ALLOW_HTTP for a test identity provider...). */
export async function startPortal(env: Record<string, string> = {}): Promise<Portal> {
  const smtp = await startSmtpSink();
  const server = await startServer({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_HOST: smtp.host,
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'NONE',
    ...env,
  });
  const adminToken = (await apiAs(server.baseUrl).auth.login(ADMIN)).token as string;
  const browser = await launchBrowser();
  const page = await newPage(browser);
  return {
    smtp,
    server,
    browser,
    page,
    adminToken,
    async stop() {
      await browser.close();
      await server.stop();
      await smtp.stop();
    },
  };
}

export interface Person {
  name: string;
  email: string;
  password: string;
}

/**
 * A student created by the admin who has done the first login (e-mailed code + new password):
 * their id and the token that change answered, as the portal holds it right after. `extra` adds
 * fields of the user form (company, CPF...).
 */
export async function activateStudent(
  baseUrl: string,
  smtp: SmtpSink,
  adminToken: string,
  student: Person,
  extra: Partial<UserCreateReq> = {},
) {
  const { user } = await apiAs(baseUrl, adminToken).users.create({
    name: student.name,
    email: student.email,
    password: 'Provisoria123',
    role: 'student',
    ...extra,
  });
  smtp.clear();
  const first = await apiAs(baseUrl).auth.login({ email: student.email, password: 'Provisoria123' });
  const code = await latestCodeTo(smtp, student.email);
  const changed = await apiAs(baseUrl, first.token).auth.firstLoginPasswordChange({
    newPassword: student.password,
    twoFactorCode: code,
  });
  return { id: user.id, token: changed.token as string };
}

/** A published course with one module and one lesson; answers the course and lesson ids. */
export async function publishedCourse(baseUrl: string, adminToken: string, title: string, lessonTitle: string) {
  const admin = apiAs(baseUrl, adminToken);
  const { courseId } = await admin.courses.create({ title, description: `Treinamento ${title}.` });
  const { course } = await admin.courses.saveContent(courseId, {
    modules: [{ title: 'Módulo 1', lessons: [{ title: lessonTitle, video_type: 'youtube', duration: 20 }] }],
  });
  await admin.courses.update(courseId, { title, status: 'published' });
  return { courseId, lessonId: course.modules?.[0]?.lessons[0]?.id ?? 0 };
}

/**
 * Signs in through the login screen, from a fresh session whatever the page held before, and waits
 * for the role's home (an instructor's is their practical sessions).
 */
export async function signIn(page: Page, baseUrl: string, email: string, password: string, home = '/dashboard') {
  await page.goto(`${baseUrl}/login`);
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto(`${baseUrl}/login`);
  await fill(page, T.login.userLabel, email);
  await fill(page, T.login.passwordLabel, password);
  await click(page, T.login.submit);
  await waitForPath(page, home);
}

export async function signOut(page: Page) {
  await click(page, T.layout.logout);
  await waitForPath(page, '/login');
}
