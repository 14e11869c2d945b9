/**
 * Access-denied screens and the last-access line (issue 14 items 9 and 8), in Chromium against the
 * built server: a student opening an admin route reads the spec's text for that area, not a
 * not-found page; the student dashboard says 'Este é o seu primeiro acesso.' on a first sign-in
 * and the previous sign-in's date after that.
 */
import { BACKUP_MSG } from '@trilha/sdk/contract';
import type { Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../src/format';
import { T } from '../src/messages';
import { screenshot, screenshotOnFailure, visibleText, waitForText } from './harness';
import { ADMIN, activateStudent, apiAs, type Portal, publishedCourse, signIn, signOut, startPortal } from './people';

const STUDENT = { name: 'Rafael Souza', email: 'rafael.souza@construtora.com.br', password: 'SenhaRafael1' };

let portal: Portal;
let page: Page;
let server: Portal['server'];
let courseId = 0;
let firstSessionToken = '';
let studentId = 0;

beforeAll(async () => {
  portal = await startPortal();
  ({ page, server } = portal);
  ({ courseId } = await publishedCourse(
    server.baseUrl,
    portal.adminToken,
    'NR-18 Construção Civil',
    'Canteiro de obras',
  ));
  ({ token: firstSessionToken, id: studentId } = await activateStudent(
    server.baseUrl,
    portal.smtp,
    portal.adminToken,
    STUDENT,
  ));
});

afterEach(screenshotOnFailure(() => page, 'falha-acesso'));

afterAll(() => portal?.stop());

/** The access-denied card's title (absent for the users' wording) and text. */
async function deniedCard(path: string) {
  await page.goto(`${server.baseUrl}${path}`);
  await page.waitForSelector('.state-card[role="alert"]');
  return page.$eval('.state-card[role="alert"]', (card) => ({
    title: card.querySelector('h1')?.textContent ?? null,
    text: card.querySelector('p')?.textContent ?? null,
  }));
}

describe('portal: the student dashboard greeting', () => {
  it("says 'Este é o seu primeiro acesso.' right after the first sign-in", async () => {
    // The portal's state after the first-login change: the token that change answered.
    await page.goto(`${server.baseUrl}/login`);
    await page.evaluate((token) => localStorage.setItem('token', token), firstSessionToken);
    await page.goto(`${server.baseUrl}/dashboard`);
    await waitForText(page, T.dashboard.greeting(STUDENT.name));
    const text = await visibleText(page);
    expect(text).toContain(T.dashboard.firstAccess);
    expect(text).not.toContain(T.dashboard.lastAccess(''));
    await screenshot(page, 'acesso-02-student-first-access');
    await signOut(page);
  });

  it('shows the previous sign-in as the last access on the next one', async () => {
    // The first session ended with its logout (issue 15): read the sign-in through the admin.
    const { user: before } = await apiAs(server.baseUrl, portal.adminToken).users.get(studentId);
    await signIn(page, server.baseUrl, STUDENT.email, STUDENT.password);
    await waitForText(page, T.dashboard.greeting(STUDENT.name));
    const text = await visibleText(page);
    expect(text).toContain(T.dashboard.lastAccess(formatDateTime(before.last_login)));
    expect(text).not.toContain(T.dashboard.firstAccess);
  });
});

describe('portal: access-denied screens of the admin areas', () => {
  it("shows a student the spec's text on each admin route", async () => {
    const usersText = { title: null, text: T.common.accessDenied };
    expect(await deniedCard('/users')).toEqual(usersText);
    expect(await deniedCard(`/assessment-manager/${courseId}`)).toEqual(usersText);
    expect(await deniedCard('/reports')).toEqual({ title: T.accessDeniedTitle, text: T.reports.accessDenied });
    expect(await deniedCard('/reports/companies')).toEqual({
      title: T.accessDeniedTitle,
      text: T.companyReports.accessDenied,
    });
    await screenshot(page, 'acesso-01-student-company-reports-denied');
    expect(await deniedCard('/backup')).toEqual({ title: T.accessDeniedTitle, text: BACKUP_MSG.accessDenied });
    expect(await visibleText(page)).not.toContain(T.common.notFoundTitle);
    await signOut(page);
  });

  it('opens the company reports on their path for an admin', async () => {
    await signIn(page, server.baseUrl, ADMIN.email, ADMIN.password);
    await page.goto(`${server.baseUrl}/reports/companies`);
    await waitForText(page, T.companyReports.totalCompanies);
    expect(await visibleText(page)).not.toContain(T.companyReports.accessDenied);
    await screenshot(page, 'acesso-03-admin-company-reports');
  });
});
