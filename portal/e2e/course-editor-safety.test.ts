/**
 * Issue 14 in the browser: the course editor never deletes by accident (a cleared title keeps the
 * lesson; the delete button asks first and says how many students have progress there), and a
 * course unpublished later stays in its student's list, marked unavailable.
 */
import { COURSE_MSG } from '@trilha/sdk/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../src/messages';
import {
  click,
  fill,
  findButton,
  screenshot,
  screenshotOnFailure,
  visibleText,
  waitForPath,
  waitForText,
} from './harness';
import { ADMIN, activateStudent, apiAs, type Person, type Portal, signIn, signOut, startPortal } from './people';

const STUDENT: Person = { name: 'Joana Prado', email: 'joana.prado@andaimes.com.br', password: 'SenhaJoana1' };
const TITLE = 'NR-35 Trabalho em Altura — Reciclagem';
const youtube = (title: string) => ({ title, video_type: 'youtube' as const, duration: 0 });

let portal: Portal;
let courseId = 0;
const page = () => portal.page;
const baseUrl = () => portal.server.baseUrl;

const adminApi = () => apiAs(baseUrl(), portal.adminToken);
const lessonTitles = async () =>
  ((await adminApi().courses.get(courseId)).course.modules ?? []).map((m) => [m.title, m.lessons.map((l) => l.title)]);

async function openEditor() {
  await page().goto(`${baseUrl()}/courses`);
  await click(page(), T.courses.actionLabel(T.courses.edit, TITLE));
  await waitForText(page(), T.courseForm.modulesSection, { inDialog: true });
}

/** A toolbar button of the editor, brought to mid-screen first: the form's sticky action bar covers the bottom. */
async function clickItemButton(label: string) {
  const button = await findButton(page(), label, true);
  await button.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await button.click();
}

async function publishAndWait() {
  await click(page(), T.courseForm.publish, true);
  await page().waitForFunction(() => !document.querySelector('[role="dialog"]'), { timeout: 30_000 });
  await waitForText(page(), T.courseForm.savedPublished);
}

beforeAll(async () => {
  portal = await startPortal();
  const { courseId: id } = await adminApi().courses.create({ title: TITLE, description: 'Reciclagem bienal.' });
  courseId = id;
  const { course } = await adminApi().courses.saveContent(courseId, {
    modules: [
      { title: 'Fundamentos', lessons: [youtube('Introdução'), youtube('Ancoragem')] },
      { title: 'Prática', lessons: [youtube('Inspeção do cinto')] },
    ],
  });
  await adminApi().courses.update(courseId, { title: TITLE, status: 'published' });
  // One student finished the first lesson: the editor must say so before it goes.
  const student = await activateStudent(baseUrl(), portal.smtp, portal.adminToken, STUDENT);
  await adminApi().courses.enroll(courseId, student.id);
  const first = course.modules?.[0]?.lessons[0]?.id ?? 0;
  await apiAs(baseUrl(), student.token).lessons.saveDetailedProgress(first, { currentTime: 0 });
  await apiAs(baseUrl(), student.token).lessons.complete(first);
  await signIn(page(), baseUrl(), ADMIN.email, ADMIN.password);
});

afterEach(screenshotOnFailure(() => portal?.page, 'falha-editor-seguro'));
afterAll(() => portal?.stop());

describe('course editor: nothing is deleted by accident', () => {
  it('keeps a saved lesson whose title was cleared', async () => {
    await openEditor();
    await fill(page(), `${T.courseForm.lessonContext(1, 2)}${T.courseForm.lessonTitle}`, '', true);
    await publishAndWait();
    expect(await lessonTitles()).toEqual([
      ['Fundamentos', ['Introdução', 'Ancoragem']],
      ['Prática', ['Inspeção do cinto']],
    ]);
  });

  it('asks before deleting a lesson, saying how many students have progress in it', async () => {
    await openEditor();
    await clickItemButton(T.courseForm.itemLabel(T.courseForm.removeLesson, 'Módulo 1, Aula 1'));
    const confirm = T.courseForm.removeLessonConfirm('Introdução', 1);
    await waitForText(page(), confirm, { inDialog: true });
    expect(await visibleText(page(), true)).toContain('1 aluno tem progresso registrado');
    await new Promise((r) => setTimeout(r, 400));
    await screenshot(page(), 'editor-01-delete-confirm');
    // Cancelling keeps it.
    await click(page(), T.common.cancel, true);
    await waitForText(page(), T.courseForm.modulesSection, { inDialog: true });
    await clickItemButton(T.courseForm.itemLabel(T.courseForm.removeLesson, 'Módulo 1, Aula 1'));
    await waitForText(page(), confirm, { inDialog: true });
    await click(page(), T.common.delete, true);
    await clickItemButton(T.courseForm.itemLabel(T.courseForm.removeModule, 'Módulo 2'));
    await waitForText(page(), T.courseForm.removeModuleConfirm('Prática', 1, 0), { inDialog: true });
    await screenshot(page(), 'editor-02-delete-module-confirm');
    await click(page(), T.common.delete, true);
    await publishAndWait();
    expect(await lessonTitles()).toEqual([['Fundamentos', ['Ancoragem']]]);
  });
});

describe('a course unpublished after enrolment', () => {
  it('stays in the student list, marked unavailable', async () => {
    await adminApi().courses.update(courseId, { title: TITLE, status: 'draft' });
    await signOut(page());
    await signIn(page(), baseUrl(), STUDENT.email, STUDENT.password);
    await page().goto(`${baseUrl()}/courses`);
    await waitForPath(page(), '/courses');
    await waitForText(page(), TITLE);
    await waitForText(page(), COURSE_MSG.courseUnavailable);
    await screenshot(page(), 'editor-03-student-unavailable');
    await page().goto(`${baseUrl()}/courses/${courseId}`);
    await waitForText(page(), COURSE_MSG.courseUnavailable);
  });
});
