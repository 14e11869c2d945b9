/**
 * The instructor of practical sessions (issue 20), in Chromium at a phone's width: their menu is
 * 'Minhas Turmas Práticas' and Perfil only, and their home lists the sessions assigned to them
 * (course, when, where, seats), never another instructor's.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../src/messages';
import { pageScrollsSideways, screenAuditor, screenshotOnFailure, visibleText, waitForText } from './harness';
import { activateStudent, apiAs, type Portal, publishedCourse, signIn, startPortal } from './people';

const INSTRUCTOR = { name: 'Rui Instrutor', email: 'rui.instrutor@trilha.test', password: 'SenhaRui123' };
const OTHER = { name: 'Sara Instrutora', email: 'sara.instrutora@trilha.test', password: 'SenhaSara123' };
const PLACE = 'Pátio de treinamento, Av. Industrial 500, Sorocaba/SP';

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
  await admin.practical.create({
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
  await portal.page.setViewport({ width: 360, height: 760 });
}, 120_000);

afterEach(screenshotOnFailure(() => portal.page, 'falha-instrutor'));
afterAll(() => portal?.stop());

describe('portal: the instructor', () => {
  it("lands on 'Minhas Turmas Práticas', their own session listed, and has only it and Perfil in the menu", async () => {
    await signIn(portal.page, portal.server.baseUrl, INSTRUCTOR.email, INSTRUCTOR.password, '/practical-sessions');
    await waitForText(portal.page, PLACE);
    const text = await visibleText(portal.page);
    expect(text).toContain('NR-35 Trabalho em Altura');
    expect(text).toContain(T.instructorDashboard.seats(0, 12, 4));
    expect(text).not.toContain('Outro local da Sara');
    const menu = await portal.page.$$eval('.sidebar a', (links) => links.map((a) => a.textContent?.trim()));
    expect(menu).toEqual([T.nav.mySessions, T.nav.profile]);
    const { scrollWidth, innerWidth } = await pageScrollsSideways(portal.page);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await shot('instrutor-turmas-360');
    await audit('instrutor: minhas turmas práticas');
  });

  it('the audited states', () => {
    expect(audited).toHaveLength(1);
  });
});
