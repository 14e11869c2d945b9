/**
 * Client-company managers (issue 18) against the real server: two companies, each with a manager
 * and workers. A manager reads and changes only their company's workers, certificates, reports,
 * cargos and enrolments (another company's records answer 404, or never appear in a list); the
 * refusals the issue names come with their pt-BR message; assigning a cargo enrols in its required
 * courses in one transaction; the compliance grid computes every status in a fixed number of
 * statements; its CSV and the certificates ZIP hold only the company's rows.
 */
import { MANAGER_MSG, MSG } from '@trilha/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Certificate, Enrollment, SystemLog, User } from '../../src/models';
import { fileForm, PDF } from './fixtures';
import { activeUser, type CreatedUser, startTestServer, statementsOf, type TestServer, uniqueEmail } from './support';

let server: TestServer;
let admin: string;
const company = { a: 0, b: 0 };
const course = { nr10: 0, nr35: 0, nr06: 0 };
let managerA: CreatedUser;
let managerB: CreatedUser;
let workerA: CreatedUser;
let workerB: CreatedUser;
let certificateB = 0;

const DAY = 86_400_000;

async function newCourse(title: string) {
  const c = await server.req('POST', '/api/courses', { token: admin, body: { title, status: 'published' } });
  return c.body.courseId as number;
}

async function certify(userId: number, courseId: number, expiresInDays: number | null) {
  const res = await server.req('POST', '/api/certificates/upload', {
    token: admin,
    form: fileForm('certificate', PDF, 'cert.pdf', { course_id: String(courseId), user_id: String(userId) }),
  });
  expect(res.status).toBe(201);
  const id = res.body.certificate.id as number;
  // The clock moves for this certificate only: its validity as the grid will read it.
  await Certificate.update(
    { expires_at: expiresInDays === null ? null : new Date(Date.now() + expiresInDays * DAY) },
    { where: { id } },
  );
  return id;
}

beforeAll(async () => {
  server = await startTestServer('manager-scope');
  admin = await server.adminToken();
  company.a = (
    await server.req('POST', '/api/companies', { token: admin, body: { name: 'Elétrica Alfa' } })
  ).body.company.id;
  company.b = (
    await server.req('POST', '/api/companies', { token: admin, body: { name: 'Obras Beta' } })
  ).body.company.id;
  course.nr10 = await newCourse('NR-10 Eletricidade');
  course.nr35 = await newCourse('NR-35 Altura');
  course.nr06 = await newCourse('NR-06 EPI');
  for (const [id, courses] of [
    [company.a, [course.nr10, course.nr35]],
    [company.b, [course.nr10, course.nr35, course.nr06]],
  ] as const) {
    const res = await server.req('PUT', `/api/companies/${id}/courses`, {
      token: admin,
      body: { course_ids: courses },
    });
    expect(res.status).toBe(200);
  }
  managerA = await activeUser(server, { role: 'manager', company_id: company.a, name: 'Gestora Alfa' });
  managerB = await activeUser(server, { role: 'manager', company_id: company.b, name: 'Gestor Beta' });
  workerA = await activeUser(server, { company_id: company.a, name: 'Ana Alfa' });
  workerB = await activeUser(server, { company_id: company.b, name: 'Bruno Beta' });
  certificateB = await certify(workerB.id, course.nr10, 300);
});
afterAll(() => server?.close());

describe('a manager is a user of one company', () => {
  it('cannot exist without a company', async () => {
    const res = await server.req('POST', '/api/users', {
      token: admin,
      body: { name: 'Sem Empresa', email: uniqueEmail('gestor'), password: 'provisoria1', role: 'manager' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ msg: MANAGER_MSG.companyRequired, path: 'company_id' });
    const moved = await server.req('PUT', `/api/users/${managerA.id}`, { token: admin, body: { company_id: null } });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toBe(MANAGER_MSG.companyRequired);
  });

  it("answers /api/auth/me with role 'manager' and its company", async () => {
    const me = await server.req('GET', '/api/auth/me', { token: managerA.token });
    expect(me.body.user).toMatchObject({ role: 'manager', company_id: company.a });
  });
});

describe("a manager's users are their company's workers", () => {
  it('lists only the learners of their company, whatever the query asks', async () => {
    for (const query of ['', `?company_id=${company.b}`, '?role=admin', '?role=manager']) {
      const res = await server.req('GET', `/api/users${query}`, { token: managerA.token });
      expect(res.status).toBe(200);
      for (const u of res.body.users) {
        expect(u.company_id).toBe(company.a);
        expect(['student', 'instructor']).toContain(u.role);
      }
    }
    const all = await server.req('GET', '/api/users', { token: managerA.token });
    expect(all.body.users.map((u: { id: number }) => u.id)).toEqual([workerA.id]);
  });

  it("reads and edits their worker, and gets 404 for another company's", async () => {
    expect((await server.req('GET', `/api/users/${workerA.id}`, { token: managerA.token })).status).toBe(200);
    for (const [method, path, body] of [
      ['GET', `/api/users/${workerB.id}`, undefined],
      ['PUT', `/api/users/${workerB.id}`, { name: 'Invasor' }],
      ['PUT', `/api/users/${workerB.id}/status`, { is_active: false }],
      ['PUT', `/api/users/${managerB.id}`, { name: 'Invasor' }],
      ['GET', '/api/users/1', undefined],
    ] as const) {
      const res = await server.req(method, path, { token: managerA.token, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.message).toBe(MSG.userNotFound);
    }
    const edited = await server.req('PUT', `/api/users/${workerA.id}`, {
      token: managerA.token,
      body: { name: 'Ana Alfa Souza', role: 'admin', company_id: company.b },
    });
    expect(edited.status).toBe(200);
    // Name changed; role and company are not a manager's to set (ignored, never applied).
    expect(edited.body.user).toMatchObject({ name: 'Ana Alfa Souza', role: 'student', company_id: company.a });
  });

  it("never sets a worker's password or deletes them", async () => {
    const pw = await server.req('PUT', `/api/users/${workerA.id}/admin-password`, {
      token: managerA.token,
      body: { password: 'tomada123' },
    });
    expect(pw.status).toBe(403);
    expect((await server.req('DELETE', `/api/users/${workerA.id}`, { token: managerA.token })).status).toBe(403);
  });

  it('creates workers of their own company only, with the refusals in pt-BR', async () => {
    const base = { name: 'Novo Trabalhador', password: 'provisoria1' };
    const created = await server.req('POST', '/api/users', {
      token: managerA.token,
      body: { ...base, email: uniqueEmail('novo'), company_id: company.b },
    });
    expect(created.status).toBe(403);
    expect(created.body.message).toBe(MANAGER_MSG.managerOwnCompany);
    const admin2 = await server.req('POST', '/api/users', {
      token: managerA.token,
      body: { ...base, email: uniqueEmail('novo'), role: 'admin' },
    });
    expect(admin2.status).toBe(403);
    const taken = await server.req('POST', '/api/users', {
      token: managerA.token,
      body: { ...base, email: workerB.email },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(MANAGER_MSG.otherCompanyEmail);
    const ok = await server.req('POST', '/api/users', {
      token: managerA.token,
      body: { ...base, email: uniqueEmail('novo'), cpf: '529.982.247-25' },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.user).toMatchObject({ role: 'student', company_id: company.a, cpf: '52998224725' });
    const badCpf = await server.req('POST', '/api/users', {
      token: managerA.token,
      body: { ...base, email: uniqueEmail('novo'), cpf: '123.456.789-00' },
    });
    expect(badCpf.status).toBe(400);
  });
});

describe('cargos and enrolments', () => {
  let eletricista = 0;

  it('keeps a cargo to contracted courses of its company', async () => {
    const notContracted = await server.req('POST', `/api/companies/${company.a}/job-roles`, {
      token: managerA.token,
      body: { name: 'Almoxarife', course_ids: [course.nr06] },
    });
    expect(notContracted.status).toBe(400);
    expect(notContracted.body.message).toBe(MANAGER_MSG.courseNotContracted);
    const created = await server.req('POST', `/api/companies/${company.a}/job-roles`, {
      token: managerA.token,
      body: { name: 'Eletricista', course_ids: [course.nr10, course.nr35] },
    });
    expect(created.status).toBe(201);
    eletricista = created.body.job_role.id;
    const again = await server.req('POST', `/api/companies/${company.a}/job-roles`, {
      token: managerA.token,
      body: { name: 'Eletricista', course_ids: [] },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MANAGER_MSG.jobRoleDuplicate);
    const other = await server.req('GET', `/api/companies/${company.a}/job-roles`, { token: managerB.token });
    expect(other.status).toBe(404);
  });

  it("assigns a cargo and enrols the worker in its missing required courses, with audit rows; another company's cargo is refused", async () => {
    const foreign = await server.req('POST', `/api/companies/${company.b}/job-roles`, {
      token: managerB.token,
      body: { name: 'Pedreiro', course_ids: [course.nr35] },
    });
    expect(foreign.status).toBe(201);
    const wrong = await server.req('PUT', `/api/users/${workerA.id}/job-role`, {
      token: admin,
      body: { job_role_id: foreign.body.job_role.id },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(MANAGER_MSG.jobRoleOtherCompany);
    // A worker created with another company's cargo: refused, and no account is left behind.
    const email = uniqueEmail('cargo');
    const created = await server.req('POST', '/api/users', {
      token: managerA.token,
      body: { name: 'Com Cargo Alheio', email, password: 'provisoria1', job_role_id: foreign.body.job_role.id },
    });
    expect(created.status).toBe(400);
    expect(created.body.message).toBe(MANAGER_MSG.jobRoleOtherCompany);
    const listed = await server.req('GET', `/api/users?search=${encodeURIComponent(email)}`, { token: admin });
    expect(listed.body.users).toEqual([]);
    const intruder = await server.req('PUT', `/api/users/${workerA.id}/job-role`, {
      token: managerB.token,
      body: { job_role_id: foreign.body.job_role.id },
    });
    expect(intruder.status).toBe(404);

    const assigned = await server.req('PUT', `/api/users/${workerA.id}/job-role`, {
      token: managerA.token,
      body: { job_role_id: eletricista },
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.enrolled).toBe(2);
    const rows = await Enrollment.findAll({ where: { user_id: workerA.id } });
    expect(rows.map((r) => r.course_id).sort()).toEqual([course.nr10, course.nr35].sort());
    const logs = await SystemLog.count({ where: { action: 'ENROLLMENT_CREATED' } });
    expect(logs).toBeGreaterThanOrEqual(2);
    // Assigning it again enrols nothing more.
    const again = await server.req('PUT', `/api/users/${workerA.id}/job-role`, {
      token: managerA.token,
      body: { job_role_id: eletricista },
    });
    expect(again.body.enrolled).toBe(0);
  });

  it("sets the cargo through the user's own update too: checked, enrolling, and all or nothing", async () => {
    const worker = await activeUser(server, { company_id: company.a, name: 'Caio Alfa' });
    const foreign = (
      await server.req('GET', `/api/companies/${company.b}/job-roles`, { token: admin })
    ).body.job_roles.find((r: { name: string }) => r.name === 'Pedreiro');
    const refused = await server.req('PUT', `/api/users/${worker.id}`, {
      token: managerA.token,
      body: { name: 'Caio Renomeado', job_role_id: foreign.id },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(MANAGER_MSG.jobRoleOtherCompany);
    const unchanged = await User.findByPk(worker.id);
    expect(unchanged?.name).toBe('Caio Alfa');
    expect(unchanged?.job_role_id).toBeNull();

    const set = await server.req('PUT', `/api/users/${worker.id}`, {
      token: managerA.token,
      body: { name: 'Caio Eletricista', job_role_id: eletricista },
    });
    expect(set.status).toBe(200);
    expect(set.body.user.name).toBe('Caio Eletricista');
    const enrolled = await Enrollment.findAll({ where: { user_id: worker.id } });
    expect(enrolled.map((e) => e.course_id).sort()).toEqual([course.nr10, course.nr35].sort());
    const cleared = await server.req('PUT', `/api/users/${worker.id}`, {
      token: admin,
      body: { job_role_id: null },
    });
    expect(cleared.status).toBe(200);
    expect((await User.findByPk(worker.id))?.job_role_id).toBeNull();
    // The enrolments stay, as when the cargo is cleared on its own route.
    expect(await Enrollment.count({ where: { user_id: worker.id } })).toBe(2);
  });

  it('enrols workers of the company in contracted courses only', async () => {
    const notContracted = await server.req('POST', '/api/manager/enrollments', {
      token: managerA.token,
      body: { user_ids: [workerA.id], course_id: course.nr06 },
    });
    expect(notContracted.status).toBe(400);
    expect(notContracted.body.message).toBe(MANAGER_MSG.courseNotContracted);
    const foreignWorker = await server.req('POST', '/api/manager/enrollments', {
      token: managerA.token,
      body: { user_ids: [workerB.id], course_id: course.nr10 },
    });
    expect(foreignWorker.status).toBe(400);
    expect(foreignWorker.body.message).toBe(MANAGER_MSG.workerNotInCompany);
    expect(await Enrollment.count({ where: { user_id: workerB.id } })).toBe(0);
  });

  it('deleting a cargo keeps the enrolments', async () => {
    const temp = await server.req('POST', `/api/companies/${company.a}/job-roles`, {
      token: managerA.token,
      body: { name: 'Temporário', course_ids: [course.nr10] },
    });
    const removed = await server.req('DELETE', `/api/companies/${company.a}/job-roles/${temp.body.job_role.id}`, {
      token: managerA.token,
    });
    expect(removed.status).toBe(200);
    expect(await Enrollment.count({ where: { user_id: workerA.id } })).toBe(2);
  });
});

describe('the compliance grid', () => {
  it('computes each status, the summary, and reads only the company', async () => {
    const role = (await server.req('GET', `/api/companies/${company.a}/job-roles`, { token: managerA.token })).body
      .job_roles[0].id;
    const make = async (name: string) => {
      const w = await activeUser(server, { company_id: company.a, name });
      await server.req('PUT', `/api/users/${w.id}/job-role`, { token: managerA.token, body: { job_role_id: role } });
      return w;
    };
    const valid = await make('Carla Válida');
    const soon = await make('Diego Avencer');
    const expired = await make('Elisa Vencida');
    await certify(valid.id, course.nr10, null);
    await certify(valid.id, course.nr35, 400);
    await certify(soon.id, course.nr10, 10);
    await certify(expired.id, course.nr10, -5);
    await Enrollment.update({ progress: 40 }, { where: { user_id: soon.id, course_id: course.nr35 } });
    // Elisa's NR-35 enrolment goes away: 'Não matriculado'.
    await Enrollment.destroy({ where: { user_id: expired.id, course_id: course.nr35 } });

    const grid = await server.req('GET', '/api/manager/compliance', { token: managerA.token });
    expect(grid.status).toBe(200);
    const statements = await statementsOf(() =>
      server.req('GET', '/api/manager/compliance', { token: managerA.token }),
    );
    // Authentication's user lookup plus the grid's own statements, whatever the worker count.
    expect(statements).toBeLessThanOrEqual(7);

    const cells = (name: string) =>
      Object.fromEntries(
        grid.body.workers
          .find((w: { name: string }) => w.name === name)
          .cells.map((c: { course_id: number; status: string }) => [c.course_id, c.status]),
      );
    expect(cells('Carla Válida')).toEqual({ [course.nr10]: 'valido', [course.nr35]: 'valido' });
    expect(cells('Diego Avencer')).toEqual({ [course.nr10]: 'a_vencer', [course.nr35]: 'em_andamento' });
    expect(cells('Elisa Vencida')).toEqual({ [course.nr10]: 'vencido', [course.nr35]: 'nao_matriculado' });
    expect(cells('Ana Alfa Souza')).toEqual({ [course.nr10]: 'nao_iniciado', [course.nr35]: 'nao_iniciado' });
    expect(grid.body.workers.map((w: { name: string }) => w.name)).not.toContain('Bruno Beta');
    expect(grid.body.courses.map((c: { title: string }) => c.title)).toEqual(['NR-10 Eletricidade', 'NR-35 Altura']);
    expect(grid.body.summary).toMatchObject({ workers: 4, compliant_workers: 1, compliant_rate: 25 });
    expect(grid.body.summary.by_status).toMatchObject({
      valido: 2,
      a_vencer: 1,
      vencido: 1,
      em_andamento: 1,
      nao_iniciado: 2,
      nao_matriculado: 1,
    });

    const filtered = await server.req('GET', '/api/manager/compliance?status=vencido', { token: managerA.token });
    expect(filtered.body.workers.map((w: { name: string }) => w.name)).toEqual(['Elisa Vencida']);
    // A manager's company is their own, whatever the query names.
    const forced = await server.req('GET', `/api/manager/compliance?company_id=${company.b}`, {
      token: managerA.token,
    });
    expect(forced.body.company.id).toBe(company.a);
    const byAdmin = await server.req('GET', `/api/manager/compliance?company_id=${company.b}`, { token: admin });
    expect(byAdmin.body.company.name).toBe('Obras Beta');
  });

  it('exports the grid as CSV (BOM, semicolons) with the pt-BR labels', async () => {
    const res = await fetch(`${server.url}/api/manager/compliance/export`, {
      headers: { Authorization: `Bearer ${managerA.token}` },
    });
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toBe('Trabalhador;CPF;Cargo;Curso;Situação;Vence em');
    expect(lines).toContain('Elisa Vencida;;Eletricista;NR-35 Altura;Não matriculado;');
    expect(lines.some((l) => l.startsWith('Carla Válida;;Eletricista;NR-10 Eletricidade;Válido;'))).toBe(true);
    expect(lines.join('\n')).not.toContain('Bruno Beta');
    expect(lines).toHaveLength(1 + 8);
  });
});

describe("a manager's certificates and reports are their company's", () => {
  it("lists the company's certificates and downloads them; another company's is a 404", async () => {
    const list = await server.req('GET', '/api/certificates', { token: managerA.token });
    const all = [...list.body.permanent, ...list.body.temporary];
    expect(all.length).toBeGreaterThan(0);
    expect(all.map((c: { id: number }) => c.id)).not.toContain(certificateB);
    const mine = all[0] as { id: number };
    expect((await server.req('GET', `/api/certificates/${mine.id}/download`, { token: managerA.token })).status).toBe(
      200,
    );
    expect(
      (await server.req('GET', `/api/certificates/${certificateB}/download`, { token: managerA.token })).status,
    ).toBe(404);
    for (const path of [`/api/certificates/${mine.id}/validate`, `/api/certificates/${mine.id}/revoke`]) {
      expect(
        (await server.req('POST', path, { token: managerA.token, body: { reason: 'teste qualquer' } })).status,
      ).toBe(403);
    }
  });

  it("zips the company's certificates as one stream, and refuses another company's (404)", async () => {
    const res = await fetch(`${server.url}/api/companies/${company.a}/certificates.zip?course_id=${course.nr10}`, {
      headers: { Authorization: `Bearer ${managerA.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const zip = Buffer.from(await res.arrayBuffer());
    expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    const text = zip.toString('latin1');
    expect(text).toContain('NR-10 Eletricidade');
    expect(text).not.toContain('Bruno Beta');
    const other = await fetch(`${server.url}/api/companies/${company.b}/certificates.zip`, {
      headers: { Authorization: `Bearer ${managerA.token}` },
    });
    expect(other.status).toBe(404);
  });

  it('reads the company report of their company only', async () => {
    const report = await server.req('GET', `/api/company-reports/company-completion?companyId=${company.b}`, {
      token: managerA.token,
    });
    expect(report.body.companies.map((c: { company_id: number }) => c.company_id)).toEqual([company.a]);
    const other = await server.req('GET', `/api/company-reports/export-company/${company.b}`, {
      token: managerA.token,
    });
    expect(other.status).toBe(404);
    for (const path of ['/api/company-reports/companies', '/api/reports/student-progress', '/api/dashboard/counts']) {
      expect((await server.req('GET', path, { token: managerA.token })).status, path).toBe(403);
    }
  });
});
