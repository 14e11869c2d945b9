/**
 * The instructor runs a practical session on a phone (issue 20), in Chromium at 360x760 with touch:
 * the data comes through the API (a course with a required practical part, three workers who
 * finished it and hold a temporary certificate, a session with them on the roster). The instructor
 * opens the session, the first worker signs with a finger, the second confirms with the e-mailed
 * code (a wrong code first: the server's message shows in the dialog), and each is rated. The admin
 * can then validate the first worker's certificate and not the second's. With the network off the
 * third worker's signature waits on the device ('Aguardando conexão') and goes out when it returns;
 * sent again (a lost answer), it stays one mark. The attendance list PDF names everyone. Every
 * state is photographed (pratica-*.png) and checked with axe.
 */
import { ApiError } from '@trilha/sdk/client';
import { MSG, PRACTICAL_MSG, PRACTICAL_RESULT_LABELS } from '@trilha/sdk/contract';
import type { ElementHandle, Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../server/test/api/pdfText';
import { latestCodeTo } from '../../server/test/harness/smtpSink';
import { attendanceQueueKey } from '../src/scenes/PracticalSessions/attendanceQueue';
import { PRACTICAL_INSTRUCTOR_TEXT as TX } from '../src/scenes/PracticalSessions/instructorMessages';
import {
  click,
  fill,
  pageScrollsSideways,
  screenAuditor,
  screenshotOnFailure,
  visibleText,
  waitForScreen,
  waitForText,
} from './harness';
import { activateStudent, apiAs, type Portal, signIn, startPortal } from './people';

const INSTRUCTOR = { name: 'Rui Instrutor', email: 'rui.pratica@trilha.test', password: 'SenhaRui123' };
const ANA = { name: 'Ana Altura', email: 'ana.altura@obra.com.br', password: 'AnaAltura123' };
const BRUNO = { name: 'Bruno Andaime', email: 'bruno.andaime@obra.com.br', password: 'BrunoAndaime123' };
const CAIO = { name: 'Caio Cinto', email: 'caio.cinto@obra.com.br', password: 'CaioCinto123' };
const COURSE = 'NR-35 Trabalho em Altura (prática)';
const PLACE = 'Torre de treinamento, Rua das Torres 100, Campinas/SP';
const NOTE = 'Não conectou o talabarte antes de subir.';

let portal: Portal;
let page: Page;
let baseUrl = '';
const ids = { instructor: 0, session: 0, ana: 0, bruno: 0, caio: 0, anaCertificate: 0, brunoCertificate: 0 };
const { shot, audit, audited } = screenAuditor(() => page);
const admin = () => apiAs(baseUrl, portal.adminToken);

/** Tomorrow in São Paulo at `hour`:00 (UTC-3, no daylight saving since 2019). */
function tomorrowAt(hour: number): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(Date.now() + 86_400_000);
  return new Date(`${day}T${String(hour).padStart(2, '0')}:00:00-03:00`).toISOString();
}

/** A worker enrolled in the course who finished its lesson and holds the temporary certificate. */
async function finishedWorker(person: typeof ANA, courseId: number, lessonId: number) {
  const { id, token } = await activateStudent(baseUrl, portal.smtp, portal.adminToken, person);
  await admin().courses.enroll(courseId, id);
  const learner = apiAs(baseUrl, token);
  await learner.lessons.saveDetailedProgress(lessonId, { currentTime: 0 });
  await learner.lessons.complete(lessonId);
  const { certificate } = await learner.certificates.generateTemporary(courseId);
  return { id, certificate: certificate.id };
}

beforeAll(async () => {
  portal = await startPortal();
  page = portal.page;
  baseUrl = portal.server.baseUrl;
  ids.instructor = (
    await activateStudent(baseUrl, portal.smtp, portal.adminToken, INSTRUCTOR, { role: 'instructor' })
  ).id;
  // As publishedCourse builds one, with a lesson of no length the workers can complete at once.
  const { courseId } = await admin().courses.create({ title: COURSE, description: 'Treinamento com parte prática.' });
  const { course } = await admin().courses.saveContent(courseId, {
    modules: [{ title: 'Módulo 1', lessons: [{ title: 'Ancoragem e resgate', video_type: 'youtube', duration: 0 }] }],
  });
  const lessonId = course.modules?.[0]?.lessons[0]?.id ?? 0;
  await admin().courses.update(courseId, { title: COURSE, status: 'published', practical_required: true });
  const ana = await finishedWorker(ANA, courseId, lessonId);
  const bruno = await finishedWorker(BRUNO, courseId, lessonId);
  const caio = await finishedWorker(CAIO, courseId, lessonId);
  Object.assign(ids, {
    ana: ana.id,
    bruno: bruno.id,
    caio: caio.id,
    anaCertificate: ana.certificate,
    brunoCertificate: bruno.certificate,
  });
  const { session } = await admin().practical.create({
    course_id: courseId,
    starts_at: tomorrowAt(8),
    ends_at: tomorrowAt(12),
    place: PLACE,
    instructor_id: ids.instructor,
    capacity: 10,
    hours: 4,
  });
  ids.session = session.id;
  await admin().practical.addParticipants(session.id, [ana.id, bruno.id, caio.id]);
  await page.setViewport({ width: 360, height: 760, hasTouch: true });
}, 180_000);

afterEach(screenshotOnFailure(() => page, 'falha-pratica'));
afterAll(() => portal?.stop());

/**
 * Waits for `pick` to find something in the roster row of `name` (a list item named by its
 * heading). The row lookup is written out in the page function: the portal's CSP forbids eval.
 */
async function inRow(name: string, pick: 'button' | 'text', text: string): Promise<ElementHandle<Element>> {
  const handle = await page.waitForFunction(
    (name: string, pick: string, text: string) => {
      const row = [...document.querySelectorAll<HTMLElement>('li[aria-labelledby]')].find(
        (li) => document.getElementById(li.getAttribute('aria-labelledby') ?? '')?.textContent === name,
      );
      if (!row) return null;
      if (pick === 'text') return row.innerText.includes(text) ? row : null;
      return [...row.querySelectorAll('button')].find((b) => b.innerText.trim() === text && !b.disabled) ?? null;
    },
    {},
    name,
    pick,
    text,
  );
  return handle.asElement() as ElementHandle<Element>;
}

const rowButton = (name: string, text: string) => inRow(name, 'button', text);
const waitForRow = (name: string, text: string) => inRow(name, 'text', text);

/** Draws a zigzag across the signature pad, with a finger or the mouse. */
async function drawSignature(input: 'touch' | 'mouse') {
  const pad = await page.waitForSelector('[role="dialog"] canvas');
  const box = await pad?.boundingBox();
  if (!box) throw new Error('quadro de assinatura sem tamanho');
  const points = Array.from({ length: 12 }, (_, i) => ({
    x: box.x + 15 + (i * (box.width - 30)) / 11,
    y: box.y + box.height * (i % 2 ? 0.3 : 0.7),
  }));
  const [first, ...rest] = points as [{ x: number; y: number }, ...{ x: number; y: number }[]];
  if (input === 'touch') {
    const touch = await page.touchscreen.touchStart(first.x, first.y);
    for (const p of rest) await touch.move(p.x, p.y);
    await touch.end();
  } else {
    await page.mouse.move(first.x, first.y);
    await page.mouse.down();
    for (const p of rest) await page.mouse.move(p.x, p.y, { steps: 3 });
    await page.mouse.up();
  }
}

/** What the pad holds: inked pixels (a dot is a few dozen; strokes, hundreds) and the PNG it sends. */
function padContents() {
  return page.$eval('[role="dialog"] canvas', (el) => {
    const canvas = el as HTMLCanvasElement;
    const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
    let inked = 0;
    for (let i = 0; i < pixels.length; i += 4) if ((pixels[i] ?? 255) < 128) inked++;
    return { inked, width: canvas.width, height: canvas.height, png: canvas.toDataURL('image/png').length };
  });
}

async function confirmDisabled(): Promise<boolean> {
  return page.$$eval(
    '[role="dialog"] button[type="submit"]',
    (buttons, label) => buttons.some((b) => b.textContent?.trim() === label && (b as HTMLButtonElement).disabled),
    TX.confirm,
  );
}

/** Picks a radio in the open dialog by its label text. */
async function choose(label: string) {
  const handle = await page.waitForFunction(
    (t: string) =>
      [...document.querySelectorAll<HTMLLabelElement>('[role="dialog"] label')].find((l) => l.innerText.trim() === t),
    {},
    label,
  );
  await (handle.asElement() as ElementHandle<Element>).click();
}

async function roster() {
  const { session } = await apiAs(baseUrl, portal.adminToken).practical.get(ids.session);
  return session.roster;
}

describe('portal: the instructor runs a practical session on a phone', () => {
  it('opens the session from their list: header in São Paulo time and everyone Pendente, at 360 px', async () => {
    await signIn(page, baseUrl, INSTRUCTOR.email, INSTRUCTOR.password, '/practical-sessions');
    await click(page, COURSE);
    await waitForScreen(page, `/practical-sessions/${ids.session}`, TX.title);
    await waitForText(page, PLACE);
    const text = await visibleText(page);
    expect(text).toContain(TX.timeRange('08:00', '12:00'));
    expect(text).toContain(TX.hoursValue(4));
    expect(text).toContain(TX.seatsValue(3, 10));
    expect(text).toContain(TX.summary(3, 0, 0).join(' · '));
    for (const name of [ANA.name, BRUNO.name, CAIO.name]) await waitForRow(name, TX.statusPending);
    const { scrollWidth, innerWidth } = await pageScrollsSideways(page);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    const sides = await page.$$eval('li[aria-labelledby] button', (buttons) =>
      buttons.flatMap((b) => [b.getBoundingClientRect().width, b.getBoundingClientRect().height]),
    );
    expect(sides).toHaveLength(12);
    expect(Math.min(...sides)).toBeGreaterThanOrEqual(44);
    await shot('pratica-turma-360');
    await audit('instrutor: turma prática, todos pendentes');
  });

  it('records the first worker by a signature drawn with a finger', async () => {
    await (await rowButton(ANA.name, TX.sign)).click();
    await waitForText(page, TX.signIntro(ANA.name), { inDialog: true });
    expect(await confirmDisabled()).toBe(true);
    await audit('instrutor: quadro de assinatura vazio');
    await drawSignature('touch');
    const pad = await padContents();
    expect(pad.inked).toBeGreaterThan(300);
    expect([pad.width, pad.height]).toEqual([600, 240]);
    expect(pad.png).toBeLessThan(60_000);
    expect(await confirmDisabled()).toBe(false);
    const { scrollWidth, innerWidth } = await pageScrollsSideways(page);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await shot('pratica-assinatura');
    await audit('instrutor: assinatura desenhada');

    await click(page, TX.clear, true);
    expect((await padContents()).inked).toBe(0);
    expect(await confirmDisabled()).toBe(true);
    await drawSignature('touch');
    await click(page, TX.confirm, true);
    await waitForRow(ANA.name, TX.statusPresent('signature', ''));
    await waitForText(page, PRACTICAL_MSG.attendanceRecorded);
    expect(await page.$('[role="dialog"]')).toBeNull();
    expect((await roster()).find((p) => p.user_id === ids.ana)?.attendance?.method).toBe('signature');
    await shot('pratica-assinou');
    await audit('instrutor: presença por assinatura registrada');
  });

  it("records the second worker by the e-mailed code; a wrong code gets the server's message", async () => {
    portal.smtp.clear();
    await (await rowButton(BRUNO.name, TX.sendCode)).click();
    await waitForText(page, PRACTICAL_MSG.codeSent, { inDialog: true });
    const code = await latestCodeTo(portal.smtp, BRUNO.email);

    await click(page, TX.confirm, true);
    await waitForText(page, PRACTICAL_MSG.codeRequired, { inDialog: true });
    await fill(page, TX.codeLabel, code === '000000' ? '111111' : '000000', true);
    await click(page, TX.confirm, true);
    await waitForText(page, MSG.invalidCode, { inDialog: true });
    await shot('pratica-codigo-errado');
    await audit('instrutor: código errado');

    await fill(page, TX.codeLabel, code, true);
    await click(page, TX.confirm, true);
    await waitForRow(BRUNO.name, TX.statusPresent('code', ''));
    expect(await page.$('[role="dialog"]')).toBeNull();
    expect((await roster()).find((p) => p.user_id === ids.bruno)?.attendance?.method).toBe('code');
    await shot('pratica-codigo');
    await audit('instrutor: presença por código registrada');
  });

  it('rates the first satisfatório and the second insatisfatório with a note', async () => {
    await (await rowButton(ANA.name, TX.evaluate)).click();
    await waitForText(page, TX.evaluationIntro(ANA.name), { inDialog: true });
    await click(page, TX.saveEvaluation, true);
    await waitForText(page, PRACTICAL_MSG.result, { inDialog: true });
    await choose(PRACTICAL_RESULT_LABELS.satisfatorio);
    await click(page, TX.saveEvaluation, true);
    await waitForRow(ANA.name, TX.statusEvaluated(PRACTICAL_RESULT_LABELS.satisfatorio));
    await waitForText(page, PRACTICAL_MSG.evaluated);

    await (await rowButton(BRUNO.name, TX.evaluate)).click();
    await choose(PRACTICAL_RESULT_LABELS.insatisfatorio);
    await fill(page, TX.notes, NOTE, true);
    await shot('pratica-avaliacao');
    await audit('instrutor: avaliação prática');
    await click(page, TX.saveEvaluation, true);
    await waitForRow(BRUNO.name, TX.statusEvaluated(PRACTICAL_RESULT_LABELS.insatisfatorio));
    await waitForRow(BRUNO.name, NOTE);
    await waitForText(page, TX.summary(3, 2, 2).join(' · '));
    const { scrollWidth, innerWidth } = await pageScrollsSideways(page);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await shot('pratica-avaliados');
    await audit('instrutor: dois avaliados');
  });

  it('lets the admin validate the certificate of the satisfatório only', async () => {
    const passed = await admin().certificates.validate(ids.anaCertificate);
    expect(passed.certificate.id).toBe(ids.anaCertificate);
    const refused = await admin()
      .certificates.validate(ids.brunoCertificate)
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(409);
    expect((refused as ApiError).message).toBe(PRACTICAL_MSG.practicalPending);
  });

  it('keeps a signature made offline on the device and sends it once when the network returns', async () => {
    const key = attendanceQueueKey(ids.instructor, ids.session);
    await page.setOfflineMode(true);
    await (await rowButton(CAIO.name, TX.sign)).click();
    await drawSignature('mouse');
    await click(page, TX.confirm, true);
    const waiting = await waitForRow(CAIO.name, TX.statusWaiting);
    await waitForText(page, TX.pendingCount(1));
    await waitForText(page, TX.queued(CAIO.name));
    expect(await page.$('[role="dialog"]')).toBeNull();
    const queued = await page.evaluate((k: string) => localStorage.getItem(k), key);
    expect(JSON.parse(queued ?? '[]')).toMatchObject([{ user_id: ids.caio, method: 'signature' }]);
    await waiting.evaluate((row) => row.scrollIntoView({ block: 'end' }));
    await shot('pratica-sem-conexao');
    await audit('instrutor: presença aguardando conexão');

    await page.setOfflineMode(false);
    await waitForRow(CAIO.name, TX.statusPresent('signature', ''));
    expect(await page.evaluate((k: string) => localStorage.getItem(k), key)).toBeNull();
    const caio = (await roster()).filter((p) => p.user_id === ids.caio);
    expect(caio).toHaveLength(1);
    expect(caio[0]?.attendance?.method).toBe('signature');

    // The answer lost on the way back: the same mark is still queued when the page opens again.
    await page.evaluate((k: string, v: string) => localStorage.setItem(k, v), key, queued as string);
    await page.reload();
    await waitForText(page, PRACTICAL_MSG.attendanceRecorded);
    expect(await page.evaluate((k: string) => localStorage.getItem(k), key)).toBeNull();
    const text = await visibleText(page);
    expect(text).not.toContain(PRACTICAL_MSG.alreadyAttended);
    expect(text).not.toContain(TX.statusWaiting);
    expect((await roster()).find((p) => p.user_id === ids.caio)?.attendance?.signed_at).toBe(
      caio[0]?.attendance?.signed_at,
    );
    await (await waitForRow(CAIO.name, TX.statusPresent('signature', ''))).evaluate((row) =>
      row.scrollIntoView({ block: 'end' }),
    );
    await shot('pratica-reconectado');
    await audit('instrutor: presença enviada após reconectar');
  });

  it('puts every participant on the attendance list PDF', async () => {
    const pdf = await admin().practical.attendancePdf(ids.session);
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    for (const name of [ANA.name, BRUNO.name, CAIO.name]) expect(text).toContain(name);
    expect(text).toContain(COURSE);
  });

  it('the audited states', () => {
    expect(audited).toHaveLength(10);
  });
});
