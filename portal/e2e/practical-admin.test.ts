/**
 * The admin's practical sessions (issue 20), in Chromium against the built server: 'Turmas
 * Práticas' lists the sessions in São Paulo time; a new session goes through the form (a capacity
 * of 0 is refused under its field before anything is sent); its roster starts empty, and the
 * 'Adicionar participantes' dialog offers only the course's enrolled workers, filtered by company,
 * with 'Selecionar todos'; a worker past the capacity is refused with the server's message; a
 * session whose roster shows a signature and an e-mailed code, with their evaluations, gives its
 * attendance list as a PDF, and a session that does not exist says so; an edit below the roster
 * is refused by the server in the form and a valid one saved; a session is deleted, one with
 * attendance is not. Every state is checked with axe and the main ones photographed
 * (practical-admin-*.png); the list fits 320 px.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PRACTICAL_MSG, PRACTICAL_RESULT_LABELS, type PracticalSession } from '@trilha/sdk/contract';
import type { Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { latestCodeTo } from '../../server/test/harness/smtpSink';
import { T } from '../src/messages';
import { PRACTICAL_ADMIN_TEXT } from '../src/scenes/PracticalSessions/adminMessages';
import {
  allowDownloads,
  click,
  clickMenu,
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
  writePng,
} from './harness';
import { ADMIN, activateStudent, apiAs, type Portal, publishedCourse, signIn, startPortal } from './people';

const TX = PRACTICAL_ADMIN_TEXT;
const FORM = TX.form;
const ADD = TX.participants;
const COURSE = 'NR-35 Trabalho em Altura (Turmas)';
const OTHER_COURSE = 'NR-10 Segurança em Eletricidade (Turmas)';
const RUI = { name: 'Rui Instrutor', email: 'rui.instrutor@turmas.test', password: 'SenhaRui123' };
const SARA = { name: 'Sara Instrutora', email: 'sara.instrutora@turmas.test', password: 'SenhaSara123' };
const ALTURAS = 'Alturas Montagens Industriais Ltda';
const HORIZONTE = 'Construtora Horizonte Ltda';
const ANA = { name: 'Ana Altura', email: 'ana.altura@alturas.test', cpf: '52998224725' };
const BRUNO = { name: 'Bruno Andaime', email: 'bruno.andaime@alturas.test', cpf: '11144477735' };
const CAIO = { name: 'Caio Cinto', email: 'caio.cinto@horizonte.test', cpf: null };
const DAVI = { name: 'Davi Sem Matrícula', email: 'davi.sem@alturas.test', cpf: null };
const PLACE = {
  created: 'Pátio de treinamento, Av. Industrial 500, Sorocaba/SP',
  edited: 'Torre de treino, Rua das Ancoragens 42, Sorocaba/SP',
  evidence: 'Centro de Treinamento, Rua das Torres 100, Campinas/SP',
  doomed: 'Sala 2, Rua do Ensaio 20, Jundiaí/SP',
};
/** The day and start that name a session in the row buttons (see PracticalSessionsPage). */
const WHEN = {
  created: TX.at('15/03/2027', '08:00'),
  evidence: TX.at('10/03/2027', '08:00'),
  doomed: TX.at('12/03/2027', '08:00'),
};
const NOTES = { ana: 'Ancoragem e inspeção do cinto corretas.', bruno: 'Refazer a conexão do talabarte.' };

let portal: Portal;
let page: Page;
let baseUrl = '';
const ids = { course: 0, otherCourse: 0, rui: 0, sara: 0, ana: 0, bruno: 0, caio: 0, davi: 0, evidence: 0, doomed: 0 };
let ruiToken = '';
const downloads = mkdtempSync(path.join(tmpdir(), 'trilha-turmas-'));
const { shot, audit, audited } = screenAuditor(() => page);

/** A fresh admin client (signing in through the browser ends the admin's earlier tokens). */
async function admin() {
  const { token } = await apiAs(baseUrl).auth.login(ADMIN);
  return apiAs(baseUrl, token);
}

async function sessions(): Promise<PracticalSession[]> {
  return (await (await admin()).practical.list()).sessions;
}

/** 10 March 2027 and on, at `hour` in São Paulo (UTC−3). */
const at = (day: number, hour: number) => new Date(Date.UTC(2027, 2, day, hour + 3)).toISOString();

/** The text of the table row that mentions `text` (a session's place, a worker's name). */
function rowText(text: string): Promise<string | null> {
  return page.evaluate((text: string) => {
    const row = [...document.querySelectorAll<HTMLElement>('tbody tr')].find((tr) => tr.innerText.includes(text));
    return row?.innerText ?? null;
  }, text);
}

async function waitForRow(text: string, part: string) {
  await page.waitForFunction(
    (text: string, part: string) =>
      [...document.querySelectorAll<HTMLElement>('tbody tr')].some(
        (tr) => tr.innerText.includes(text) && tr.innerText.includes(part),
      ),
    {},
    text,
    part,
  );
}

/** The dialog's worker checkboxes: name and whether ticked. */
function offered(): Promise<{ name: string; checked: boolean }[]> {
  return page.$$eval('[role="dialog"] .people-checklist__item', (labels) =>
    labels.map((l) => ({
      name: (l.querySelector('.cell-strong') as HTMLElement).innerText,
      checked: (l.querySelector('input') as HTMLInputElement).checked,
    })),
  );
}

async function tick(text: string) {
  const labels = await page.$$('[role="dialog"] label');
  for (const label of labels) {
    if ((await label.evaluate((el) => (el as HTMLElement).innerText)).includes(text)) return label.click();
  }
  throw new Error(`caixa não encontrada: ${text}`);
}

const noDialog = () => page.waitForFunction(() => !document.querySelector('[role="dialog"]'));

/** Closes the banners still shown (they sit over the top of the content). */
async function dismissBanners() {
  await page.$$eval(`button[aria-label="${T.common.dismiss}"]`, (buttons) => {
    for (const b of buttons) (b as HTMLButtonElement).click();
  });
}

beforeAll(async () => {
  portal = await startPortal();
  page = portal.page;
  baseUrl = portal.server.baseUrl;
  const api = apiAs(baseUrl, portal.adminToken);
  const rui = await activateStudent(baseUrl, portal.smtp, portal.adminToken, RUI, { role: 'instructor' });
  ids.rui = rui.id;
  ruiToken = rui.token;
  ids.sara = (await activateStudent(baseUrl, portal.smtp, portal.adminToken, SARA, { role: 'instructor' })).id;
  ids.course = (await publishedCourse(baseUrl, portal.adminToken, COURSE, 'Sistemas de ancoragem')).courseId;
  ids.otherCourse = (
    await publishedCourse(baseUrl, portal.adminToken, OTHER_COURSE, 'Bloqueio e etiquetagem')
  ).courseId;
  const alturas = (await api.companies.create({ name: ALTURAS })).company.id;
  const horizonte = (await api.companies.create({ name: HORIZONTE })).company.id;
  for (const [key, person, company] of [
    ['ana', ANA, alturas],
    ['bruno', BRUNO, alturas],
    ['caio', CAIO, horizonte],
    ['davi', DAVI, alturas],
  ] as const) {
    const { user } = await api.users.create({
      name: person.name,
      email: person.email,
      password: 'Provisoria123',
      role: 'student',
      cpf: person.cpf,
      company_id: company,
    });
    ids[key] = user.id;
    if (key !== 'davi') await api.courses.enroll(ids.course, user.id);
  }

  // A session already run: Ana signed and passed, Bruno confirmed by e-mailed code and did not.
  const session = (body: { course: number; day: number; place: string; capacity: number }) =>
    api.practical.create({
      course_id: body.course,
      starts_at: at(body.day, 8),
      ends_at: at(body.day, 12),
      place: body.place,
      instructor_id: ids.rui,
      capacity: body.capacity,
      hours: 4,
    });
  ids.evidence = (await session({ course: ids.course, day: 10, place: PLACE.evidence, capacity: 10 })).session.id;
  ids.doomed = (await session({ course: ids.otherCourse, day: 12, place: PLACE.doomed, capacity: 6 })).session.id;
  await api.practical.addParticipants(ids.evidence, [ids.ana, ids.bruno]);
  const instructor = apiAs(baseUrl, ruiToken);
  const signature = readFileSync(writePng(downloads, 'assinatura.png', [20, 20, 20])).toString('base64');
  await instructor.practical.attend(ids.evidence, {
    client_id: 'e2e-ana-0001',
    user_id: ids.ana,
    method: 'signature',
    signature: `data:image/png;base64,${signature}`,
  });
  await instructor.practical.evaluate(ids.evidence, ids.ana, { result: 'satisfatorio', notes: NOTES.ana });
  portal.smtp.clear();
  await instructor.practical.sendCode(ids.evidence, ids.bruno);
  const code = await latestCodeTo(portal.smtp, BRUNO.email);
  await instructor.practical.attend(ids.evidence, {
    client_id: 'e2e-bruno-0001',
    user_id: ids.bruno,
    method: 'code',
    code,
  });
  await instructor.practical.evaluate(ids.evidence, ids.bruno, { result: 'insatisfatorio', notes: NOTES.bruno });
}, 120_000);

afterEach(screenshotOnFailure(() => page, 'falha-turmas'));
afterAll(async () => {
  await portal?.stop();
  rmSync(downloads, { recursive: true, force: true });
});

describe('the admin: Turmas Práticas', () => {
  it('lists the sessions in São Paulo time, with seats and practical hours', async () => {
    await signIn(page, baseUrl, ADMIN.email, ADMIN.password);
    await clickMenu(page, T.adminNav.practicalSessions);
    await waitForPath(page, '/practical-sessions');
    await waitForText(page, PLACE.evidence);
    const row = await rowText(PLACE.evidence);
    expect(row).toContain(COURSE);
    expect(row).toContain('10/03/2027');
    expect(row).toContain(TX.times('08:00', '12:00'));
    expect(row).toContain(RUI.name);
    expect(row).toContain(TX.seats(2, 10));
    expect(row).toContain(TX.hours(4));
    expect(await visibleText(page)).toContain(TX.subtitle);
    await shot('practical-admin-lista');
    await audit('admin: turmas práticas');
  });

  it('fits a 320 px screen: the table scrolls in its own region, never the page', async () => {
    const viewport = page.viewport() ?? { width: 1366, height: 860 };
    await page.setViewport({ width: 320, height: 720 });
    try {
      await page.goto(`${baseUrl}/practical-sessions`);
      await waitForText(page, PLACE.evidence);
      const { scrollWidth, innerWidth } = await pageScrollsSideways(page);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      await shot('practical-admin-lista-320');
    } finally {
      await page.setViewport(viewport);
      // The side menu slides back in: let it settle before the next clicks.
      await new Promise((resolve) => setTimeout(resolve, 800));
    }
  });

  it('creates a session through the form: a capacity of 0 is refused under its field first', async () => {
    await click(page, TX.newSession);
    await waitForText(page, FORM.createTitle, { inDialog: true });
    await selectOption(page, FORM.course, COURSE, true);
    await setInputValue(page, FORM.date, '2027-03-15', true);
    await setInputValue(page, FORM.start, '08:00', true);
    await setInputValue(page, FORM.end, '17:00', true);
    await fill(page, FORM.place, PLACE.created, true);
    await selectOption(page, FORM.instructor, RUI.name, true);
    await fill(page, FORM.capacity, '0', true);
    await fill(page, FORM.hours, '8', true);
    await click(page, FORM.create, true);
    await waitForText(page, PRACTICAL_MSG.capacity, { inDialog: true });
    const capacity = await field(page, FORM.capacity, true);
    expect(await capacity.evaluate((el) => el.getAttribute('aria-invalid'))).toBe('true');
    await shot('practical-admin-formulario-erro');
    await audit('admin: nova turma, capacidade 0');
    expect((await sessions()).some((s) => s.place === PLACE.created)).toBe(false);

    await fill(page, FORM.capacity, '2', true);
    await shot('practical-admin-formulario');
    await audit('admin: nova turma preenchida');
    await click(page, FORM.create, true);
    await waitForText(page, PRACTICAL_MSG.created);
    await noDialog();
    await waitForRow(PLACE.created, TX.seats(0, 2));
    const row = await rowText(PLACE.created);
    expect(row).toContain('15/03/2027');
    expect(row).toContain(TX.times('08:00', '17:00'));
    expect(row).toContain(TX.hours(8));
    const saved = (await sessions()).find((s) => s.place === PLACE.created);
    // 08:00 in São Paulo is 11:00 UTC.
    expect(saved).toMatchObject({ course_id: ids.course, starts_at: at(15, 8), ends_at: at(15, 17), capacity: 2 });
  });

  it("opens the new session's roster, empty, and adds two enrolled workers of one company", async () => {
    await dismissBanners();
    await click(page, TX.openLabel(COURSE, WHEN.created));
    const created = (await sessions()).find((s) => s.place === PLACE.created);
    await waitForPath(page, `/practical-sessions/${created?.id}`);
    await waitForText(page, TX.roster.empty);
    expect(await visibleText(page)).toContain(TX.roster.seatsValue(0, 2));
    await audit('admin: lista da turma vazia');

    await click(page, TX.roster.add);
    await waitForText(page, ADD.intro(COURSE), { inDialog: true });
    await waitForText(page, CAIO.name, { inDialog: true });
    // Enrolled workers only: Davi, of the same company but not enrolled, is not offered.
    expect((await offered()).map((o) => o.name)).toEqual([ANA.name, BRUNO.name, CAIO.name]);
    expect(await visibleText(page, true)).not.toContain(DAVI.name);
    await selectOption(page, ADD.company, ALTURAS, true);
    expect((await offered()).map((o) => o.name)).toEqual([ANA.name, BRUNO.name]);
    await tick(ADD.selectAll);
    expect((await offered()).every((o) => o.checked)).toBe(true);
    await waitForText(page, ADD.seats(2, 2), { inDialog: true });
    await shot('practical-admin-adicionar');
    await audit('admin: adicionar participantes');
    await click(page, ADD.submit, true);
    await waitForText(page, PRACTICAL_MSG.participantsAdded(2));
    await noDialog();
    await waitForText(page, '529.982.247-25');
    const ana = await rowText(ANA.name);
    expect(ana).toContain(ALTURAS);
    expect(ana).toContain(TX.roster.pending);
    expect(await rowText(BRUNO.name)).toContain('111.444.777-35');
    expect(await visibleText(page)).toContain(TX.roster.seatsValue(2, 2));
    await shot('practical-admin-turma');
  });

  it('refuses a third worker in a session of 2 seats, with the server message', async () => {
    const created = (await sessions()).find((s) => s.place === PLACE.created);
    await dismissBanners();
    await click(page, TX.roster.add);
    await waitForText(page, CAIO.name, { inDialog: true });
    expect((await offered()).map((o) => o.name)).toEqual([CAIO.name]);
    await tick(CAIO.name);
    await waitForText(page, ADD.overSeats, { inDialog: true });
    await click(page, ADD.submit, true);
    await waitForText(page, PRACTICAL_MSG.overCapacity(0), { inDialog: true });
    await shot('practical-admin-lotada');
    await audit('admin: turma lotada');
    const { session } = await (await admin()).practical.get(created?.id ?? 0);
    expect(session.roster.map((p) => p.name).sort()).toEqual([ANA.name, BRUNO.name]);
    await click(page, T.common.cancel, true);
    await noDialog();
  });

  it("reads a run session's roster: signature and e-mailed code, with the evaluations", async () => {
    await page.goto(`${baseUrl}/practical-sessions/${ids.evidence}`);
    await waitForText(page, NOTES.bruno);
    const ana = await rowText(ANA.name);
    expect(ana).toContain(TX.roster.attendance.signature);
    expect(ana).toMatch(/\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);
    expect(ana).toContain(PRACTICAL_RESULT_LABELS.satisfatorio);
    expect(ana).toContain(NOTES.ana);
    const bruno = await rowText(BRUNO.name);
    expect(bruno).toContain(TX.roster.attendance.code);
    expect(bruno).toContain(PRACTICAL_RESULT_LABELS.insatisfatorio);
    const text = await visibleText(page);
    expect(text).toContain(PLACE.evidence);
    expect(text).toContain(RUI.name);
    await shot('practical-admin-lista-presenca');
    await audit('admin: lista da turma com presenças');
  });

  it("says so when a session does not exist, with the server's text and the way back", async () => {
    await page.goto(`${baseUrl}/practical-sessions/999999`);
    await waitForText(page, PRACTICAL_MSG.notFound);
    expect(await visibleText(page)).toContain(TX.roster.back);
    await audit('admin: turma inexistente');
    await page.goto(`${baseUrl}/practical-sessions/${ids.evidence}`);
    await waitForText(page, NOTES.bruno);
  });

  it("downloads the session's attendance list as a PDF", async () => {
    await allowDownloads(page, downloads);
    await click(page, TX.roster.pdf);
    const pdf = await new Promise<string>((resolve, reject) => {
      const started = Date.now();
      const look = async () => {
        const file = readdirSync(downloads).find((f) => f.endsWith('.pdf'));
        if (file) return resolve(path.join(downloads, file));
        const shown = await visibleText(page);
        if (shown.includes(TX.roster.pdfError) || Date.now() - started > 15_000) {
          return reject(new Error(`sem PDF; a tela diz: ${shown.slice(0, 400)}`));
        }
        setTimeout(look, 300);
      };
      void look();
    });
    expect(path.basename(pdf)).toMatch(/^lista-presenca-nr-35-trabalho-em-altura-turmas-2027-03-10\.pdf$/);
    expect(readFileSync(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('edits a session: a capacity below the roster is refused by the server, a valid change is saved', async () => {
    await clickMenu(page, T.adminNav.practicalSessions);
    await waitForText(page, PLACE.created);
    await click(page, TX.editLabel(COURSE, WHEN.created));
    await waitForText(page, FORM.editTitle, { inDialog: true });
    await waitForText(page, FORM.courseLocked, { inDialog: true });
    expect(await (await field(page, FORM.date, true)).evaluate((el) => el.value)).toBe('2027-03-15');
    expect(await (await field(page, FORM.end, true)).evaluate((el) => el.value)).toBe('17:00');
    expect(await (await field(page, FORM.course, true)).evaluate((el) => el.disabled)).toBe(true);
    await fill(page, FORM.capacity, '1', true);
    await click(page, T.common.save, true);
    await waitForText(page, PRACTICAL_MSG.capacityBelowRoster(2), { inDialog: true });
    await audit('admin: editar turma, capacidade abaixo da lista');

    await fill(page, FORM.capacity, '3', true);
    await fill(page, FORM.place, PLACE.edited, true);
    await selectOption(page, FORM.instructor, SARA.name, true);
    await shot('practical-admin-editar');
    await click(page, T.common.save, true);
    await waitForText(page, PRACTICAL_MSG.updated);
    await noDialog();
    await waitForRow(PLACE.edited, TX.seats(2, 3));
    expect(await rowText(PLACE.edited)).toContain(SARA.name);
    expect(await rowText(PLACE.created)).toBeNull();
    const saved = (await sessions()).find((s) => s.place === PLACE.edited);
    expect(saved).toMatchObject({ capacity: 3, instructor_id: ids.sara, starts_at: at(15, 8) });
  });

  it('deletes a session, and keeps one with attendance with the server message', async () => {
    await dismissBanners();
    await click(page, TX.deleteLabel(OTHER_COURSE, WHEN.doomed));
    await waitForText(page, TX.confirmDeleteTitle, { inDialog: true });
    await shot('practical-admin-excluir');
    await audit('admin: excluir turma');
    await click(page, T.common.delete, true);
    await waitForText(page, PRACTICAL_MSG.deleted);
    await page.waitForFunction((place: string) => !document.body.innerText.includes(place), {}, PLACE.doomed);
    expect((await sessions()).some((s) => s.id === ids.doomed)).toBe(false);

    await dismissBanners();
    await click(page, TX.deleteLabel(COURSE, WHEN.evidence));
    await waitForText(page, TX.confirmDelete(COURSE, WHEN.evidence, 2), { inDialog: true });
    await click(page, T.common.delete, true);
    await waitForText(page, PRACTICAL_MSG.deleteWithAttendance);
    await audit('admin: turma com presenças não excluída');
    expect((await sessions()).some((s) => s.id === ids.evidence)).toBe(true);
    expect(await rowText(PLACE.evidence)).not.toBeNull();
  });

  it('the audited states', () => {
    expect(audited).toHaveLength(11);
  });
});
