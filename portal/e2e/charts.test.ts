/**
 * The report charts (issue 27) end to end, in Chromium against the built server. The admin (API)
 * builds three companies with cargos, an NR-35 course with its refresher and an NR-10 course,
 * nine workers who enrol, progress, finish and get certificates (their own calls); then the
 * enrolment weeks and the certificates' expiry months are spread straight in the database (the
 * server's clock cannot be moved from the browser). Each chart's 'Ver tabela' must show the
 * numbers its endpoint answers, the sentence above it must sum them, the points must be reached
 * and named from the keyboard, and every screen passes axe. Screenshots: graficos-*.png.
 */
import path from 'node:path';
import {
  COMPLIANCE_LABELS,
  COMPLIANCE_STATUSES,
  type ComplianceStatus,
  FUNNEL_LABELS,
  RENEWAL_STATUSES,
} from '@trilha/sdk/contract';
import type { Page } from 'puppeteer-core';
import sqlite3 from 'sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dayLabels, monthLabels, CHART_TEXT as TX } from '../src/charts/chartMessages';
import { percentText } from '../src/charts/chartModel';
import { T } from '../src/messages';
import {
  atNarrowScreen,
  clickMenu,
  clickTab,
  screenAuditor,
  screenshotOnFailure,
  selectOption,
  settleAnimations,
  waitForPath,
} from './harness';
import { ADMIN, activateStudent, apiAs, type Portal, signIn, signOut, startPortal } from './people';

const COMPANIES = ['Alfa Montagens Industriais Ltda', 'Beta Construções S.A.', 'Gama Eletricidade Ltda'] as const;
const NR35 = 'NR-35 Trabalho em Altura';
const NR35_REFRESHER = 'NR-35 Reciclagem';
const NR10 = 'NR-10 Segurança em Eletricidade';
const NOBODY = 'NR-06 Equipamento de Proteção Individual';
const MANAGER = { name: 'Célia Gestora', email: 'celia.gestora@alfa.com.br', password: 'CeliaGestora123' };
const DAY_MS = 86_400_000;

let portal: Portal;
let page: Page;
let baseUrl = '';
const ids = {
  nr35: 0,
  refresher: 0,
  nr10: 0,
  nobody: 0,
  companies: [0, 0, 0],
  nr35Lessons: [0, 0],
  refresherLesson: 0,
  nr10Lesson: 0,
};
const admin = () => apiAs(baseUrl, portal.adminToken);
const { shot, audit } = screenAuditor(() => page);

/** A published course of `lessons` lessons of duration 0 (each completes at once). */
async function course(
  title: string,
  lessons: number,
  extra: { validity_months?: number; refresher_course_id?: number } = {},
) {
  const { courseId } = await admin().courses.create({ title, description: `Treinamento ${title}.`, ...extra });
  const { course: saved } = await admin().courses.saveContent(courseId, {
    modules: [
      {
        title: 'Módulo 1',
        lessons: Array.from({ length: lessons }, (_, i) => ({
          title: `Aula ${i + 1}`,
          video_type: 'youtube',
          duration: 0,
        })),
      },
    ],
  });
  await admin().courses.update(courseId, { title, status: 'published', ...extra });
  return { id: courseId, lessons: saved.modules?.[0]?.lessons.map((l) => l.id) ?? [] };
}

/** Runs statements on the server's own SQLite file. */
async function sql(statements: [string, unknown[]][]) {
  const db = new sqlite3.Database(path.join(portal.server.dataDir, 'trilha.sqlite'));
  try {
    for (const [text, params] of statements) {
      await new Promise<void>((resolve, reject) =>
        db.run(text, params, (error) => (error ? reject(error) : resolve())),
      );
    }
  } finally {
    await new Promise((resolve) => db.close(resolve));
  }
}
const stamp = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * DAY_MS).toISOString().replace('T', ' ').replace('Z', ' +00:00');

/** The chart card titled `title` (waits for it to show). */
const cardSelector = (title: string) =>
  `xpath///section[contains(@class,"chart-card")][.//h2[normalize-space()="${title}"]]`;

/** The card's sentence (waits for the chart to load). */
async function summaryOf(title: string): Promise<string> {
  const card = await page.waitForSelector(`${cardSelector(title)}//p[contains(@class,"chart-summary")]`, {
    timeout: 15_000,
  });
  return (await card?.evaluate((el) => el.textContent ?? '')) ?? '';
}

/** Presses the card's button labelled `label` ('Ver tabela', 'Ver gráfico'). */
async function press(title: string, label: string) {
  const button = await page.waitForSelector(`${cardSelector(title)}//button[normalize-space()="${label}"]`, {
    timeout: 15_000,
  });
  await button?.click();
}

/** Presses the card's 'Ver tabela' and reads the table's rows, each as its cells' texts. */
async function tableOf(title: string): Promise<string[][]> {
  await press(title, TX.showTable);
  const table = await page.waitForSelector(`${cardSelector(title)}//table`);
  const rows = await table?.$$eval('tbody tr', (trs) =>
    trs.map((tr) => [...tr.children].map((cell) => (cell.textContent ?? '').trim())),
  );
  // Back to the picture, as a reader would toggle it.
  await press(title, TX.showChart);
  await page.waitForSelector(`${cardSelector(title)}//*[contains(@class,"chart-point")]`);
  return rows ?? [];
}

/** The names of the card's data points, in keyboard order. */
async function pointsOf(title: string): Promise<string[]> {
  const card = await page.waitForSelector(cardSelector(title), { timeout: 15_000 });
  return (await card?.$$eval('.chart-point', (els) => els.map((el) => el.getAttribute('aria-label') ?? ''))) ?? [];
}

/** A photograph at 320 px wide, the card titled `title` at the top. */
async function narrowShot(name: string, title: string) {
  await atNarrowScreen(page, name, async () => {
    // Below the fixed top bar.
    await (await page.waitForSelector(cardSelector(title)))?.evaluate((el) =>
      window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 72),
    );
    await shot(name);
  });
}

/** The card's empty sentence, once it shows. */
async function emptyOf(title: string): Promise<string> {
  const p = await page.waitForSelector(`${cardSelector(title)}//p[contains(@class,"chart-empty")]`, {
    timeout: 15_000,
  });
  return (await p?.evaluate((el) => el.textContent ?? '')) ?? '';
}

const n = (value: number) => value.toLocaleString('pt-BR');
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

beforeAll(async () => {
  portal = await startPortal();
  page = portal.page;
  baseUrl = portal.server.baseUrl;

  const refresher = await course(NR35_REFRESHER, 1, { validity_months: 24 });
  const nr35 = await course(NR35, 2, { validity_months: 24, refresher_course_id: refresher.id });
  const nr10 = await course(NR10, 1, { validity_months: 24 });
  ids.nobody = (await course(NOBODY, 1)).id;
  Object.assign(ids, {
    nr35: nr35.id,
    refresher: refresher.id,
    nr10: nr10.id,
    nr35Lessons: nr35.lessons,
    refresherLesson: refresher.lessons[0],
    nr10Lesson: nr10.lessons[0],
  });

  const roles: Record<string, number> = {};
  for (const [i, name] of COMPANIES.entries()) {
    const company = (await admin().companies.create({ name })).company.id;
    ids.companies[i] = company;
    await admin().manager.setCompanyCourses(company, { course_ids: [nr35.id, refresher.id, nr10.id] });
    roles[`${i}-Montador`] = (
      await admin().manager.createJobRole(company, { name: 'Montador', course_ids: [nr35.id] })
    ).job_role.id;
    roles[`${i}-Eletricista`] = (
      await admin().manager.createJobRole(company, { name: 'Eletricista', course_ids: [nr10.id, nr35.id] })
    ).job_role.id;
  }

  // Who does what: [company, cargo, lessons of NR-35 done (0-2), NR-10 done, certified NR-35, refresher].
  const plan = [
    { name: 'Antônio Alves', c: 0, role: 'Montador', nr35: 2, nr10: false, refresher: 'done' },
    { name: 'Bianca Barros', c: 0, role: 'Montador', nr35: 2, nr10: false, refresher: 'enrolled' },
    { name: 'Carlos Campos', c: 0, role: 'Montador', nr35: 1, nr10: false, refresher: null },
    { name: 'Daniela Dias', c: 0, role: 'Eletricista', nr35: 2, nr10: true, refresher: null },
    { name: 'Eduardo Esteves', c: 1, role: 'Montador', nr35: 2, nr10: false, refresher: null },
    { name: 'Fernanda Freitas', c: 1, role: 'Montador', nr35: 0, nr10: false, refresher: null },
    { name: 'Gustavo Gomes', c: 1, role: 'Eletricista', nr35: 1, nr10: true, refresher: null },
    { name: 'Helena Horta', c: 2, role: 'Eletricista', nr35: 2, nr10: true, refresher: null },
    { name: 'Igor Inácio', c: 2, role: 'Montador', nr35: 0, nr10: false, refresher: null },
  ] as const;
  const certificates: number[] = [];
  for (const [i, w] of plan.entries()) {
    const email = `${w.name
      .split(' ')[0]
      ?.toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '')}@empresa${w.c}.com.br`;
    const person = { name: w.name, email, password: `Senha${i}Forte123` };
    const { id, token } = await activateStudent(baseUrl, portal.smtp, portal.adminToken, person, {
      company_id: ids.companies[w.c],
    });
    const learner = apiAs(baseUrl, token);
    await admin().courses.enroll(nr35.id, id);
    for (const lesson of nr35.lessons.slice(0, w.nr35)) await learner.lessons.complete(lesson, 0);
    if (w.nr35 === 2) certificates.push((await learner.certificates.generateTemporary(nr35.id)).certificate.id);
    if (w.nr10) {
      await admin().courses.enroll(nr10.id, id);
      await learner.lessons.complete(nr10.lessons[0] ?? 0, 0);
      certificates.push((await learner.certificates.generateTemporary(nr10.id)).certificate.id);
    }
    if (w.refresher) await admin().courses.enroll(refresher.id, id);
    if (w.refresher === 'done') {
      await learner.lessons.complete(refresher.lessons[0] ?? 0, 0);
      await learner.certificates.generateTemporary(refresher.id);
    }
    // Last: a cargo enrols its worker in the required courses not yet taken.
    await admin().manager.assignJobRole(id, roles[`${w.c}-${w.role}`] ?? null);
  }
  // Spread the enrolments over the last weeks and the certificates' expiries over the coming months.
  await sql([
    ['UPDATE enrollments SET enrolled_at = ? WHERE id % 5 = 0', [stamp(-70)]],
    ['UPDATE enrollments SET enrolled_at = ? WHERE id % 5 = 1', [stamp(-45)]],
    [
      'UPDATE enrollments SET enrolled_at = ?, completed_at = CASE WHEN completed_at IS NULL THEN NULL ELSE ? END WHERE id % 5 = 2',
      [stamp(-30), stamp(-24)],
    ],
    [
      'UPDATE enrollments SET completed_at = CASE WHEN completed_at IS NULL THEN NULL ELSE ? END WHERE id % 5 = 3',
      [stamp(-10)],
    ],
    ...certificates.map((id, i): [string, unknown[]] => [
      'UPDATE certificates SET expires_at = ? WHERE id = ?',
      [stamp(20 + ((i * 47) % 330)), id],
    ]),
  ]);
  ids.companies = [...ids.companies];
  await activateStudent(baseUrl, portal.smtp, portal.adminToken, MANAGER, {
    role: 'manager',
    company_id: ids.companies[0],
  });
}, 180_000);

afterEach(screenshotOnFailure(() => page, 'falha-graficos'));

afterAll(async () => {
  await portal?.stop();
});

describe("the admin's dashboard", () => {
  it('shows the enrolments and completions of the last 12 weeks, the table as the API says', async () => {
    await signIn(page, baseUrl, ADMIN.email, ADMIN.password);
    const { weeks } = await admin().charts.activity();
    const title = TX.activity.title;
    const summary = await summaryOf(title);
    expect(summary).toContain(`${n(sum(weeks.map((w) => w.enrolled)))} matrículas`);
    expect(summary).toContain(`${n(sum(weeks.map((w) => w.completed)))} conclusões`);
    expect(await tableOf(title)).toEqual(
      weeks.map((w) => [TX.activity.weekOf(w.start), n(w.enrolled), n(w.completed)]),
    );
    // A point per week and series; the spoken name carries the week, the series and the number.
    const points = await pointsOf(title);
    expect(points).toHaveLength(24);
    const last = weeks.at(-1);
    expect(points.at(-1)).toBe(
      `${TX.activity.weekOf(last?.start ?? '')}, ${TX.activity.completed}: ${n(last?.completed ?? 0)}`,
    );
    expect(dayLabels(last?.start ?? '').long).toMatch(/^\d\d\/\d\d\/\d{4}$/);
  });

  it('shows the certificates expiring in the next 12 months by renewal, the table as the API says', async () => {
    const { months } = await admin().charts.expiries();
    const title = TX.expiries.title;
    const total = sum(months.map((m) => m.renewed + m.in_progress + m.pending));
    expect(total).toBeGreaterThan(0);
    expect(await summaryOf(title)).toContain(`${n(total)} certificados vencem`);
    expect(await tableOf(title)).toEqual(
      months.map((m) => [monthLabels(m.month).long, ...RENEWAL_STATUSES.map((s) => n(m[s]))]),
    );
    // The stacked points are the segments that are drawn (a zero is only in the table).
    expect(await pointsOf(title)).toHaveLength(months.flatMap((m) => RENEWAL_STATUSES.filter((s) => m[s] > 0)).length);
  });

  it('walks the points with the arrow keys, naming each in a tooltip', async () => {
    const title = TX.activity.title;
    const first = await page.waitForSelector(
      `${cardSelector(title)}//*[contains(@class,"chart-point")][@tabindex="0"]`,
    );
    await first?.evaluate((el) => (el as SVGElement).focus());
    await page.keyboard.press('ArrowRight');
    const points = await pointsOf(title);
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(focused).toBe(points[1]);
    const tip = await page.evaluate(() => document.querySelector('.chart-tooltip')?.textContent);
    expect(tip).toBe(points[1]);
    await page.keyboard.press('End');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(points.at(-1));
    // One Tab stop per chart: Tab leaves it.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('chart-point'))).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot('graficos-painel-admin');
    await audit('admin: painel com gráficos');
    await narrowShot('graficos-painel-admin-320', TX.activity.title);
  });
});

describe('the reports', () => {
  it('shows the progress distribution and the companies ranked by compliance', async () => {
    await clickMenu(page, T.nav.reports);
    await waitForPath(page, '/reports');
    const { buckets } = await admin().charts.progress();
    expect(await tableOf(TX.progress.title)).toEqual(buckets.map((b) => [b.label, n(b.count)]));
    const { companies } = await admin().charts.companies();
    expect(companies.map((c) => c.name)).toEqual(expect.arrayContaining([...COMPANIES]));
    expect(await tableOf(TX.companies.title)).toEqual(
      companies.map((c) => [c.name, n(c.workers), n(c.compliant_workers), percentText(c.compliant_rate)]),
    );
    expect(await summaryOf(TX.companies.title)).toContain(`${companies[0]?.name} primeiro`);
    await shot('graficos-relatorios-visao-geral');
    await audit('admin: relatórios, visão geral com gráficos');
  });

  it("shows a course's completion funnel and progress; a course nobody took says so", async () => {
    await clickTab(page, T.reports.tabCourses);
    await (await page.waitForSelector(`[aria-label="${T.reports.viewProgressLabel(NR35)}"]`))?.click();
    const funnel = await admin().charts.funnel(ids.nr35);
    expect(await tableOf(TX.funnel.title)).toEqual(funnel.steps.map((s) => [FUNNEL_LABELS[s.step], n(s.count)]));
    expect(funnel.steps[0]?.count).toBe(9);
    const { buckets } = await admin().charts.progress(ids.nr35);
    expect(await tableOf(TX.progress.title)).toEqual(buckets.map((b) => [b.label, n(b.count)]));
    await settleAnimations(page);
    await (await page.waitForSelector(cardSelector(TX.funnel.title)))?.scrollIntoView();
    await shot('graficos-relatorios-curso');
    await audit('admin: relatórios, detalhes do curso com funil');
    // The table in place of the picture, with the same numbers.
    await press(TX.funnel.title, TX.showTable);
    await page.waitForSelector(`${cardSelector(TX.funnel.title)}//table`);
    await shot('graficos-relatorios-funil-tabela');
    await audit('admin: funil como tabela');

    await clickTab(page, T.reports.tabCourses);
    await (await page.waitForSelector(`[aria-label="${T.reports.viewProgressLabel(NOBODY)}"]`))?.click();
    expect(await emptyOf(TX.funnel.title)).toBe(TX.funnel.empty);
    expect(await emptyOf(TX.progress.title)).toBe(TX.progress.empty);
    await audit('admin: relatórios, curso sem matrículas');
  });

  it("shows a client company's charts above its grid in Relatórios › Conformidade, as its manager sees them", async () => {
    await clickTab(page, T.reports.tabCompliance);
    await selectOption(page, T.compliance.company, COMPANIES[1]);
    const charts = await admin().charts.manager(ids.companies[1]);
    expect(charts.company.name).toBe(COMPANIES[1]);
    expect(await tableOf(TX.manager.byCourseTitle)).toEqual(
      charts.by_course.map((c) => [c.title, ...COMPLIANCE_STATUSES.map((s) => n(c.counts[s]))]),
    );
    await page.waitForSelector(`xpath///h2[contains(., "${T.compliance.gridTitle}")]`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot('graficos-admin-conformidade');
    await audit('admin: relatórios, conformidade com gráficos');
  });
});

describe("the company manager's dashboard", () => {
  it('shows compliance by cargo and by course and the expiries ahead of their own company', async () => {
    await signOut(page);
    await signIn(page, baseUrl, MANAGER.email, MANAGER.password);
    const token = (await apiAs(baseUrl).auth.login({ email: MANAGER.email, password: MANAGER.password }))
      .token as string;
    const charts = await apiAs(baseUrl, token).charts.manager();
    expect(charts.company.name).toBe(COMPANIES[0]);
    const row = (name: string, counts: Record<ComplianceStatus, number>) => [
      name,
      ...COMPLIANCE_STATUSES.map((s) => n(counts[s])),
    ];
    expect(await tableOf(TX.manager.byJobRoleTitle)).toEqual(charts.by_job_role.map((r) => row(r.job_role, r.counts)));
    expect(await tableOf(TX.manager.byCourseTitle)).toEqual(charts.by_course.map((c) => row(c.title, c.counts)));
    expect(await tableOf(TX.manager.expiriesTitle)).toEqual(
      charts.expiries.map((m) => [monthLabels(m.month).long, n(m.count)]),
    );
    // Only Alfa's workers: four of them hold NR-35 cells (three Montadores, one Eletricista).
    const cells = sum(charts.by_course.filter((c) => c.course_id === ids.nr35).flatMap((c) => Object.values(c.counts)));
    expect(cells).toBe(4);
    const byRole = await pointsOf(TX.manager.byJobRoleTitle);
    expect(byRole.some((p) => p.includes(COMPLIANCE_LABELS.valido))).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot('graficos-painel-gestor');
    await audit('gestor: painel com gráficos');
    await narrowShot('graficos-painel-gestor-320', TX.manager.byJobRoleTitle);
  });
});
