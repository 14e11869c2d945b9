/**
 * The NR rules on the portal (issue 19), in Chromium against the built server: the admin opens
 * Normas (NR) and reads the seeded presets (NR-35: 8 h, 24 meses, 90 dias; the rows where sources
 * disagree say so), edits one (a negative hour is refused in the form), creates and deletes one;
 * creates a course linked to NR-35 leaving the workload empty and the server saves 8 h; a preset
 * a course follows cannot be deleted (the server's 409 message); a return from leave registered
 * for a company is refused at 60 days and enrols the worker at 100 (the enrolments modal says
 * 'Eventual'); the company's manager registers an event for a selected worker in Equipe and reads
 * the training type on the company's certificates; Normas (NR) stays closed to the manager; the
 * admin reads the type on a certificate in 'A vencer'. Every new screen and dialog is photographed
 * (nr-*.png) and checked with axe.
 */
import {
  NR_MSG,
  type NrPreset,
  TRAINING_EVENT_LABELS,
  TRAINING_TYPE_LABELS,
  type TrainingEventKind,
} from '@trilha/sdk/contract';
import type { Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../src/messages';
import {
  click,
  clickMenu,
  clickTab,
  field,
  fill,
  pageScrollsSideways,
  screenAuditor,
  screenshotOnFailure,
  selectOption,
  setInputValue,
  visibleText,
  waitForPath,
  waitForText,
} from './harness';
import { ADMIN, activateStudent, apiAs, type Portal, signIn, signOut, startPortal } from './people';

const TX = T.nrPresets;
const EV = T.trainingEvent;
const COMPANY = 'Alturas Montagens Industriais Ltda';
const WORKER = { name: 'Carlos Andaime', email: 'carlos.andaime@alturas.com.br', password: 'CarlosNR35ok' };
const MANAGER = { name: 'Sônia Gestora', email: 'sonia.gestora@alturas.com.br', password: 'SoniaGestora35' };
const COURSE = {
  title: 'NR-35 Trabalho em Altura (Alturas)',
  module: 'Fundamentos do trabalho em altura',
  lesson: 'Sistemas de ancoragem',
  video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
};
const EPI_COURSE = { title: 'NR-06 Uso correto de EPI', lesson: 'Seleção do EPI' };
const NEW_PRESET = { code: 'NR-99 TESTE', title: 'Norma criada pelo teste de ponta a ponta' };

let portal: Portal;
let page: Page;
let baseUrl = '';
const ids = { company: 0, worker: 0, nr35: 0, course: 0, epiCourse: 0, epiLesson: 0 };
let workerToken = '';

/** A fresh admin token (a sign-out in the browser ends the admin's earlier tokens). */
async function admin() {
  const { token } = await apiAs(baseUrl).auth.login(ADMIN);
  return apiAs(baseUrl, token);
}

/** Today in São Paulo, and the day `n` days before it (YYYY-MM-DD). */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const daysBefore = (n: number) =>
  new Date(Date.parse(`${today()}T12:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

/** The cells' text of the row whose first cell reads `first`, in the table named `caption` (null: no such row). */
function rowCells(caption: string, first: string): Promise<string[] | null> {
  return page.evaluate(
    (caption: string, first: string) => {
      const table = [...document.querySelectorAll('table')].find((t) => t.caption?.textContent === caption);
      const row = [...(table?.querySelectorAll('tbody tr') ?? [])].find(
        (tr) => tr.querySelector('td')?.textContent?.trim() === first,
      );
      return row ? [...row.querySelectorAll<HTMLElement>('td')].map((td) => td.innerText.trim()) : null;
    },
    caption,
    first,
  );
}

async function rowText(caption: string, first: string): Promise<string | null> {
  return (await rowCells(caption, first))?.join('\n') ?? null;
}

/** Waits until that row's text contains `text`. */
async function waitForRow(caption: string, first: string, text: string) {
  await page.waitForFunction(
    (caption: string, first: string, text: string) => {
      const table = [...document.querySelectorAll('table')].find((t) => t.caption?.textContent === caption);
      const row = [...(table?.querySelectorAll('tbody tr') ?? [])].find(
        (tr) => tr.querySelector('td')?.textContent?.trim() === first,
      ) as HTMLElement | undefined;
      return row?.innerText.includes(text) ?? false;
    },
    {},
    caption,
    first,
    text,
  );
}

/** Closes the banners still shown (they sit over the top of the content). */
async function dismissBanners() {
  await page.$$eval(`button[aria-label="${T.common.dismiss}"]`, (buttons) => {
    for (const b of buttons) (b as HTMLButtonElement).click();
  });
  await page.waitForFunction(
    (label: string) => !document.querySelector(`button[aria-label="${label}"]`),
    {},
    T.common.dismiss,
  );
}

const { shot, audit, audited } = screenAuditor(() => page);

async function presets(): Promise<NrPreset[]> {
  return (await (await admin()).nr.presets()).presets;
}

beforeAll(async () => {
  portal = await startPortal();
  page = portal.page;
  baseUrl = portal.server.baseUrl;
  const api = apiAs(baseUrl, portal.adminToken);
  ids.company = (await api.companies.create({ name: COMPANY })).company.id;
  ids.worker = (await activateStudent(baseUrl, portal.smtp, portal.adminToken, WORKER, { company_id: ids.company })).id;
  await activateStudent(baseUrl, portal.smtp, portal.adminToken, MANAGER, {
    role: 'manager',
    company_id: ids.company,
  });
  // A published course of one lesson of duration 0 (it completes at once) whose certificate lasts a
  // month: it shows in the admin's 'A vencer'.
  ids.epiCourse = (await api.courses.create({ title: EPI_COURSE.title, validity_months: 1 })).courseId;
  const { course: epi } = await api.courses.saveContent(ids.epiCourse, {
    modules: [{ title: 'Módulo 1', lessons: [{ title: EPI_COURSE.lesson, video_type: 'youtube', duration: 0 }] }],
  });
  ids.epiLesson = epi.modules?.[0]?.lessons[0]?.id ?? 0;
  await api.courses.update(ids.epiCourse, { title: EPI_COURSE.title, status: 'published' });
  ids.nr35 = (await api.nr.presets()).presets.find((p) => p.code === 'NR-35')?.id ?? 0;
  const { token } = await apiAs(baseUrl).auth.login({ email: WORKER.email, password: WORKER.password });
  workerToken = token as string;
});

afterEach(screenshotOnFailure(() => page, 'falha-nr'));

afterAll(async () => {
  await portal?.stop();
});

describe('the admin: Normas (NR)', () => {
  it('lists the seeded presets: NR-35 with 8 h, 24 meses, 90 dias, and where sources disagree', async () => {
    await signIn(page, baseUrl, ADMIN.email, ADMIN.password);
    await clickMenu(page, T.adminNav.nrPresets);
    await waitForPath(page, '/nr-presets');
    await waitForText(page, TX.legend);
    await waitForText(page, 'NR-35');

    const nr35 = await rowText(TX.caption, 'NR-35');
    expect(nr35).toContain('Trabalho em Altura');
    expect(nr35).toContain(TX.hours(8));
    expect(nr35).toContain(TX.months(24));
    expect(nr35).toContain(TX.days(90));
    expect(nr35).toContain(TX.yes);
    expect(nr35).toContain('NR-35, item 35.3');
    expect(nr35).not.toContain(TX.divergent);

    // A preset whose sources disagree: the row says so in words, with the note.
    const divergent = (await presets()).filter((p) => p.notes);
    expect(divergent.length).toBeGreaterThan(0);
    const nr10 = divergent.find((p) => p.code === 'NR-10') ?? divergent[0];
    const row = await rowText(TX.caption, nr10?.code ?? '');
    expect(row).toContain(TX.divergent);
    expect(row).toContain(nr10?.notes ?? '');
    expect(await visibleText(page)).toContain(TX.divergentCount(divergent.length));
    // Validity 0 reads as no periodic refresher.
    expect(await rowText(TX.caption, 'NR-06')).toContain(TX.noPeriodic);
    await shot('nr-normas');
    await audit('admin: normas (NR)');
  });

  it('fits a 320 px screen: the table scrolls in its own region, never the page', async () => {
    const viewport = page.viewport() ?? { width: 1366, height: 860 };
    await page.setViewport({ width: 320, height: 720 });
    try {
      await page.goto(`${baseUrl}/nr-presets`);
      await waitForText(page, TX.legend);
      const { scrollWidth, innerWidth } = await pageScrollsSideways(page);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      await shot('nr-normas-320');
    } finally {
      await page.setViewport(viewport);
      // The side menu slides back in: let it settle before the next clicks.
      await new Promise((resolve) => setTimeout(resolve, 800));
    }
  });

  it('edits a preset: a negative hour is refused in the form, a valid one is saved', async () => {
    await click(page, TX.editLabel('NR-06'));
    await waitForText(page, TX.editTitle('NR-06'), { inDialog: true });
    await fill(page, TX.initialHours, '-4', true);
    await click(page, T.common.save, true);
    await waitForText(page, NR_MSG.initialHours, { inDialog: true });
    const hours = await field(page, TX.initialHours, true);
    expect(await hours.evaluate((el) => el.getAttribute('aria-invalid'))).toBe('true');
    await shot('nr-norma-editar-erro');
    await audit('admin: editar norma, carga negativa');
    // Nothing was sent: the server still has 2 h.
    expect((await presets()).find((p) => p.code === 'NR-06')?.initial_hours).toBe(2);

    await fill(page, TX.initialHours, '3', true);
    await click(page, T.common.save, true);
    await waitForText(page, NR_MSG.presetSaved);
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    await waitForRow(TX.caption, 'NR-06', TX.hours(3));
    expect((await presets()).find((p) => p.code === 'NR-06')?.initial_hours).toBe(3);
  });

  it('creates a preset and deletes it', async () => {
    await click(page, TX.newPreset);
    await waitForText(page, TX.createTitle, { inDialog: true });
    await fill(page, TX.code, NEW_PRESET.code, true);
    await fill(page, TX.titleField, NEW_PRESET.title, true);
    await fill(page, TX.initialHours, '16', true);
    await fill(page, TX.periodicHours, '8', true);
    await fill(page, TX.validityMonths, '12', true);
    await fill(page, TX.leaveDays, '120', true);
    await fill(page, TX.legalReference, 'Referência de teste, item 1.2.3.', true);
    await fill(page, TX.notes, 'Fontes de teste divergem sobre a carga periódica.', true);
    await shot('nr-norma-nova');
    await audit('admin: nova norma');
    await click(page, TX.create, true);
    await waitForText(page, NR_MSG.presetSaved);
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    await waitForText(page, NEW_PRESET.title);
    const row = await rowText(TX.caption, NEW_PRESET.code);
    expect(row).toContain(TX.hours(16));
    expect(row).toContain(TX.months(12));
    expect(row).toContain(TX.days(120));
    expect(row).toContain(TX.divergent);
    expect((await presets()).some((p) => p.code === NEW_PRESET.code)).toBe(true);

    await click(page, TX.deleteLabel(NEW_PRESET.code));
    await waitForText(page, TX.confirmDeleteTitle, { inDialog: true });
    await shot('nr-norma-excluir');
    await audit('admin: excluir norma');
    await click(page, T.common.delete, true);
    await waitForText(page, NR_MSG.presetDeleted);
    await page.waitForFunction((title: string) => !document.body.innerText.includes(title), {}, NEW_PRESET.title);
    expect((await presets()).some((p) => p.code === NEW_PRESET.code)).toBe(false);
  });
});

describe('the admin: a course that follows NR-35', () => {
  it('creates a course linked to NR-35 leaving the workload empty: the server saves 8 h', async () => {
    await clickMenu(page, T.nav.courses);
    await waitForPath(page, '/courses');
    await waitForText(page, EPI_COURSE.title);
    await click(page, T.courses.create);
    await waitForText(page, T.courseForm.modulesSection);
    await fill(page, T.courseForm.title, COURSE.title);
    await fill(page, `${T.courseForm.module(1)}: ${T.courseForm.moduleTitle}`, COURSE.module);
    const lesson = T.courseForm.lessonContext(1, 1);
    await fill(page, `${lesson}${T.courseForm.lessonTitle}`, COURSE.lesson);
    await fill(page, `${lesson}${T.courseForm.videoUrl}`, COURSE.video);

    // The banners of the earlier saves would cover the section's title.
    await dismissBanners();
    await page.click('.form-collapsible summary');
    await waitForText(page, T.courseForm.nrPreset);
    await selectOption(page, T.courseForm.nrPreset, 'NR-35 —');
    // The fields left empty say which values the preset gives them.
    await waitForText(page, T.courseForm.presetWorkload(8, 'NR-35'));
    await waitForText(page, T.courseForm.presetValidity(24, 'NR-35'));
    await waitForText(page, T.courseForm.presetPractical('NR-35', true));
    expect(await (await field(page, T.courseForm.practicalRequired)).evaluate((el) => el.checked)).toBe(true);
    expect(await (await field(page, T.courseForm.workloadHours)).evaluate((el) => el.value)).toBe('');
    const section = await page.$('.form-collapsible');
    await section?.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await shot('nr-curso-norma');
    await audit('admin: formulário de curso com norma');

    await click(page, T.courseForm.publish);
    await waitForText(page, T.courseForm.savedPublished, { timeout: 30_000 });
    const { courses } = await (await admin()).courses.list();
    const saved = courses.find((c) => c.title === COURSE.title);
    expect(saved).toMatchObject({
      nr_preset_id: ids.nr35,
      workload_hours: 8,
      validity_months: 24,
      practical_required: true,
    });
    ids.course = saved?.id ?? 0;
  });

  it('shows the preset and the content version when editing the course', async () => {
    const { course } = await (await admin()).courses.get(ids.course);
    await click(page, T.courses.actionLabel(T.courses.edit, COURSE.title));
    await waitForText(page, T.courseForm.contentVersion(course.version), { inDialog: true });
    await page.click('[role="dialog"] .form-collapsible summary');
    const preset = await field(page, T.courseForm.nrPreset, true);
    expect(await preset.evaluate((el) => el.value)).toBe(String(ids.nr35));
    expect(await (await field(page, T.courseForm.workloadHours, true)).evaluate((el) => el.value)).toBe('8');
    await shot('nr-curso-editar-versao');
    await audit('admin: editar curso, versão do conteúdo');
    await click(page, T.common.cancel, true);
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
  });

  it('refuses to delete a preset a course follows, with the server message', async () => {
    await clickMenu(page, T.adminNav.nrPresets);
    await waitForPath(page, '/nr-presets');
    await waitForText(page, TX.legend);
    const cells = await rowCells(TX.caption, 'NR-35');
    expect(cells?.[TX.columns.indexOf('Cursos vinculados')]).toBe('1');
    await click(page, TX.deleteLabel('NR-35'));
    await waitForText(page, TX.confirmDelete('NR-35', 1), { inDialog: true });
    await click(page, T.common.delete, true);
    await waitForText(page, NR_MSG.presetInUse(1));
    await shot('nr-norma-em-uso');
    expect((await presets()).some((p) => p.code === 'NR-35')).toBe(true);
  });
});

describe('the admin: an eventual trigger for a company', () => {
  it('refuses a 60-day leave with the reason and enrols the worker after a 100-day one', async () => {
    const before = await (await admin()).courses.enrollments(ids.course);
    expect(before.enrollments.some((e) => e.user_id === ids.worker)).toBe(false);

    await clickMenu(page, T.nav.users);
    await waitForPath(page, '/users');
    await clickTab(page, T.users.tabCompanies);
    await waitForText(page, COMPANY);
    await dismissBanners();
    await shot('nr-empresas-registrar-evento');
    await click(page, T.companies.eventLabel(COMPANY));
    await waitForText(page, EV.title, { inDialog: true });
    await waitForText(page, EV.whoCompany(COMPANY), { inDialog: true });
    await shot('nr-evento-empresa');
    await audit('admin: registrar evento (vazio)');

    // Without a kind or a course the form says so before sending.
    await click(page, EV.submit, true);
    await waitForText(page, EV.kindRequired, { inDialog: true });
    await waitForText(page, EV.courseRequired, { inDialog: true });

    await selectOption(page, EV.kind, TRAINING_EVENT_LABELS.retorno_afastamento, true);
    await waitForText(page, EV.leaveStart, { inDialog: true });
    await selectOption(page, EV.course, COURSE.title, true);
    await setInputValue(page, EV.leaveStart, daysBefore(60), true);
    await setInputValue(page, EV.leaveEnd, today(), true);
    await fill(page, EV.note, 'Retorno de licença médica.', true);
    await click(page, EV.submit, true);
    await waitForText(page, NR_MSG.eventLeaveShort(60, 90), { inDialog: true });
    await shot('nr-evento-recusado');
    await audit('admin: registrar evento, afastamento curto');
    const refused = await (await admin()).courses.enrollments(ids.course);
    expect(refused.enrollments.some((e) => e.user_id === ids.worker)).toBe(false);

    await setInputValue(page, EV.leaveStart, daysBefore(100), true);
    await click(page, EV.submit, true);
    await waitForText(page, NR_MSG.eventCreated(1), { inDialog: true });
    await shot('nr-evento-registrado');
    await audit('admin: registrar evento, matrícula eventual');
    await click(page, T.common.close, true);
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));

    const after = await (await admin()).courses.enrollments(ids.course);
    expect(after.enrollments.find((e) => e.user_id === ids.worker)?.training_type).toBe('eventual');
  });

  it("shows the enrolment's type in the course's enrolments modal", async () => {
    await clickMenu(page, T.nav.courses);
    await waitForText(page, COURSE.title);
    await click(page, T.courses.actionLabel(T.courses.enrollments, COURSE.title));
    await waitForText(page, WORKER.email, { inDialog: true });
    const row = await page.evaluate((email: string) => {
      const rows = [...document.querySelectorAll<HTMLElement>('[role="dialog"] tbody tr')];
      return rows.find((tr) => tr.innerText.includes(email))?.innerText ?? '';
    }, WORKER.email);
    expect(row).toContain(TRAINING_TYPE_LABELS.eventual);
    const heads = await page.$$eval('[role="dialog"] thead th', (ths) => ths.map((th) => th.textContent?.trim()));
    expect(heads).toEqual([...T.enrollments.columns]);
    await shot('nr-matriculas-tipo');
    await audit('admin: matrículas do curso com o tipo');
    await click(page, T.common.close, true);
  });
});

describe('the manager', () => {
  it('registers an event for a selected worker in Equipe, in a contracted course', async () => {
    const api = await admin();
    await api.manager.setCompanyCourses(ids.company, { course_ids: [ids.course, ids.epiCourse] });
    // The worker finishes the eventual training: the certificate carries its type.
    const { course } = await api.courses.get(ids.course);
    const lessonId = course.modules?.[0]?.lessons[0]?.id ?? 0;
    const learner = apiAs(baseUrl, workerToken);
    await learner.lessons.complete(lessonId, 0);
    await learner.certificates.generateTemporary(ids.course);

    await signOut(page);
    await signIn(page, baseUrl, MANAGER.email, MANAGER.password);
    const menu = await page.$$eval('.sidebar a', (links) => links.map((a) => (a as HTMLElement).innerText.trim()));
    expect(menu).not.toContain(T.adminNav.nrPresets);
    await clickMenu(page, T.nav.team);
    await waitForPath(page, '/team');
    await waitForText(page, WORKER.email);
    await page.click(`input[aria-label="${T.team.selectOne(WORKER.name)}"]`);
    await waitForText(page, T.team.selected(1));
    await click(page, T.team.event);
    await waitForText(page, EV.title, { inDialog: true });
    await waitForText(page, EV.whoSelected(1), { inDialog: true });
    const courses = await (await field(page, EV.course, true)).evaluate((el) =>
      [...(el as unknown as HTMLSelectElement).options].map((o) => o.text),
    );
    // Only what the company contracted.
    expect(courses.slice(1).sort()).toEqual([COURSE.title, EPI_COURSE.title].sort());
    const kind: TrainingEventKind = 'mudanca_funcao';
    await selectOption(page, EV.kind, TRAINING_EVENT_LABELS[kind], true);
    await selectOption(page, EV.course, EPI_COURSE.title, true);
    // A cargo is the other way to name the workers.
    expect(await visibleText(page, true)).toContain(EV.whoJobRole);
    await shot('nr-equipe-evento');
    await audit('gestor: registrar evento');
    await click(page, EV.submit, true);
    await waitForText(page, NR_MSG.eventCreated(1), { inDialog: true });
    await shot('nr-equipe-evento-registrado');
    await click(page, T.common.close, true);
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));

    const epi = await (await admin()).courses.enrollments(ids.epiCourse);
    expect(epi.enrollments.find((e) => e.user_id === ids.worker)?.training_type).toBe('eventual');
  });

  it("reads the training type on the company's certificates", async () => {
    await clickMenu(page, T.nav.certificates);
    await waitForPath(page, '/certificates');
    await waitForText(page, T.companyCertificates.zip);
    await waitForText(page, WORKER.name);
    const heads = await page.$$eval('thead th', (ths) => ths.map((th) => th.textContent?.trim()));
    expect(heads).toEqual([...T.companyCertificates.columns]);
    const row = await page.evaluate((title: string) => {
      const rows = [...document.querySelectorAll<HTMLElement>('tbody tr')];
      return rows.find((tr) => tr.innerText.includes(title))?.innerText ?? '';
    }, COURSE.title);
    expect(row).toContain(TRAINING_TYPE_LABELS.eventual);
    await shot('nr-gestor-certificados-tipo');
    await audit('gestor: certificados com o tipo');
  });

  it('does not reach Normas (NR)', async () => {
    await page.goto(`${baseUrl}/nr-presets`);
    await waitForText(page, TX.accessDenied);
    await shot('nr-gestor-acesso-negado');
  });
});

describe('the admin: the training type in Certificados', () => {
  it("reads 'Eventual' on a certificate about to expire ('A vencer')", async () => {
    const learner = apiAs(baseUrl, workerToken);
    await learner.lessons.complete(ids.epiLesson, 0);
    await learner.certificates.generateTemporary(ids.epiCourse);

    await signOut(page);
    await signIn(page, baseUrl, ADMIN.email, ADMIN.password);
    await clickMenu(page, T.nav.certificates);
    await waitForPath(page, '/certificates');
    await waitForText(page, T.certificates.expiringTitle);
    // The certificate of a month shows in 'A vencer' (the table below the sdk's list).
    const row = await page.waitForFunction(
      (caption: string, title: string) => {
        const table = [...document.querySelectorAll('table')].find((t) => t.caption?.textContent === caption);
        const rows = [...(table?.querySelectorAll<HTMLElement>('tbody tr') ?? [])];
        return rows.find((tr) => tr.innerText.includes(title))?.innerText ?? false;
      },
      {},
      T.certificates.expiringTitle,
      EPI_COURSE.title,
    );
    expect(await row.jsonValue()).toContain(TRAINING_TYPE_LABELS.eventual);
    const section = await page.$('.cert-expiring');
    await section?.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await shot('nr-admin-certificados-a-vencer');
    await audit('admin: certificados a vencer com o tipo');
  });

  it('the audited states', () => {
    expect(audited).toHaveLength(13);
  });
});
