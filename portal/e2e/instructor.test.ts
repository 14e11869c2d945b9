/**
 * The instructor of practical sessions (issue 20), in Chromium at a phone's width: their menu is
 * 'Minhas Turmas Práticas', 'Dúvidas dos alunos' (the questions of the courses they tutor, issue
 * 26) and Perfil only, and their home lists the sessions assigned to them (course, when, where,
 * seats), never another instructor's.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../server/test/api/pdfText';
import { T } from '../src/messages';
import { TUTORING_TEXT } from '../src/scenes/Tutoring/tutoringMessages';
import {
  allowDownloads,
  pageScrollsSideways,
  repoRoot,
  screenAuditor,
  screenshotOnFailure,
  visibleText,
  waitForText,
} from './harness';
import { activateStudent, apiAs, type Portal, publishedCourse, signIn, startPortal } from './people';

const INSTRUCTOR = { name: 'Rui Instrutor', email: 'rui.instrutor@trilha.test', password: 'SenhaRui123' };
const OTHER = { name: 'Sara Instrutora', email: 'sara.instrutora@trilha.test', password: 'SenhaSara123' };
const PLACE = 'Pátio de treinamento, Av. Industrial 500, Sorocaba/SP';
const WORKER = { name: 'Téo Torres', email: 'teo.torres@torres.test', password: 'SenhaTeo123' };
const MANAGER = { name: 'Gil Gestor', email: 'gil.gestor@torres.test', password: 'SenhaGil123' };
const downloads = path.join(repoRoot, 'test-output', 'manager-downloads');

let portal: Portal;
const { shot, audit, audited } = screenAuditor(() => portal.page);

beforeAll(async () => {
  portal = await startPortal();
  const { baseUrl } = portal.server;
  const rui = await activateStudent(baseUrl, portal.smtp, portal.adminToken, INSTRUCTOR, { role: 'instructor' });
  const sara = await activateStudent(baseUrl, portal.smtp, portal.adminToken, OTHER, { role: 'instructor' });
  const { courseId } = await publishedCourse(baseUrl, portal.adminToken, 'NR-35 Trabalho em Altura', 'Aula 1');
  const admin = apiAs(baseUrl, portal.adminToken);
  const at = (days: number, hour: number) => new Date(Date.UTC(2027, 2, days, hour + 3)).toISOString();
  const { session } = await admin.practical.create({
    course_id: courseId,
    starts_at: at(15, 8),
    ends_at: at(15, 12),
    place: PLACE,
    instructor_id: rui.id,
    capacity: 12,
    hours: 4,
  });
  await admin.practical.create({
    course_id: courseId,
    starts_at: at(16, 8),
    ends_at: at(16, 12),
    place: 'Outro local da Sara',
    instructor_id: sara.id,
    capacity: 8,
    hours: 4,
  });
  // A client company's worker on Rui's session, and the company's manager.
  const { company } = await admin.companies.create({ name: 'Torres Sorocaba' });
  const worker = await activateStudent(baseUrl, portal.smtp, portal.adminToken, WORKER, { company_id: company.id });
  await admin.courses.enroll(courseId, worker.id);
  await admin.practical.addParticipants(session.id, [worker.id]);
  await activateStudent(baseUrl, portal.smtp, portal.adminToken, MANAGER, { role: 'manager', company_id: company.id });
  rmSync(downloads, { recursive: true, force: true });
  mkdirSync(downloads, { recursive: true });
  await allowDownloads(portal.page, downloads);
  await portal.page.setViewport({ width: 360, height: 760 });
}, 120_000);

afterEach(screenshotOnFailure(() => portal.page, 'falha-instrutor'));
afterAll(() => portal?.stop());

describe('portal: the instructor', () => {
  it("lands on 'Minhas Turmas Práticas', their own session listed, with only it, the tutoring queue and Perfil in the menu", async () => {
    await signIn(portal.page, portal.server.baseUrl, INSTRUCTOR.email, INSTRUCTOR.password, '/practical-sessions');
    await waitForText(portal.page, PLACE);
    const text = await visibleText(portal.page);
    expect(text).toContain('NR-35 Trabalho em Altura');
    expect(text).toContain(T.instructorDashboard.seats(1, 12, 4));
    expect(text).not.toContain('Outro local da Sara');
    const menu = await portal.page.$$eval('.sidebar a', (links) => links.map((a) => a.textContent?.trim()));
    expect(menu).toEqual([T.nav.mySessions, TUTORING_TEXT.nav, T.nav.profile]);
    const { scrollWidth, innerWidth } = await pageScrollsSideways(portal.page);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await shot('instrutor-turmas-360');
    await audit('instrutor: minhas turmas práticas');
  });

  it("shows the company's manager the session with their worker, and downloads its attendance list", async () => {
    await signIn(portal.page, portal.server.baseUrl, MANAGER.email, MANAGER.password);
    await waitForText(portal.page, T.managerDashboard.practicalTitle);
    await waitForText(portal.page, PLACE);
    expect(await visibleText(portal.page)).not.toContain('Outro local da Sara');
    await shot('gestor-turmas-praticas-360');
    await audit('gestor: turmas práticas no painel');
    await portal.page.click('.practical-item button');
    const deadline = Date.now() + 30_000;
    let pdf = '';
    while (!pdf) {
      pdf = readdirSync(downloads).find((f) => f.endsWith('.pdf')) ?? '';
      if (!pdf && Date.now() > deadline) throw new Error('a lista de presença não foi baixada');
      if (!pdf) await new Promise((r) => setTimeout(r, 300));
    }
    const text = await pdfText(readFileSync(path.join(downloads, pdf)));
    expect(text).toContain('Téo Torres');
  });

  it('the audited states', () => {
    expect(audited).toHaveLength(2);
  });
});
