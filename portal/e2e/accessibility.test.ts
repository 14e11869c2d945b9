/**
 * Accessibility (issue 17, items 1 and 5) in Chromium against the built server: axe-core runs the
 * WCAG 2.0/2.1/2.2 A and AA rules on every screen of spec §2 in each role (signed out, admin,
 * student), on every dialog in its open state and on the three widgets mounted by Trilha.mount in
 * a host page; a serious or critical violation fails that state's test with the rule id and the
 * element's selector. The last test says how many screens and states were checked. Then the
 * screens at 320 px width and at 200 % zoom: the page never scrolls sideways (wide tables scroll
 * inside their own region), with screenshots of the dashboard, course view and assessment in
 * /tmp/trilha-a11y.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ElementHandle, HTTPRequest, Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ASSESSMENT_TEXT } from '../../sdk/src/widgets/Assessment/messages';
import { CERTIFICATE_TEXT } from '../../sdk/src/widgets/Certificates/messages';
import { PLAYER_MSG } from '../../sdk/src/widgets/CoursePlayer/messages';
import { latestCodeTo } from '../../server/test/harness/smtpSink';
import { T } from '../src/messages';
import { TUTORING_TEXT } from '../src/scenes/Tutoring/tutoringMessages';
import { INTEGRATION_TEXT } from '../src/scenes/Users/CompanyIntegration';
import {
  axeFindings,
  click,
  clickTab,
  field,
  fill,
  pageScrollsSideways,
  repoRoot,
  screenshotOnFailure,
  settleAnimations,
  waitForPath,
  waitForText,
} from './harness';
import { ADMIN, activateStudent, apiAs, type Portal, signIn, signOut, startPortal } from './people';

const COMPANY = 'Construtora Horizonte Ltda';
const STUDENT = { name: 'Carlos Pereira', email: 'carlos.pereira@horizonte.com.br', password: 'CarlosNR35ok' };
const TWO_FACTOR = { name: 'Ana Lima', email: 'ana.lima@horizonte.com.br', password: 'AnaLimaNR10' };
const NEWCOMER = { name: 'Pedro Alves', email: 'pedro.alves@horizonte.com.br', password: 'Provisoria123' };
const COURSE = { title: 'NR-35 Trabalho em Altura', lessons: ['Riscos da altura', 'Ancoragem e cintos'] };
const VIDEO_COURSE = { title: 'NR-10 Segurança em Eletricidade', lesson: 'Choque elétrico' };
const DONE_COURSE = { title: 'NR-06 Equipamentos de Proteção', lesson: 'Tipos de EPI' };
const OPEN_COURSE = 'NR-33 Espaços Confinados';
const WIDGET_COURSE = { title: 'NR-12 Máquinas e Equipamentos', lesson: 'Proteções fixas' };
const PLAIN_COURSE = { title: 'NR-18 Construção Civil', lesson: 'Canteiro de obras' };
const ASSESSMENT = 'Avaliação Final NR-35';
const MATERIAL = 'Checklist de inspeção';
const SCHEDULE = 'Backup diário';
const TUTORING_QUESTION = 'O talabarte precisa ser duplo para subir a escada de marinheiro?';
const QUESTIONS = [
  { text: 'A partir de qual altura vale a NR-35?', right: '2 metros', wrong: '1 metro' },
  { text: 'Quem emite a Permissão de Trabalho?', right: 'O responsável autorizado', wrong: 'O próprio trabalhador' },
];
const DEMO = path.join(repoRoot, 'server', 'assets', 'demo');
const SHOTS = path.join(tmpdir(), 'trilha-a11y');
const HOST_PAGE = '/intranet-acessibilidade.html';

let portal: Portal;
let page: Page;
let baseUrl = '';
const ids = {
  course: 0,
  lessons: [0, 0],
  assessment: 0,
  videoCourse: 0,
  widgetCourse: 0,
  widgetAssessment: 0,
  plainCourse: 0,
  keyPrefix: '',
  backup: '',
};
let studentToken = '';
/** The states axe found clean, in order. */
const checked: string[] = [];

const admin = () => apiAs(baseUrl, portal.adminToken);

/** An assessment of the course: one point per question, the first option right. */
function assessmentOf(courseId: number, title: string, questions: typeof QUESTIONS) {
  return admin().assessments.create({
    course_id: courseId,
    title,
    description: 'Responda com atenção: a aprovação libera o certificado.',
    time_limit: 30,
    passing_score: 70,
    max_attempts: null,
    allow_retake: true,
    questions: questions.map((q) => ({
      text: q.text,
      options: [
        { text: q.right, isCorrect: true },
        { text: q.wrong, isCorrect: false },
      ],
    })),
  });
}

/** A published course of one module; lessons without video, of duration 0 unless given. */
async function course(title: string, lessons: { title: string; [key: string]: unknown }[]) {
  const { courseId } = await admin().courses.create({ title, description: `Treinamento ${title}.` });
  const { course: saved } = await admin().courses.saveContent(courseId, {
    modules: [{ title: 'Módulo 1', lessons: lessons.map((l) => ({ video_type: 'youtube', duration: 0, ...l })) }],
  });
  await admin().courses.update(courseId, { title, status: 'published' });
  return { courseId, lessonIds: saved.modules?.[0]?.lessons.map((l) => l.id) ?? [] };
}

/** The state passes axe; its name joins the list of checked states. */
async function audit(name: string, include?: string[]) {
  const findings = await axeFindings(page, include);
  const report = findings.map((f) => `${f.rule} (${f.impact}) em ${f.target}: ${f.summary}`);
  expect(report, `${name}: violações graves de WCAG 2.2 AA`).toEqual([]);
  checked.push(name);
}

async function visit(pathname: string, ready: string) {
  await page.goto(`${baseUrl}${pathname}`);
  await waitForText(page, ready);
}

/** Opens a dialog with a button and waits for its title. */
async function openDialog(button: string, title: string, fromDialog = false) {
  await click(page, button, fromDialog);
  await waitForText(page, title, { inDialog: true });
}

/** Opens a dialog, checks it and closes it. */
async function auditDialog(
  name: string,
  button: string,
  title: string,
  options: { fromDialog?: boolean; close?: string } = {},
) {
  await openDialog(button, title, options.fromDialog);
  await audit(name);
  await closeDialog(options.close);
}

/** The profile of the one signed in, and its password and 2FA dialogs. */
async function auditProfile(role: string) {
  await visit('/profile', T.profile.personalData);
  await audit(`${role}: perfil`);
  await auditDialog(`${role}: perfil, diálogo Alterar Senha`, T.profile.changePassword, T.proof.currentPassword);
  await auditDialog(`${role}: perfil, diálogo Ativar 2FA`, T.profile.enable2fa, T.profile.promptTitle);
}

async function closeDialog(button: string = T.common.cancel) {
  const count = await page.$$eval('[role="dialog"]', (d) => d.length);
  await click(page, button, true);
  await page.waitForFunction((n: number) => document.querySelectorAll('[role="dialog"]').length < n, {}, count);
}

/** The error tied to the field labelled `label` (aria-describedby), as a screen reader reaches it. */
async function fieldError(label: string) {
  const input = await field(page, label, true);
  return input.evaluate((el) => {
    const described = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    const error = described.map((id) => document.getElementById(id)).find((e) => e?.getAttribute('role') === 'alert');
    return { invalid: el.getAttribute('aria-invalid'), role: error?.getAttribute('role'), text: error?.textContent };
  });
}

/** Picks an answer of the assessment on screen (a labelled radio). */
async function choose(option: string) {
  const handle = await page.waitForFunction(
    (t: string) =>
      [...document.querySelectorAll<HTMLElement>('.trilha-option')].find(
        (l) => l.querySelector('.trilha-option__text')?.textContent === t,
      ) ?? null,
    {},
    option,
  );
  await (handle.asElement() as ElementHandle<Element>).click();
}

async function answerAll(pick: 'right' | 'wrong') {
  for (const [i, q] of QUESTIONS.entries()) {
    await waitForText(page, q.text);
    await choose(q[pick]);
    if (i < QUESTIONS.length - 1) await click(page, ASSESSMENT_TEXT.next);
  }
}

async function signedOut() {
  await page.goto(`${baseUrl}/login`);
  await page.evaluate(() => localStorage.removeItem('token'));
  await visit('/login', T.login.welcome);
}

/** The whole page (or the viewport: a drawer fixed to it), in /tmp (not the repository). */
async function shot(name: string, fullPage = true) {
  mkdirSync(SHOTS, { recursive: true });
  await settleAnimations(page);
  // From the top: a page scrolled down would draw its sticky bar in the middle of the capture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

beforeAll(async () => {
  portal = await startPortal();
  page = portal.page;
  baseUrl = portal.server.baseUrl;

  const { company } = await admin().companies.create({ name: COMPANY, contact_email: 'rh@horizonte.com.br' });
  const student = await activateStudent(baseUrl, portal.smtp, portal.adminToken, STUDENT, { company_id: company.id });
  studentToken = student.token;
  const other = await activateStudent(baseUrl, portal.smtp, portal.adminToken, TWO_FACTOR, {
    company_id: company.id,
  });
  portal.smtp.clear();
  await admin().users.request2faEnable(other.id);
  await admin().users.enable2fa(other.id, await latestCodeTo(portal.smtp, TWO_FACTOR.email));
  await admin().users.create({ ...NEWCOMER, role: 'student', company_id: company.id });

  // The course the student takes on screen: two lessons, material, a two-question assessment.
  const main = await course(
    COURSE.title,
    COURSE.lessons.map((title) => ({ title, description: `Conteúdo da aula ${title}.` })),
  );
  ids.course = main.courseId;
  ids.lessons = main.lessonIds;
  ids.assessment = (await assessmentOf(main.courseId, ASSESSMENT, QUESTIONS)).assessmentId;
  const pdf = readFileSync(path.join(DEMO, 'checklist-seguranca.pdf'));
  await admin().lessons.uploadAttachment(
    ids.lessons[0] as number,
    new File([pdf], 'checklist.pdf', { type: 'application/pdf' }),
    MATERIAL,
  );

  // A lesson with an uploaded video: the restricted player and its controls.
  const video = readFileSync(path.join(DEMO, 'video-demonstracao.webm'));
  const uploaded = await admin().courses.uploadVideo(new File([video], 'aula.webm', { type: 'video/webm' }));
  ids.videoCourse = (
    await course(VIDEO_COURSE.title, [
      { title: VIDEO_COURSE.lesson, video_type: 'local', video_file: uploaded.video_file, duration: 1 },
    ])
  ).courseId;

  // A course done through the API: lessons, a passed assessment, a certificate made official.
  const done = await course(DONE_COURSE.title, [{ title: DONE_COURSE.lesson }]);
  const doneAssessment = (await assessmentOf(done.courseId, `Avaliação ${DONE_COURSE.title}`, QUESTIONS.slice(0, 1)))
    .assessmentId;
  const widgetCourse = await course(WIDGET_COURSE.title, [{ title: WIDGET_COURSE.lesson }]);
  ids.widgetCourse = widgetCourse.courseId;
  ids.widgetAssessment = (
    await assessmentOf(widgetCourse.courseId, `Avaliação ${WIDGET_COURSE.title}`, QUESTIONS.slice(0, 1))
  ).assessmentId;
  ids.plainCourse = (await course(PLAIN_COURSE.title, [{ title: PLAIN_COURSE.lesson }])).courseId;
  await course(OPEN_COURSE, [{ title: 'Atmosferas perigosas' }]);
  for (const id of [main.courseId, ids.videoCourse, done.courseId, ids.widgetCourse, ids.plainCourse])
    await admin().courses.enroll(id, student.id);
  await admin().courses.enroll(main.courseId, other.id);

  const learner = apiAs(baseUrl, studentToken);
  // A question to the tutors (issue 26), so the queue and the tutoring report have a row.
  await learner.lessons.ask(ids.lessons[0] as number, TUTORING_QUESTION);
  await learner.lessons.complete(done.lessonIds[0] as number, 0);
  const preview = (await admin().assessments.preview(doneAssessment)).assessment;
  const attempt = await learner.assessments.start(doneAssessment);
  await learner.assessments.submit(doneAssessment, {
    attemptId: attempt.attemptId,
    answers: Object.fromEntries(
      (preview.questions ?? []).map((q) => [String(q.id), q.options.find((o) => o.is_correct)?.id as number]),
    ),
    timeTaken: 40,
  });
  const certificate = await learner.certificates.generateTemporary(done.courseId);
  await admin().certificates.validate(certificate.certificate.id);

  // Integration, backups and a schedule, so their lists and dialogs have rows.
  ids.keyPrefix = (await admin().embed.createApiKey(company.id, { name: 'Intranet RH' })).prefix;
  ids.backup = (await admin().backups.create()).filename;
  await admin().backups.createSchedule({
    name: SCHEDULE,
    frequency: 'daily',
    time: '02:00',
    retention_days: 30,
    enabled: true,
  });
});

afterEach(screenshotOnFailure(() => page, 'acessibilidade-falha'));

afterAll(async () => {
  await portal?.stop();
});

describe('axe: signed-out screens', () => {
  it('login', async () => {
    await signedOut();
    await audit('login');
  });

  it('axe really runs: a button without a name on the page is reported with its selector', async () => {
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<button id="sem-nome"></button>'));
    const findings = await axeFindings(page);
    await page.evaluate(() => document.getElementById('sem-nome')?.remove());
    expect(findings).toContainEqual(expect.objectContaining({ rule: 'button-name', target: '#sem-nome' }));
  });

  it('login with the server error', async () => {
    await fill(page, T.login.userLabel, STUDENT.email);
    await fill(page, T.login.passwordLabel, 'senha-errada');
    await click(page, T.login.submit);
    await page.waitForSelector('.form-alert-error');
    await audit('login: erro de credenciais');
  });

  it('forgot-password dialog, its field error and its success view', async () => {
    await signedOut();
    await openDialog(T.login.forgot, T.forgot.title);
    await audit('login: diálogo Recuperar Senha');
    await fill(page, T.forgot.emailLabel, 'carlos@', true);
    await page.waitForSelector('[role="dialog"] [aria-invalid="true"]');
    await audit('login: Recuperar Senha com erro no campo');
    expect(await fieldError(T.forgot.emailLabel)).toEqual({ invalid: 'true', role: 'alert', text: expect.any(String) });
    await fill(page, T.forgot.emailLabel, STUDENT.email, true);
    await click(page, T.forgot.submit, true);
    await waitForText(page, T.forgot.successTitle, { inDialog: true });
    await audit('login: Recuperar Senha enviado');
  });

  it('two-step verification view', async () => {
    await signedOut();
    await fill(page, T.login.userLabel, TWO_FACTOR.email);
    await fill(page, T.login.passwordLabel, TWO_FACTOR.password);
    await click(page, T.login.submit);
    await waitForText(page, T.login.codeTitle);
    await audit('login: verificação em duas etapas');

    // The e-mailed code pastes in whole (spaces dropped), and phones offer it from the message.
    const code = await field(page, T.login.codeLabel);
    expect(await code.evaluate((el) => [el.autocomplete, el.inputMode, el.maxLength])).toEqual([
      'one-time-code',
      'numeric',
      6,
    ]);
    await code.evaluate((el) => {
      const data = new DataTransfer();
      data.setData('text/plain', 'Código: 482 913');
      el.focus();
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await page.waitForFunction((el) => (el as HTMLInputElement).value === '482913', {}, code);
  });

  it('first-login dialog, both steps', async () => {
    await signedOut();
    await fill(page, T.login.userLabel, NEWCOMER.email);
    await fill(page, T.login.passwordLabel, NEWCOMER.password);
    await click(page, T.login.submit);
    await waitForText(page, T.firstLogin.mandatory, { inDialog: true });
    await audit('primeiro acesso: etapa 1');
    await click(page, T.firstLogin.continue, true);
    await waitForText(page, T.firstLogin.newPassword, { inDialog: true });
    await audit('primeiro acesso: etapa 2');
    await click(page, T.firstLogin.submit, true);
    await page.waitForSelector('[role="dialog"] .form-alert-error');
    await audit('primeiro acesso: etapa 2 com erro');
    // The check's line is about the empty code: the field reads invalid and described by it.
    expect(await fieldError(T.firstLogin.codeLabel)).toEqual({
      invalid: 'true',
      role: 'alert',
      text: expect.any(String),
    });
  });

  it('reset-password screen, without and with a token', async () => {
    await page.evaluate(() => localStorage.removeItem('token'));
    await visit('/reset-password', T.reset.noToken);
    await audit('redefinir senha: sem token');
    await visit('/reset-password?token=abc123', T.reset.text);
    await audit('redefinir senha: formulário');
  });
});

describe('axe: admin screens and dialogs', () => {
  beforeAll(async () => {
    await signIn(page, baseUrl, ADMIN.email, ADMIN.password);
  });

  it('dashboard, with the menu expanded and collapsed to icons', async () => {
    await visit('/dashboard', T.dashboard.totalUsers);
    await waitForText(page, COURSE.title);
    await audit('admin: dashboard');
    await click(page, T.layout.collapse);
    await page.waitForSelector('.sidebar[data-collapsed]');
    await audit('admin: dashboard, menu recolhido');
    await click(page, T.layout.expand);
  });

  it('courses: grid, create form and the course dialogs', async () => {
    const action = (a: string) => T.courses.actionLabel(a, COURSE.title);
    await visit('/courses', COURSE.title);
    await audit('admin: cursos');
    await click(page, T.courses.create);
    await waitForText(page, T.courseForm.infoSection);
    await audit('admin: cursos, formulário de criação');
    await click(page, T.courses.closeCreate);

    await openDialog(action(T.courses.edit), T.courseForm.editTitle);
    await waitForText(page, T.courseForm.modulesSection, { inDialog: true });
    await audit('admin: cursos, diálogo Editar Curso');
    const secondLesson = `${T.courseForm.module(1)}, ${T.courseForm.lesson(2)}`;
    await auditDialog(
      'admin: cursos, confirmação Excluir aula',
      T.courseForm.itemLabel(T.courseForm.removeLesson, secondLesson),
      `A aula "${COURSE.lessons[1]}" será excluída`,
      { fromDialog: true },
    );
    await auditDialog(
      'admin: cursos, confirmação Excluir material',
      `${T.courseForm.materialRemove}: ${MATERIAL}`,
      T.courseForm.materialRemoveTitle,
      { fromDialog: true },
    );
    await closeDialog();

    await openDialog(action(T.courses.enrollments), STUDENT.email);
    await audit('admin: cursos, diálogo Matrículas');
    await auditDialog('admin: cursos, diálogo Adicionar Aluno', T.enrollments.add, T.enrollments.mode, {
      fromDialog: true,
    });
    await auditDialog(
      'admin: cursos, confirmação Remover Matrícula',
      T.enrollments.removeLabel(STUDENT.name),
      T.enrollments.confirmRemoveTitle,
      { fromDialog: true },
    );
    await closeDialog(T.common.close);

    await auditDialog(
      'admin: cursos, confirmação Excluir Curso',
      action(T.courses.delete),
      T.courses.confirmDeleteTitle,
    );
  });

  it('course view in edit mode: material panel and its delete confirmation', async () => {
    await visit(`/courses/${ids.course}`, COURSE.lessons[0] as string);
    await audit('admin: visualizar curso');
    await click(page, PLAYER_MSG.attachmentsCount(1));
    await waitForText(page, PLAYER_MSG.uploadHeading);
    await audit('admin: visualizar curso, Material de Apoio com envio');
    await auditDialog(
      'admin: visualizar curso, confirmação Excluir material',
      PLAYER_MSG.removeLabel(MATERIAL),
      PLAYER_MSG.removeTitle,
      { close: PLAYER_MSG.cancel },
    );
  });

  it('assessment manager, its form and delete dialogs, and the preview', async () => {
    await visit(`/assessment-manager/${ids.course}`, ASSESSMENT);
    await audit('admin: gerenciar avaliações');
    await auditDialog('admin: diálogo Nova Avaliação', T.assessmentManager.newAssessment, T.assessmentForm.createTitle);
    await openDialog(T.assessmentManager.editLabel(ASSESSMENT), T.assessmentForm.editTitle);
    await waitForText(page, T.assessmentForm.question(2), { inDialog: true });
    await audit('admin: diálogo Editar Avaliação');
    await closeDialog();
    await auditDialog(
      'admin: confirmação Excluir Avaliação',
      T.assessmentManager.deleteLabel(ASSESSMENT),
      T.assessmentManager.confirmDeleteTitle,
    );
    await visit(`/assessments/${ids.assessment}/preview`, QUESTIONS[1]?.text as string);
    await audit('admin: pré-visualização da avaliação');
  });

  it('certificates with the upload form, and the revoke and delete dialogs', async () => {
    await visit('/certificates', DONE_COURSE.title);
    await waitForText(page, T.certificates.uploadTitle);
    await audit('admin: certificados');
    await auditDialog(
      'admin: certificados, diálogo Revogar',
      CERTIFICATE_TEXT.revokeLabel(STUDENT.name, DONE_COURSE.title),
      CERTIFICATE_TEXT.revokeTitle,
      { close: CERTIFICATE_TEXT.cancel },
    );
    await auditDialog(
      'admin: certificados, confirmação Excluir',
      CERTIFICATE_TEXT.removeLabel(STUDENT.name, DONE_COURSE.title),
      CERTIFICATE_TEXT.removeTitle,
      { close: CERTIFICATE_TEXT.cancel },
    );
  });

  it('users tab and its dialogs', async () => {
    await visit('/users', TWO_FACTOR.email);
    await audit('admin: usuários');
    await openDialog(T.users.newUser, T.users.formCreateTitle);
    await audit('admin: diálogo Novo Usuário');
    await click(page, T.users.create, true);
    await page.waitForSelector('[role="dialog"] [aria-invalid="true"]');
    await audit('admin: Novo Usuário com erros nos campos');
    await fill(page, T.users.name, 'Rita Gomes', true);
    await fill(page, T.users.email, 'rita.gomes@horizonte.com.br', true);
    await click(page, T.users.generate, true);
    await click(page, T.users.create, true);
    await waitForText(page, T.users.generatedTitle, { inDialog: true });
    await audit('admin: diálogo Senha Gerada');
    await closeDialog(T.common.close);

    await auditDialog('admin: diálogo Editar Usuário', `${T.common.edit} ${STUDENT.name}`, T.users.formEditTitle);
    await auditDialog(
      'admin: diálogo Alterar Senha (usuário com 2FA)',
      `${T.users.passwordButton} ${TWO_FACTOR.name}`,
      T.password.twoFactorNotice,
    );
    await auditDialog('admin: diálogo Verificação 2FA', T.users.twoFactorSwitch(STUDENT.name), T.users.codeTitle);
    await auditDialog(
      'admin: diálogo Desativar 2FA (prova)',
      T.users.twoFactorSwitch(TWO_FACTOR.name),
      T.proof.disableTitle,
    );
    await auditDialog(
      'admin: confirmação Excluir Usuário',
      `${T.common.delete} ${NEWCOMER.name}`,
      T.users.confirmDeleteTitle,
    );
  });

  it('companies tab and its dialogs', async () => {
    await visit('/users', TWO_FACTOR.email);
    await clickTab(page, T.users.tabCompanies);
    await waitForText(page, 'rh@horizonte.com.br');
    await audit('admin: empresas');
    await auditDialog('admin: diálogo Nova Empresa', T.companies.newCompany, T.companies.formCreateTitle);
    await auditDialog('admin: diálogo Editar Empresa', `${T.common.edit} ${COMPANY}`, T.companies.formEditTitle);
    const employees = await page.$$eval('tbody button', (buttons) => buttons.map((b) => b.getAttribute('aria-label')));
    const count = Number(employees.find((label) => label?.endsWith(`alunos da empresa ${COMPANY}`))?.split(' ')[0]);
    await auditDialog('admin: diálogo Alunos da Empresa', T.companies.employeesLabel(count, COMPANY), STUDENT.email, {
      close: T.common.close,
    });
    await openDialog(INTEGRATION_TEXT.openLabel(COMPANY), `tsk_${ids.keyPrefix}_`);
    await audit('admin: diálogo Integração');
    await auditDialog(
      'admin: confirmação Revogar chave de API',
      INTEGRATION_TEXT.revokeLabel(`tsk_${ids.keyPrefix}_…`),
      INTEGRATION_TEXT.revokeTitle,
      { fromDialog: true },
    );
    await closeDialog(T.common.close);
    await auditDialog(
      'admin: confirmação Excluir Empresa',
      `${T.common.delete} ${COMPANY}`,
      T.companies.confirmDeleteTitle,
    );
  });

  it('profile and its dialogs', () => auditProfile('admin'));

  it('reports: every tab and the company reports page', async () => {
    await visit('/reports', T.reports.totalStudents);
    await audit('admin: relatórios, Visão Geral');
    await clickTab(page, T.reports.tabStudents);
    await waitForText(page, STUDENT.email);
    await audit('admin: relatórios, Alunos');
    await clickTab(page, T.reports.tabCourses);
    await waitForText(page, COURSE.title);
    await audit('admin: relatórios, Cursos');
    await click(page, T.reports.viewProgressLabel(COURSE.title));
    await waitForText(page, T.reports.completionRate);
    await audit('admin: relatórios, Detalhes do Curso');
    await clickTab(page, T.reports.tabCompanies);
    await waitForText(page, T.companyReports.totalCompanies);
    await audit('admin: relatórios, Empresas');
    await clickTab(page, TUTORING_TEXT.report.tab);
    await page.waitForSelector(`[aria-label="${TUTORING_TEXT.report.caption}"] tbody tr`);
    await audit('admin: relatórios, Tutoria');
    await visit('/reports/companies', T.companyReports.totalCompanies);
    await audit('admin: relatórios por empresa');
  });

  it("tutoring: the students' questions and a course's tutoring dialog", async () => {
    await visit('/tutoring', TUTORING_QUESTION);
    await audit('admin: dúvidas dos alunos');
    await visit('/courses', COURSE.title);
    await auditDialog(
      'admin: cursos, diálogo Tutoria',
      T.courses.actionLabel(TUTORING_TEXT.settings.action, COURSE.title),
      TUTORING_TEXT.settings.responseDays,
    );
  });

  it('settings and its dialogs', async () => {
    await visit('/settings', T.settings.smtpTitle);
    await audit('admin: configurações');
    await auditDialog('admin: configurações, diálogo E-mail de Teste', T.settings.testEmail, T.settings.testText);
    await auditDialog(
      'admin: configurações, confirmação Reiniciar',
      T.settings.restartFrontend,
      T.settings.restartTitle,
    );
  });

  it('backup: lists, delete confirmations, restore analysis and its confirmation', async () => {
    await visit('/backup', SCHEDULE);
    await waitForText(page, ids.backup);
    await audit('admin: backup');
    await auditDialog(
      'admin: backup, confirmação Excluir Backup',
      T.backup.deleteLabel(ids.backup),
      T.backup.confirmDeleteTitle,
    );
    await auditDialog(
      'admin: backup, confirmação Excluir Agendamento',
      T.backup.deleteScheduleLabel(SCHEDULE),
      T.backup.confirmScheduleDeleteTitle,
    );

    const zip = path.join(SHOTS, ids.backup);
    mkdirSync(SHOTS, { recursive: true });
    writeFileSync(zip, Buffer.from(await (await admin().backups.download(ids.backup)).arrayBuffer()));
    await (await field(page, T.backup.restoreFile)).uploadFile(zip);
    await click(page, T.backup.analyse);
    await waitForText(page, T.backup.analysisTitle);
    await audit('admin: backup, análise da restauração');
    await auditDialog('admin: backup, confirmação Restaurar', T.backup.confirmRestore, T.backup.confirmRestoreText);
  });

  it('logs and the cleanup dialogs', async () => {
    await visit('/logs', T.logs.tableTitle);
    await audit('admin: logs');
    await fill(page, T.logs.search, 'nenhum registro assim');
    await waitForText(page, T.logs.emptyText);
    await audit('admin: logs, nenhum log encontrado');
    await openDialog(T.logs.cleanup, T.logs.cleanupText);
    await audit('admin: logs, diálogo Limpar Logs');
    await click(page, 'Manter 30 dias', true);
    await click(page, T.common.confirm, true);
    await waitForText(page, T.logs.confirmDays(30), { inDialog: true });
    await audit('admin: logs, confirmação da limpeza');
    await closeDialog();
    await closeDialog();
  });

  it('page not found', async () => {
    await visit('/pagina-que-nao-existe', T.common.notFoundTitle);
    await audit('admin: página não encontrada');
    await signOut(page);
  });
});

describe('axe: student screens and dialogs', () => {
  beforeAll(async () => {
    await signIn(page, baseUrl, STUDENT.email, STUDENT.password);
  });

  it('dashboard, and its error state', async () => {
    await visit('/dashboard', T.dashboard.greeting(STUDENT.name));
    await waitForText(page, DONE_COURSE.title);
    await audit('aluno: dashboard');

    const fail = (request: HTTPRequest) => {
      if (request.isInterceptResolutionHandled()) return;
      if (request.url().includes('/api/courses/stats/overview')) void request.respond({ status: 500, body: '{}' });
      else void request.continue();
    };
    await page.setRequestInterception(true);
    page.on('request', fail);
    try {
      await visit('/dashboard', T.dashboard.error);
      await audit('aluno: dashboard, erro ao carregar');
    } finally {
      page.off('request', fail);
      await page.setRequestInterception(false);
    }
  });

  it('courses: the three tabs', async () => {
    await visit('/courses', COURSE.title);
    await audit('aluno: cursos, Meus Cursos');
    await clickTab(page, T.studentCourses.tabCompleted);
    await waitForText(page, DONE_COURSE.title);
    await audit('aluno: cursos, Concluídos');
    await clickTab(page, T.studentCourses.tabAvailable);
    await waitForText(page, OPEN_COURSE);
    await audit('aluno: cursos, Cursos Disponíveis');
  });

  it('course view with the restricted video player', async () => {
    await visit(`/courses/${ids.videoCourse}`, VIDEO_COURSE.lesson);
    await page.waitForSelector('video');
    await audit('aluno: player com vídeo enviado (controles restritos)');
  });

  it('course view: lesson, material, restart dialog, next-lesson and final-assessment dialogs', async () => {
    await visit(`/courses/${ids.course}`, COURSE.lessons[0] as string);
    await audit('aluno: visualizar curso, aula');
    await click(page, PLAYER_MSG.attachmentsCount(1));
    await waitForText(page, MATERIAL);
    await audit('aluno: visualizar curso, Material de Apoio');
    await auditDialog('aluno: confirmação Reiniciar aula', PLAYER_MSG.restartLesson, PLAYER_MSG.restartText, {
      close: PLAYER_MSG.cancel,
    });
    await click(page, PLAYER_MSG.markDone);
    await waitForText(page, PLAYER_MSG.nextText(COURSE.lessons[1] as string), { inDialog: true });
    await audit('aluno: diálogo Aula concluída (próxima aula)');
    await click(page, PLAYER_MSG.goNext, true);
    await waitForText(page, PLAYER_MSG.lessonOf(2));
    await auditDialog('aluno: diálogo Avaliação final', PLAYER_MSG.assessment, PLAYER_MSG.finalLocked, {
      close: PLAYER_MSG.close,
    });
    await click(page, PLAYER_MSG.markDone);
    await waitForPath(page, `/assessment/${ids.assessment}`);
  });

  it('assessment: information, taking, failed result with review, passed result and certificate offer', async () => {
    await visit(`/assessment/${ids.assessment}`, ASSESSMENT_TEXT.rules);
    await audit('aluno: avaliação, informações');
    await click(page, ASSESSMENT_TEXT.start);
    await waitForText(page, QUESTIONS[0]?.text as string);
    await audit('aluno: avaliação, questão sem resposta');
    await answerAll('wrong');
    await audit('aluno: avaliação, questões respondidas');
    await click(page, ASSESSMENT_TEXT.finish);
    await waitForText(page, ASSESSMENT_TEXT.failedText);
    await audit('aluno: avaliação, reprovado');
    await click(page, ASSESSMENT_TEXT.showReview);
    await waitForText(page, ASSESSMENT_TEXT.hideReview);
    await audit('aluno: avaliação, revisão das respostas');
    await click(page, ASSESSMENT_TEXT.retake);
    await answerAll('right');
    await click(page, ASSESSMENT_TEXT.finish);
    await waitForText(page, ASSESSMENT_TEXT.approvedText);
    // Passing issues the temporary certificate and offers the certificates page.
    await waitForText(page, ASSESSMENT_TEXT.goToCertificates, { inDialog: true });
    await audit('aluno: diálogo Certificado temporário');
    await closeDialog(ASSESSMENT_TEXT.notNow);
    await audit('aluno: avaliação, aprovado');
  });

  it('certificates, the course certificate page and the grades report', async () => {
    await visit('/certificates', CERTIFICATE_TEXT.temporary);
    await waitForText(page, COURSE.title);
    await audit('aluno: certificados');
    await visit(`/certificate/${ids.course}`, COURSE.title);
    await audit('aluno: certificado do curso');
    await visit('/grades-report', DONE_COURSE.title);
    await audit('aluno: relatório de notas');
  });

  it('profile and its dialogs', () => auditProfile('aluno'));

  it('an admin area: access denied', async () => {
    await visit('/users', T.common.accessDenied);
    await audit('aluno: acesso negado');
  });
});

/** A page of the company's intranet (served in place of a path of ours) mounting the three widgets. */
function hostPage(): string {
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Intranet Horizonte — Treinamentos</title></head>
<body>
<main>
  <h1>Treinamentos de segurança</h1>
  <div id="trilha-curso"></div>
  <div id="trilha-avaliacao"></div>
  <div id="trilha-certificados"></div>
</main>
<script src="/sdk/trilha.js"></script>
<script>
  const options = new URLSearchParams(location.search);
  const getToken = () => Promise.resolve(options.get('token'));
  const base = { baseUrl: location.origin, getToken, theme: { primary: '#0b5394' } };
  const course = Number(options.get('course'));
  Trilha.mount(document.getElementById('trilha-curso'), { ...base, widget: 'course-player', courseId: course });
  Trilha.mount(document.getElementById('trilha-avaliacao'), {
    ...base, widget: 'assessment', assessmentId: Number(options.get('assessment')),
  });
  Trilha.mount(document.getElementById('trilha-certificados'), { ...base, widget: 'certificates' });
</script>
</body>
</html>`;
}

describe('axe: the three widgets in a host page', () => {
  const WIDGETS = ['#trilha-curso', '#trilha-avaliacao', '#trilha-certificados'];
  const serveHost = (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    if (new URL(request.url()).pathname === HOST_PAGE)
      void request.respond({ status: 200, contentType: 'text/html; charset=utf-8', body: hostPage() });
    else void request.continue();
  };

  /** Waits until the widget's shadow root shows `text`. */
  const widgetText = (slot: string, text: string) =>
    page.waitForFunction(
      (s: string, t: string) =>
        (
          (document.querySelector(s)?.shadowRoot?.querySelector('.trilha-embed') as HTMLElement | null)?.innerText ?? ''
        ).includes(t),
      {},
      slot,
      text,
    );

  const clickInWidget = async (slot: string, text: string) => {
    const handle = await page.waitForFunction(
      (s: string, t: string) =>
        [...(document.querySelector(s)?.shadowRoot?.querySelectorAll<HTMLElement>('button, label') ?? [])].find(
          (b) =>
            (b.innerText.trim() === t ||
              b.getAttribute('aria-label') === t ||
              b.querySelector('.trilha-option__text')?.textContent === t) &&
            !(b as HTMLButtonElement).disabled &&
            b.getClientRects().length > 0,
        ) ?? null,
      {},
      slot,
      text,
    );
    await (handle.asElement() as ElementHandle<Element>).click();
  };

  const mountWidgets = async (courseId: number) => {
    const query = new URLSearchParams({
      token: studentToken,
      course: String(courseId),
      assessment: String(ids.widgetAssessment),
    });
    await page.goto(`${baseUrl}${HOST_PAGE}?${query}`);
  };

  beforeAll(async () => {
    await page.setRequestInterception(true);
    page.on('request', serveHost);
  });

  afterAll(async () => {
    page.off('request', serveHost);
    await page.setRequestInterception(false);
  });

  it('course player, assessment and certificate list as mounted', async () => {
    await mountWidgets(ids.widgetCourse);
    await widgetText(WIDGETS[0] as string, WIDGET_COURSE.lesson);
    await widgetText(WIDGETS[1] as string, ASSESSMENT_TEXT.rules);
    await widgetText(WIDGETS[2] as string, DONE_COURSE.title);
    await audit('widgets: player, avaliação e certificados montados', WIDGETS);
  });

  it('course player: final-assessment dialog after the last lesson', async () => {
    await clickInWidget(WIDGETS[0] as string, PLAYER_MSG.markDone);
    await widgetText(WIDGETS[0] as string, PLAYER_MSG.finalTitle);
    await audit('widgets: player, diálogo Avaliação final', WIDGETS);
    await clickInWidget(WIDGETS[0] as string, PLAYER_MSG.close);
  });

  it('assessment: taking and result', async () => {
    await mountWidgets(ids.widgetCourse);
    await clickInWidget(WIDGETS[1] as string, ASSESSMENT_TEXT.start);
    await widgetText(WIDGETS[1] as string, QUESTIONS[0]?.text as string);
    await audit('widgets: avaliação em andamento', WIDGETS);
    await clickInWidget(WIDGETS[1] as string, QUESTIONS[0]?.right as string);
    await clickInWidget(WIDGETS[1] as string, ASSESSMENT_TEXT.finish);
    await widgetText(WIDGETS[1] as string, ASSESSMENT_TEXT.approvedText);
    await audit('widgets: avaliação, resultado', WIDGETS);
  });

  it('course player: completion dialog of a course without assessment', async () => {
    await mountWidgets(ids.plainCourse);
    await clickInWidget(WIDGETS[0] as string, PLAYER_MSG.markDone);
    await widgetText(WIDGETS[0] as string, PLAYER_MSG.congratsTitle);
    await audit('widgets: player, diálogo Parabéns', WIDGETS);
  });
});

describe('320 px width and 200 % zoom', () => {
  const SCREENS: { name: string; path: () => string; ready: () => string }[] = [
    { name: 'dashboard', path: () => '/dashboard', ready: () => DONE_COURSE.title },
    { name: 'curso', path: () => `/courses/${ids.course}`, ready: () => COURSE.lessons[1] as string },
    { name: 'avaliacao', path: () => `/assessment/${ids.assessment}`, ready: () => ASSESSMENT_TEXT.bestScore },
  ];

  beforeAll(async () => {
    await signIn(page, baseUrl, STUDENT.email, STUDENT.password);
  });

  afterAll(async () => {
    await page.setViewport({ width: 1366, height: 860 });
  });

  for (const viewport of [
    { label: '320px', width: 320, height: 640, deviceScaleFactor: 1 },
    { label: 'zoom-200', width: 683, height: 430, deviceScaleFactor: 2 },
  ]) {
    it(`dashboard, course view and assessment at ${viewport.label} scroll only vertically`, async () => {
      await page.setViewport(viewport);
      const check = async (name: string) => {
        await shot(`${viewport.label}-${name}`);
        const size = await pageScrollsSideways(page);
        expect(size.scrollWidth, `${name} a ${viewport.label}`).toBeLessThanOrEqual(size.innerWidth);
      };
      for (const screen of SCREENS) {
        await visit(screen.path(), screen.ready());
        await check(screen.name);
      }
      // The assessment while answering it (a new attempt; the second size resumes it).
      const resume = await page.evaluate(
        (t: string) => [...document.querySelectorAll('button')].some((b) => b.innerText.trim() === t),
        ASSESSMENT_TEXT.resume,
      );
      await click(page, resume ? ASSESSMENT_TEXT.resume : ASSESSMENT_TEXT.start);
      await waitForText(page, QUESTIONS[0]?.text as string);
      await check('avaliacao-questao');
    });
  }

  it('the side menu as a drawer at 320 px', async () => {
    await page.setViewport({ width: 320, height: 640 });
    await visit('/dashboard', DONE_COURSE.title);
    await click(page, T.layout.expand);
    await page.waitForSelector('.is-mobile.is-expanded');
    await audit('aluno: menu lateral aberto a 320 px');
    await shot('320px-menu', false);
  });

  it('every other screen at 320 px, in each role, scrolls only vertically', async () => {
    await page.setViewport({ width: 320, height: 640 });
    const wide: string[] = [];
    const check = async (role: string, screens: [string, string][]) => {
      for (const [pathname, ready] of screens) {
        await visit(pathname, ready);
        await settleAnimations(page);
        const size = await pageScrollsSideways(page);
        if (size.scrollWidth > size.innerWidth) {
          wide.push(`${role} ${pathname}: ${size.scrollWidth}px`);
          await shot(`320px-largo-${role}${pathname.replace(/\W+/g, '-')}`);
        }
      }
    };
    await check('aluno', [
      ['/courses', T.studentCourses.subtitle],
      [`/courses/${ids.videoCourse}`, VIDEO_COURSE.lesson],
      ['/certificates', DONE_COURSE.title],
      [`/certificate/${ids.course}`, COURSE.title],
      ['/grades-report', DONE_COURSE.title],
      ['/profile', T.profile.personalData],
      ['/users', T.common.accessDenied],
    ]);
    await signIn(page, baseUrl, ADMIN.email, ADMIN.password);
    await check('admin', [
      ['/dashboard', T.dashboard.totalUsers],
      ['/courses', COURSE.title],
      [`/courses/${ids.course}`, COURSE.lessons[0] as string],
      [`/assessment-manager/${ids.course}`, ASSESSMENT],
      [`/assessments/${ids.assessment}/preview`, QUESTIONS[0]?.text as string],
      ['/certificates', DONE_COURSE.title],
      ['/users', TWO_FACTOR.email],
      ['/reports', T.reports.totalStudents],
      ['/reports/companies', T.companyReports.totalCompanies],
      ['/tutoring', TUTORING_QUESTION],
      ['/settings', T.settings.smtpTitle],
      ['/backup', SCHEDULE],
      ['/logs', T.logs.tableTitle],
      ['/profile', T.profile.personalData],
    ]);
    await page.evaluate(() => localStorage.removeItem('token'));
    await check('visitante', [
      ['/login', T.login.welcome],
      ['/reset-password?token=abc123', T.reset.text],
    ]);
    expect(wide).toEqual([]);
  });
});

describe('the audit as a whole', () => {
  it('lists how many screens and states axe checked', () => {
    console.log(
      `axe-core (WCAG 2.2 A/AA): ${checked.length} telas e estados sem violações graves:\n- ${checked.join('\n- ')}`,
    );
    expect(checked.length).toBe(STATE_COUNT);
  });
});

/** Every audit() call above: a state that failed or never ran leaves the count short. */
const STATE_COUNT = 105;
