/**
 * The managers' weekly digest (issue 18) against the real server and a real SMTP conversation, with
 * the clock under the test's control: nothing before the configured weekday and hour (São Paulo),
 * exactly one delivery row per manager and week however many runs (and nodes) queue at once, none
 * for a manager who switched it off, a send refused by the SMTP server retried with backoff and
 * recorded (attempts, last error), and a mail that carries the summary and the CSV.
 */
import { Op } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { digestDue, digestWeek, queueManagerDigests } from '../../src/jobs/managerDigest';
import { DigestDelivery, OutboxMail } from '../../src/models';
import { activeUser, type CreatedUser, startTestServer, type TestServer } from './support';

let server: TestServer;
let admin: string;
let managerA: CreatedUser;
let managerB: CreatedUser;
let quiet: CreatedUser;
let companyA = 0;

/** Monday 30 November 2026, at `hour` in São Paulo (UTC-3). */
const monday = (hour: number) => new Date(Date.UTC(2026, 10, 30, hour + 3, 0, 0));

beforeAll(async () => {
  server = await startTestServer('manager-digest');
  admin = await server.adminToken();
  companyA = (await server.req('POST', '/api/companies', { token: admin, body: { name: 'Elétrica Alfa' } })).body
    .company.id;
  const companyB = (await server.req('POST', '/api/companies', { token: admin, body: { name: 'Obras Beta' } })).body
    .company.id;
  const course = (await server.req('POST', '/api/courses', { token: admin, body: { title: 'NR-10 Eletricidade' } }))
    .body.courseId;
  await server.req('PUT', `/api/companies/${companyA}/courses`, { token: admin, body: { course_ids: [course] } });
  managerA = await activeUser(server, { role: 'manager', company_id: companyA, name: 'Gestora Alfa' });
  managerB = await activeUser(server, { role: 'manager', company_id: companyB, name: 'Gestor Beta' });
  quiet = await activeUser(server, { role: 'manager', company_id: companyB, name: 'Gestor Silencioso' });
  const role = await server.req('POST', `/api/companies/${companyA}/job-roles`, {
    token: managerA.token,
    body: { name: 'Eletricista', course_ids: [course] },
  });
  const worker = await activeUser(server, { company_id: companyA, name: 'Ana Trabalhadora' });
  await server.req('PUT', `/api/users/${worker.id}/job-role`, {
    token: managerA.token,
    body: { job_role_id: role.body.job_role.id },
  });
  // The manager switches the digest off in Perfil.
  const off = await server.req('PUT', `/api/users/${quiet.id}`, { token: quiet.token, body: { weekly_digest: false } });
  expect(off.status).toBe(200);
});
afterAll(() => server?.close());

describe('weekly digest', () => {
  it('knows the São Paulo week and the configured moment', () => {
    expect(digestWeek(monday(10)).key).toBe('2026-W49');
    // Sunday night in São Paulo is already Monday in UTC: still last week here.
    expect(digestWeek(new Date(Date.UTC(2026, 10, 30, 2, 0))).key).toBe('2026-W48');
    expect(digestDue(monday(6), 1, 7)).toBe(false);
    expect(digestDue(monday(7), 1, 7)).toBe(true);
    expect(digestDue(monday(10), 3, 7)).toBe(false);
  });

  it('queues nothing before the hour, then exactly one per manager and week, however many runs at once', async () => {
    expect(await queueManagerDigests(monday(6))).toBe(0);
    server.sink.failNext = 1;
    const runs = await Promise.all([queueManagerDigests(monday(10)), queueManagerDigests(monday(10))]);
    expect(runs[0] + runs[1]).toBe(2);
    // Later in the week (an hourly run, a restarted node): nothing more.
    expect(await queueManagerDigests(new Date(monday(10).getTime() + 2 * 86_400_000))).toBe(0);
    const rows = await DigestDelivery.findAll({ where: { week_key: '2026-W49' } });
    expect(rows.map((r) => r.user_id).sort()).toEqual([managerA.id, managerB.id].sort());
    expect(rows.map((r) => r.user_id)).not.toContain(quiet.id);
  });

  it('records a refused send and retries it with backoff until it arrives', async () => {
    const failed = await vi.waitFor(
      async () => {
        const refused = await DigestDelivery.findOne({ where: { last_error: { [Op.ne]: null } } });
        expect(refused).not.toBeNull();
        return refused as DigestDelivery;
      },
      { timeout: 10_000, interval: 200 },
    );
    expect(failed).toMatchObject({ status: 'queued', attempts: 1 });
    expect(failed.last_error).toMatch(/451|Falha temporária/);
    // The refused one: the other digest may still be waiting for its first attempt on a busy machine.
    const mail = await OutboxMail.findOne({
      where: { template: 'manager-digest', status: 'pending', last_error: { [Op.ne]: null } },
    });
    expect(mail?.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 5_000);
    // The backoff runs out: the next poll sends it.
    await OutboxMail.update({ next_attempt_at: new Date(Date.now() - 1000) }, { where: { id: mail?.id } });
    await vi.waitFor(
      async () => {
        const sent = await DigestDelivery.findAll({ where: { week_key: '2026-W49', status: 'sent' } });
        expect(sent).toHaveLength(2);
      },
      { timeout: 15_000, interval: 300 },
    );
    expect((await DigestDelivery.findByPk(failed.id))?.attempts).toBe(2);
  });

  it('sends the summary, the expiries, who has not started, and the CSV', async () => {
    const mail = await server.sink.waitFor((m) => m.to.includes(managerA.email) && /Resumo semanal/.test(m.subject));
    expect(mail.subject).toBe('Resumo semanal: Elétrica Alfa');
    expect(mail.text).toContain('Trabalhadores em conformidade: 0 de 1 (0%)');
    expect(mail.text).toContain('Ana Trabalhadora: NR-10 Eletricidade (Não iniciado)');
    expect(mail.text).toContain('Nenhum certificado vence nos próximos 60 dias.');
    expect(mail.raw).toContain('conformidade-2026-W49.csv');
    const other = await server.sink.waitFor((m) => m.to.includes(managerB.email) && /Resumo semanal/.test(m.subject));
    expect(other.text).not.toContain('Ana Trabalhadora');
  });

  it('takes its weekday, hour and warning days from Settings, and refuses values out of range', async () => {
    const bad = await server.req('PUT', '/api/settings', { token: admin, body: { settings: { digest_hour: 24 } } });
    expect(bad.status).toBe(400);
    const saved = await server.req('PUT', '/api/settings', {
      token: admin,
      body: { settings: { digest_weekday: 3, digest_hour: 18, compliance_warning_days: 45 } },
    });
    expect(saved.status).toBe(200);
    const read = await server.req('GET', '/api/settings', { token: admin });
    expect(read.body.settings).toMatchObject({ digest_weekday: 3, digest_hour: 18, compliance_warning_days: 45 });
    // Wednesday 18:00 in São Paulo is the new moment: Monday no longer is.
    const wednesday = (hour: number) => new Date(Date.UTC(2026, 11, 9, hour + 3, 0, 0));
    expect(await queueManagerDigests(new Date(Date.UTC(2026, 11, 7, 13, 0)))).toBe(0);
    expect(await queueManagerDigests(wednesday(17))).toBe(0);
    expect(await queueManagerDigests(wednesday(18))).toBe(2);
    const grid = await server.req('GET', '/api/manager/compliance', { token: managerA.token });
    expect(grid.body.warning_days).toBe(45);
  });
});
