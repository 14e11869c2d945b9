/**
 * The client company's manager ('Gestor', issue 18) end to end, in Chromium against the built
 * server: the admin (API) creates a company, contracts two courses and creates two cargos, then
 * creates the manager on the Usuários screen (Tipo 'Gestor' needs a company); the manager goes
 * through the first login, adds three workers in Equipe, gives them cargos, enrols a cargo in bulk,
 * edits the training matrix and reads the compliance grid; one worker completes a course (API) and
 * the grid's cell turns 'Válido'; the CSV (BOM, ';') has a row per worker; the Certificados page
 * lists the company's certificate and downloads the ZIP; Perfil switches the weekly digest; admin
 * areas stay closed. Every new screen is photographed (gestor-*.png) and checked with axe.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { COMPLIANCE_LABELS, MANAGER_MSG } from '@trilha/sdk/contract';
import type { Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { latestCodeTo } from '../../server/test/harness/smtpSink';
import { T } from '../src/messages';
import {
  allowDownloads,
  click,
  clickMenu,
  clickTab,
  field,
  fill,
  pageScrollsSideways,
  screenAuditor,
  screenshotOnFailure,
  selectOption,
  settleAnimations,
  visibleText,
  waitForDownload,
  waitForPath,
  waitForText,
} from './harness';
import { ADMIN, apiAs, type Portal, signIn, signOut, startPortal } from './people';

const COMPANY = 'Eletro Sul Montagens Ltda';
const OTHER_COMPANY = 'Construtora Vizinha S.A.';
const MANAGER = { name: 'Renata Gestora', email: 'renata.gestora@eletrosul.com.br', password: 'GestoraNR10ok' };
const NR10 = { title: 'NR-10 Segurança em Eletricidade', lesson: 'Riscos elétricos' };
const NR35 = { title: 'NR-35 Trabalho em Altura', lesson: 'Ancoragem' };
const NOT_CONTRACTED = 'NR-33 Espaços Confinados';
const CARGOS = { electrician: 'Eletricista', fitter: 'Montador' };
const NEW_CARGO = { name: 'Almoxarife', renamed: 'Almoxarife Líder' };

/** A valid CPF from nine digits (the check digits computed as the Receita does). */
function cpf(base: string): string {
  const d = base.split('').map(Number);
  for (const len of [9, 10]) {
    const sum = d.slice(0, len).reduce((s, n, i) => s + n * (len + 1 - i), 0);
    const r = (sum * 10) % 11;
    d.push(r === 10 ? 0 : r);
  }
  return d.join('');
}

const WORKERS = [
  {
    name: 'Paulo Eletricista',
    email: 'paulo.souza@eletrosul.com.br',
    cpf: cpf('123456781'),
    cargo: CARGOS.electrician,
  },
  { name: 'Marina Montadora', email: 'marina.costa@eletrosul.com.br', cpf: cpf('234567812'), cargo: CARGOS.fitter },
  { name: 'Jorge Aprendiz', email: 'jorge.lima@eletrosul.com.br', cpf: cpf('345678123'), cargo: null },
] as const;

let portal: Portal;
let page: Page;
let baseUrl = '';
let downloads = '';
const ids = { company: 0, otherCompany: 0, nr10: 0, nr35: 0, nr35Lesson: 0 };
const passwords: Record<string, string> = {};

const admin = () => apiAs(baseUrl, portal.adminToken);

/** A published course of one lesson without video, of duration 0 (it completes at once). */
async function course(title: string, lesson: string) {
  const { courseId } = await admin().courses.create({ title, description: `Treinamento ${title}.` });
  const { course: saved } = await admin().courses.saveContent(courseId, {
    modules: [{ title: 'Módulo 1', lessons: [{ title: lesson, video_type: 'youtube', duration: 0 }] }],
  });
  await admin().courses.update(courseId, { title, status: 'published' });
  return { courseId, lessonId: saved.modules?.[0]?.lessons[0]?.id ?? 0 };
}

const select = (label: string, optionText: string, inDialog = false) => selectOption(page, label, optionText, inDialog);

const { shot, audit, audited } = screenAuditor(() => page);

/** The text of the compliance grid's cell for a worker (row) and a course (column). */
function gridCell(worker: string, courseTitle: string): Promise<string | null> {
  return page.evaluate(
    (caption: string, worker: string, courseTitle: string) => {
      const table = [...document.querySelectorAll('table')].find((t) => t.caption?.textContent === caption);
      if (!table) return null;
      const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
      const column = heads.indexOf(courseTitle);
      const row = [...table.querySelectorAll('tbody tr')].find((tr) =>
        tr.querySelector('th')?.textContent?.includes(worker),
      );
      const cell = row?.children[column] as HTMLElement | undefined;
      return column < 0 || !cell ? null : cell.innerText.trim();
    },
    T.compliance.gridCaption,
    worker,
    courseTitle,
  );
}

/** The password the 'Senha Gerada' dialog shows once, then closes it. */
async function takeGeneratedPassword(): Promise<string> {
  await waitForText(page, T.users.generatedTitle, { inDialog: true });
  const password = await page.$eval('[role="dialog"] .generated-password code', (el) => el.textContent ?? '');
  await click(page, T.common.close, true);
  return password;
}

beforeAll(async () => {
  portal = await startPortal();
  page = portal.page;
  baseUrl = portal.server.baseUrl;
  downloads = path.join(portal.server.dataDir, 'downloads');
  mkdirSync(downloads, { recursive: true });
  await allowDownloads(page, downloads);

  // The provider's side comes from the API: a company, what it contracted and its two cargos.
  ids.company = (await admin().companies.create({ name: COMPANY })).company.id;
  ids.otherCompany = (await admin().companies.create({ name: OTHER_COMPANY })).company.id;
  const nr10 = await course(NR10.title, NR10.lesson);
  const nr35 = await course(NR35.title, NR35.lesson);
  await course(NOT_CONTRACTED, 'Atmosferas perigosas');
  ids.nr10 = nr10.courseId;
  ids.nr35 = nr35.courseId;
  ids.nr35Lesson = nr35.lessonId;
  await admin().manager.setCompanyCourses(ids.company, { course_ids: [ids.nr10, ids.nr35] });
  await admin().manager.createJobRole(ids.company, { name: CARGOS.electrician, course_ids: [ids.nr10, ids.nr35] });
  await admin().manager.createJobRole(ids.company, { name: CARGOS.fitter, course_ids: [ids.nr35] });
});

afterEach(screenshotOnFailure(() => page, 'falha-gestor'));

afterAll(async () => {
  await portal?.stop();
});

describe('the admin sets the company up', () => {
  it('creates the manager on the Usuários screen: Tipo Gestor requires a company', async () => {
    await signIn(page, baseUrl, ADMIN.email, ADMIN.password);
    await clickMenu(page, T.nav.users);
    await waitForText(page, ADMIN.email);
    await click(page, T.users.newUser);
    await waitForText(page, T.users.formCreateTitle, { inDialog: true });
    await fill(page, T.users.name, MANAGER.name, true);
    await fill(page, T.users.email, MANAGER.email, true);
    await click(page, T.users.generate, true);
    await select(T.users.role, T.roles.manager, true);

    // Without a company the form names the problem under the company field.
    await click(page, T.users.create, true);
    await waitForText(page, MANAGER_MSG.companyRequired, { inDialog: true });
    const company = await field(page, T.users.company, true);
    expect(await company.evaluate((el) => el.getAttribute('aria-invalid'))).toBe('true');
    await shot('gestor-admin-usuario-sem-empresa');
    await audit('admin: formulário de usuário, gestor sem empresa');

    await fill(page, T.users.company, 'Eletro Sul', true);
    await waitForText(page, COMPANY, { inDialog: true });
    await page.keyboard.press('Enter');
    expect(await company.evaluate((el) => el.value)).toBe(COMPANY);
    await click(page, T.users.create, true);
    passwords[MANAGER.email] = await takeGeneratedPassword();
    expect(passwords[MANAGER.email]).toHaveLength(12);

    await waitForText(page, MANAGER.email);
    const text = await visibleText(page);
    expect(text).toContain(T.roles.manager);
    await shot('gestor-admin-usuarios');
  });

  it('shows the company its managers, contracted courses and matrix (Empresas › Treinamentos)', async () => {
    await clickTab(page, T.users.tabCompanies);
    await waitForText(page, COMPANY);
    await click(page, T.companyTraining.openLabel(COMPANY));
    await waitForText(page, T.companyTraining.coursesTitle, { inDialog: true });
    await waitForText(page, CARGOS.fitter, { inDialog: true });
    await waitForText(page, MANAGER.email, { inDialog: true });
    const text = await visibleText(page, true);
    expect(text).toContain(NOT_CONTRACTED);
    expect(text).toContain(T.companyTraining.matrixTitle);
    // The two contracted courses are the ticked ones.
    const ticked = await page.$$eval('[role="dialog"] .company-training-courses input[type="checkbox"]', (boxes) =>
      boxes.filter((b) => (b as HTMLInputElement).checked).map((b) => b.parentElement?.textContent?.trim()),
    );
    expect(ticked.sort()).toEqual([NR10.title, NR35.title].sort());
    await shot('gestor-admin-empresa-treinamentos');
    await audit('admin: treinamentos da empresa');
    await click(page, T.common.close, true);
    await signOut(page);
  });
});

describe('the manager', () => {
  it('signs in for the first time: e-mailed code and forced password change', async () => {
    await page.goto(`${baseUrl}/login`);
    portal.smtp.clear();
    await fill(page, T.login.userLabel, MANAGER.email);
    await fill(page, T.login.passwordLabel, passwords[MANAGER.email] as string);
    await click(page, T.login.submit);
    await waitForText(page, T.firstLogin.mandatory, { inDialog: true });
    await click(page, T.firstLogin.continue, true);
    await fill(page, T.firstLogin.codeLabel, await latestCodeTo(portal.smtp, MANAGER.email), true);
    await fill(page, T.firstLogin.newPassword, MANAGER.password, true);
    await fill(page, T.firstLogin.confirmPassword, MANAGER.password, true);
    await click(page, T.firstLogin.submit, true);
    await waitForText(page, T.firstLogin.success, { inDialog: true });
    await waitForPath(page, '/dashboard');
    await waitForText(page, T.dashboard.greeting(MANAGER.name));
  });

  it('sees the manager menu and the company dashboard', async () => {
    // The summary's own heading: 'Conformidade' alone is also in the greeting, there before the data.
    await waitForText(page, T.managerDashboard.byStatusTitle);
    const menu = await page.$$eval('.sidebar a', (links) => links.map((a) => (a as HTMLElement).innerText.trim()));
    expect(menu).toEqual([
      T.nav.dashboard,
      T.nav.team,
      T.nav.trainingMatrix,
      T.nav.certificates,
      T.nav.reports,
      T.adminNav.webhooks,
      T.nav.profile,
    ]);
    const text = await visibleText(page);
    expect(text).toContain(T.roles.manager);
    expect(text).toContain(T.managerDashboard.subtitle(COMPANY));
    for (const label of Object.values(COMPLIANCE_LABELS)) expect(text).toContain(label);
    await shot('gestor-dashboard');
    await audit('gestor: dashboard');
  });

  it('adds three workers in Equipe, with CPF, cargo and a generated password', async () => {
    await clickMenu(page, T.nav.team);
    await waitForPath(page, '/team');
    await waitForText(page, T.team.empty);
    await shot('gestor-equipe-vazia');

    for (const [i, worker] of WORKERS.entries()) {
      await click(page, T.team.add);
      await waitForText(page, T.team.addTitle, { inDialog: true });
      if (i === 0) {
        // The CPF is checked before sending.
        await fill(page, T.team.cpf, '111.111.111-11', true);
        await click(page, T.team.create, true);
        await page.waitForSelector('[role="dialog"] .field-error');
      }
      await fill(page, T.team.name, worker.name, true);
      await fill(page, T.team.email, worker.email, true);
      await fill(page, T.team.cpf, worker.cpf, true);
      if (worker.cargo) await select(T.team.jobRole, worker.cargo, true);
      await click(page, T.password.generate, true);
      if (i === 0) {
        await shot('gestor-equipe-adicionar');
        await audit('gestor: adicionar trabalhador');
      }
      await click(page, T.team.create, true);
      passwords[worker.email] = await takeGeneratedPassword();
      await waitForText(page, worker.email);
    }

    const text = await visibleText(page);
    expect(text).toContain(T.team.count(3, 3));
    expect(text).toContain('123.456.781-');
    // A cargo enrols the worker in its required courses at once.
    expect(text).toContain(T.team.requiredPending(0, 2));
    expect(text).toContain(T.team.requiredPending(0, 1));
    await shot('gestor-equipe');
    await audit('gestor: equipe');
  });

  it('gives the third worker a cargo', async () => {
    const jorge = WORKERS[2];
    await click(page, T.team.changeJobRoleLabel(jorge.name));
    await waitForText(page, T.team.jobRoleTitle, { inDialog: true });
    await select(T.team.jobRole, CARGOS.fitter, true);
    await shot('gestor-equipe-cargo');
    await audit('gestor: alterar cargo');
    await click(page, T.common.save, true);
    await waitForText(page, MANAGER_MSG.jobRoleAssigned);
    await page.waitForFunction(
      (name: string, cargo: string) =>
        [...document.querySelectorAll('tbody tr')].some(
          (tr) => tr.textContent?.includes(name) && tr.textContent.includes(cargo),
        ),
      {},
      jorge.name,
      CARGOS.fitter,
    );
  });

  it('filters the team by cargo and enrols the selected workers in a contracted course', async () => {
    await select(T.team.jobRoleFilter, CARGOS.fitter);
    await waitForText(page, T.team.count(2, 3));
    expect(await visibleText(page)).not.toContain(WORKERS[0].email);
    await select(T.team.jobRoleFilter, T.team.allJobRoles);
    await waitForText(page, T.team.count(3, 3));

    await page.click(`input[aria-label="${T.team.selectOne(WORKERS[1].name)}"]`);
    await page.click(`input[aria-label="${T.team.selectOne(WORKERS[2].name)}"]`);
    await waitForText(page, T.team.selected(2));
    await click(page, T.team.enroll);
    await waitForText(page, T.team.enrollTitle, { inDialog: true });
    await waitForText(page, T.team.enrollSelected(2), { inDialog: true });
    const options = await (await field(page, T.team.enrollCourse, true)).evaluate((el) =>
      [...(el as unknown as HTMLSelectElement).options].map((o) => o.text),
    );
    // Only what the company contracted.
    expect(options).toEqual([T.team.enrollCoursePlaceholder, NR10.title, NR35.title]);
    await select(T.team.enrollCourse, NR10.title, true);
    await shot('gestor-equipe-matricular');
    await audit('gestor: matricular');
    await click(page, T.team.enrollSubmit, true);
    await waitForText(page, MANAGER_MSG.enrolled(2));
    await waitForText(page, T.team.enrollments(2, 0));
  });

  it('edits the training matrix: creates, renames and deletes a cargo (history kept)', async () => {
    await clickMenu(page, T.nav.trainingMatrix);
    await waitForPath(page, '/training-matrix');
    await waitForText(page, T.matrix.required(CARGOS.electrician));
    await shot('gestor-matriz');
    await audit('gestor: matriz de treinamentos');

    await click(page, T.matrix.newJobRole);
    await waitForText(page, T.matrix.createTitle, { inDialog: true });
    await fill(page, T.matrix.name, NEW_CARGO.name, true);
    await page.evaluate((title: string) => {
      const dialog = document.querySelector('[role="dialog"]');
      const box = [...(dialog?.querySelectorAll('label') ?? [])].find((l) => l.textContent?.includes(title));
      box?.querySelector('input')?.click();
    }, NR35.title);
    await shot('gestor-matriz-novo-cargo');
    await audit('gestor: novo cargo');
    await click(page, T.matrix.create, true);
    await waitForText(page, MANAGER_MSG.jobRoleCreated);
    await waitForText(page, T.matrix.required(NEW_CARGO.name));

    await click(page, T.matrix.renameLabel(NEW_CARGO.name));
    await waitForText(page, T.matrix.renameTitle, { inDialog: true });
    await fill(page, T.matrix.name, NEW_CARGO.renamed, true);
    await click(page, T.common.save, true);
    await waitForText(page, T.matrix.required(NEW_CARGO.renamed));

    await click(page, T.matrix.deleteLabel(NEW_CARGO.renamed));
    await waitForText(page, T.matrix.deleteTitle, { inDialog: true });
    expect(await visibleText(page, true)).toContain('O histórico dos trabalhadores é mantido');
    await shot('gestor-matriz-excluir');
    await audit('gestor: excluir cargo');
    await click(page, T.common.delete, true);
    await waitForText(page, MANAGER_MSG.jobRoleDeleted);
    await page.waitForFunction(
      (name: string) => !document.body.innerText.includes(name),
      {},
      T.matrix.required(NEW_CARGO.renamed),
    );
  });

  it('reads the compliance grid: workers x required courses, labels and summary', async () => {
    await clickMenu(page, T.nav.reports);
    await waitForPath(page, '/reports');
    await waitForText(page, T.compliance.gridTitle);
    await waitForText(page, WORKERS[2].name);
    expect(await gridCell(WORKERS[0].name, NR35.title)).toContain(COMPLIANCE_LABELS.nao_iniciado);
    expect(await gridCell(WORKERS[0].name, NR10.title)).toContain(COMPLIANCE_LABELS.nao_iniciado);
    // Montador does not require NR-10: the cell says so instead of a status.
    expect(await gridCell(WORKERS[1].name, NR10.title)).not.toContain(COMPLIANCE_LABELS.nao_iniciado);
    expect(await visibleText(page)).toContain(T.compliance.count(3));
    await shot('gestor-relatorios');
    await audit('gestor: relatórios (matriz de conformidade)');
  });

  it("shows 'Válido' once a worker completes the course and gets the certificate", async () => {
    const paulo = WORKERS[0];
    portal.smtp.clear();
    const first = await apiAs(baseUrl).auth.login({ email: paulo.email, password: passwords[paulo.email] as string });
    const code = await latestCodeTo(portal.smtp, paulo.email);
    const changed = await apiAs(baseUrl, first.token).auth.firstLoginPasswordChange({
      newPassword: 'PauloNR35ok',
      twoFactorCode: code,
    });
    const learner = apiAs(baseUrl, changed.token as string);
    await learner.lessons.complete(ids.nr35Lesson, 0);
    await learner.certificates.generateTemporary(ids.nr35);

    await page.reload();
    await waitForText(page, T.compliance.gridTitle);
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length > 0);
    expect(await gridCell(paulo.name, NR35.title)).toContain(COMPLIANCE_LABELS.valido);
    expect(await gridCell(paulo.name, NR10.title)).toContain(COMPLIANCE_LABELS.nao_iniciado);

    // The status filter asks the server for the workers with a 'Válido' cell.
    await select(T.compliance.status, COMPLIANCE_LABELS.valido);
    await waitForText(page, T.compliance.count(1));
    expect(await visibleText(page)).not.toContain(WORKERS[1].name);
    await shot('gestor-relatorios-valido');
    await select(T.compliance.status, T.compliance.allStatuses);
    await waitForText(page, T.compliance.count(3));
  });

  it('exports the grid as CSV: BOM, semicolons, a row per worker and required course', async () => {
    await click(page, T.compliance.exportCsv);
    const file = await waitForDownload(downloads, /^conformidade-.*\.csv$/);
    const raw = readFileSync(file, 'utf8');
    expect(raw.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = raw
      .slice(1)
      .split(/\r?\n/)
      .filter((l) => l.trim())
      .map((l) => l.split(';').map((cell) => cell.replace(/^"|"$/g, '')));
    expect(header).toEqual(['Trabalhador', 'CPF', 'Cargo', 'Curso', 'Situação', 'Vence em']);
    // Eletricista requires two courses, Montador one: 2 + 1 + 1 rows.
    const rowsOf = (name: string) => rows.filter((r) => r[0] === name);
    expect(rows).toHaveLength(4);
    expect(
      rowsOf(WORKERS[0].name)
        .map((r) => r[3])
        .sort(),
    ).toEqual([NR10.title, NR35.title].sort());
    expect(rowsOf(WORKERS[1].name).map((r) => r[3])).toEqual([NR35.title]);
    expect(rowsOf(WORKERS[2].name).map((r) => [r[2], r[3]])).toEqual([[CARGOS.fitter, NR35.title]]);
    const paulo = rowsOf(WORKERS[0].name);
    expect(paulo.find((r) => r[3] === NR35.title)?.[4]).toBe(COMPLIANCE_LABELS.valido);
    expect(paulo.find((r) => r[3] === NR10.title)?.[4]).toBe(COMPLIANCE_LABELS.nao_iniciado);
    expect(paulo[0]?.[1]).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
  });

  it("lists the company's certificates with filters and downloads them as one ZIP", async () => {
    await clickMenu(page, T.nav.certificates);
    await waitForPath(page, '/certificates');
    await waitForText(page, T.companyCertificates.zip);
    await waitForText(page, WORKERS[0].name);
    const text = await visibleText(page);
    expect(text).toContain(NR35.title);
    expect(text).toContain(T.companyCertificates.count(1, 1));
    // Nothing of the provider's certificate administration.
    for (const absent of ['Validar', 'Revogar', T.certificates.uploadTitle]) expect(text).not.toContain(absent);
    await select(T.companyCertificates.course, NR35.title);
    await select(T.companyCertificates.worker, WORKERS[0].name);
    await waitForText(page, T.companyCertificates.count(1, 1));
    await shot('gestor-certificados');
    await audit('gestor: certificados');

    await click(page, T.companyCertificates.zip);
    const zip = await waitForDownload(downloads, /^certificados-.*\.zip$/, 30_000);
    expect(readFileSync(zip).subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('switches the weekly digest off in Perfil', async () => {
    await clickMenu(page, T.nav.profile);
    await waitForPath(page, '/profile');
    await waitForText(page, T.digest.label);
    const box = await field(page, T.digest.label);
    expect(await box.evaluate((el) => el.checked)).toBe(true);
    await box.click();
    await waitForText(page, T.digest.off);
    expect(await visibleText(page)).toContain(T.profileRoles.manager);
    expect(await box.evaluate((el) => el.checked)).toBe(false);
    await shot('gestor-perfil');
    await audit('gestor: perfil');
    // The choice is the server's: a reload reads it back.
    await page.reload();
    await waitForText(page, T.digest.label);
    expect(await (await field(page, T.digest.label)).evaluate((el) => el.checked)).toBe(false);
  });

  it("keeps the provider's administration closed", async () => {
    for (const [pathname, text] of [
      ['/users', T.common.accessDenied],
      ['/settings', T.settings.accessDenied],
      ['/logs', T.logs.accessDenied],
      // The learner's screens are not the manager's either.
      ['/courses', T.managerArea.learnerOnly],
      ['/grades-report', T.managerArea.learnerOnly],
    ] as const) {
      await page.goto(`${baseUrl}${pathname}`);
      await waitForText(page, text);
    }
    await shot('gestor-acesso-negado');
  });

  it('fits a 320 px screen: the grid and the team table scroll in their own region', async () => {
    const viewport = page.viewport() ?? { width: 1366, height: 860 };
    await page.setViewport({ width: 320, height: 720 });
    try {
      for (const [pathname, ready, name] of [
        ['/reports', T.compliance.gridTitle, 'gestor-relatorios-320'],
        ['/team', WORKERS[0].email, 'gestor-equipe-320'],
      ] as const) {
        await page.goto(`${baseUrl}${pathname}`);
        await waitForText(page, ready);
        const { scrollWidth, innerWidth } = await pageScrollsSideways(page);
        expect(scrollWidth, `${pathname} a 320 px`).toBeLessThanOrEqual(innerWidth);
        await shot(name);
      }
    } finally {
      await page.setViewport(viewport);
    }
  });
});

describe("the admin reads the company's compliance", () => {
  it("shows the grid in Relatórios › Conformidade, as the company's manager sees it", async () => {
    // Back from 320 px the side menu slides into place: the click on 'Sair' waits for it.
    await settleAnimations(page);
    await signOut(page);
    await signIn(page, baseUrl, ADMIN.email, ADMIN.password);
    await clickMenu(page, T.adminNav.reports);
    await waitForPath(page, '/reports');
    await clickTab(page, T.reports.tabCompliance);
    await waitForText(page, T.compliance.pickCompany);
    await select(T.compliance.company, COMPANY);
    await waitForText(page, T.compliance.gridTitle);
    await waitForText(page, WORKERS[2].name);
    expect(await gridCell(WORKERS[0].name, NR35.title)).toContain(COMPLIANCE_LABELS.valido);
    await shot('gestor-admin-relatorios-conformidade');
    await audit('admin: relatórios, conformidade');

    // Another company has no cargos: its grid is empty, nothing of the first company shows.
    await select(T.compliance.company, OTHER_COMPANY);
    await waitForText(page, T.compliance.noCourses);
    expect(await visibleText(page)).not.toContain(WORKERS[0].name);
  });

  it("sets the digest's weekday and hour and the 'A vencer' days in Configurações", async () => {
    await clickMenu(page, T.adminNav.settings);
    await waitForText(page, T.settings.digest.title);
    await select(T.settings.digest.weekday, 'Quarta-feira');
    await select(T.settings.digest.hour, '18:00');
    await fill(page, T.settings.digest.days, '0');
    await waitForText(page, T.settings.digest.daysInvalid);
    await fill(page, T.settings.digest.days, '45');
    const section = await page.waitForSelector('section[aria-labelledby="settings-digest"]');
    await section?.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await (await section?.waitForSelector('button.btn-primary'))?.click();
    await waitForText(page, 'Configurações salvas');
    // The admin signed in again in the browser (the sign-out ended the earlier tokens): ask with its token.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const { settings } = await apiAs(baseUrl, token).adminSettings.get();
    expect(settings).toMatchObject({ digest_weekday: 3, digest_hour: 18, compliance_warning_days: 45 });
    await shot('gestor-admin-configuracoes-resumo');
    await audit('admin: configurações, resumo dos gestores');
  });

  it('the audited states', () => {
    expect(audited).toHaveLength(15);
  });
});
