/**
 * LGPD settings, the public privacy page and the retention job (issue 24) against the real server,
 * with the server's clock moved instead of waiting years: the admin names the encarregado, the
 * deadline and each class's period (below its minimum: refused in pt-BR); /privacidade shows them
 * to anyone; past their periods, system and access logs go, a drawn signature's file goes (its
 * attendance and SHA-256 stay), an account nobody used is anonymised (an admin never), a retained
 * identity past the evidence's period is released, old backups are pruned; a run stopped after its
 * first batch leaves nobody half-anonymised and the next run finishes the rest.
 */
import { existsSync } from 'node:fs';
import { PRIVACY_MSG, RETENTION_RULES } from '@trilha/sdk/contract';
import { Op } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retentionJob, runRetention } from '../../src/jobs/retention';
import { PracticalAttendance, PracticalSession, RetainedIdentity, SystemLog, User } from '../../src/models';
import { advanceClock, now, resetClock } from '../../src/services/clock';
import { resolveUpload, storeUpload } from '../../src/services/storage';
import { PNG } from './fixtures';
import { activeUser, startTestServer, type TestServer, uniqueEmail } from './support';

let server: TestServer;
let admin: string;
const DAY = 86_400;

beforeAll(async () => {
  server = await startTestServer('privacy-retention');
  admin = await server.adminToken();
}, 60_000);

afterAll(async () => {
  resetClock();
  await server?.close();
});

describe('privacy settings and the public page', () => {
  it('keeps the encarregado, the deadline and the periods, refusing one below its minimum', async () => {
    const defaults = await server.req('GET', '/api/settings/privacy', { token: admin });
    expect(defaults.status).toBe(200);
    expect(defaults.body.privacy.request_deadline_days).toBe(15);
    expect(defaults.body.privacy.retention).toHaveLength(6);
    const low = await server.req('PUT', '/api/settings/privacy', {
      token: admin,
      body: { retention: { access_logs: 30 } },
    });
    expect(low.status).toBe(400);
    expect(low.body.message).toBe(PRIVACY_MSG.retention(RETENTION_RULES.access_logs.label, 183));
    const saved = await server.req('PUT', '/api/settings/privacy', {
      token: admin,
      body: {
        controller: 'Segura Treinamentos Ltda',
        encarregado_name: 'Marina Encarregada',
        encarregado_email: 'dpo@segura.com.br',
        request_deadline_days: 10,
        retention: { system_logs: 90, backups: 30 },
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(PRIVACY_MSG.settingsSaved);
    const rules = Object.fromEntries(
      saved.body.privacy.retention.map((r: { class: string; days: number }) => [r.class, r.days]),
    );
    expect(rules).toMatchObject({ system_logs: 90, backups: 30, access_logs: RETENTION_RULES.access_logs.defaultDays });
    expect(saved.body.privacy.request_deadline_days).toBe(10);
  });

  it('shows the controller, the encarregado, bases, transfers and periods to anyone at /privacidade', async () => {
    const res = await fetch(`${server.url}/privacidade`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    for (const text of [
      'Segura Treinamentos Ltda',
      'Marina Encarregada',
      'dpo@segura.com.br',
      'Obrigação legal',
      'Transferência internacional',
      'Por quanto tempo guardamos',
      '3 meses',
      '5 anos',
      'até <strong>10 dias</strong>',
      'art. 16, I',
    ]) {
      expect(html, text).toContain(text);
    }
    expect(html).not.toContain('<script');
  });
});

describe('the retention job', () => {
  it('applies every period, and a run stopped midway is finished by the next', async () => {
    // Someone who never used their account, someone who did, a signature, a retained identity.
    const idle = (
      await server.req('POST', '/api/users', {
        token: admin,
        body: { name: 'Conta Parada', email: uniqueEmail('parada'), password: 'provisoria1' },
      })
    ).body.user.id as number;
    const idle2 = (
      await server.req('POST', '/api/users', {
        token: admin,
        body: { name: 'Outra Parada', email: uniqueEmail('parada'), password: 'provisoria1' },
      })
    ).body.user.id as number;
    const courseId = (await server.req('POST', '/api/courses', { token: admin, body: { title: 'NR-35 Retenção' } }))
      .body.courseId as number;
    const instructor = await activeUser(server, { role: 'instructor' });
    const session = await PracticalSession.create({
      course_id: courseId,
      starts_at: now(),
      ends_at: new Date(now().getTime() + 3_600_000),
      place: 'Canteiro',
      instructor_id: instructor.id,
      capacity: 10,
      hours: 4,
    } as never);
    const stored = await storeUpload('signatures', PNG, {
      maxBytes: 1_000_000,
      mimes: ['image/png'],
      tooLarge: 'grande',
      badType: 'tipo',
    });
    const mark = await PracticalAttendance.create({
      client_id: `ret-${Date.now()}`,
      session_id: session.id,
      user_id: idle,
      method: 'signature',
      signature_file: stored.relativePath,
      signature_sha256: 'a'.repeat(64),
      instructor_id: instructor.id,
      signed_at: now(),
    });
    await RetainedIdentity.create({
      user_id: 999_001,
      name: 'Pessoa Antiga',
      cpf: '12345678909',
      basis: 'art. 16, I',
      retained_until: new Date(now().getTime() + 365 * DAY * 1000),
      created_at: now(),
    });
    // Two backups: the newest is always kept, the other one is past its period below.
    expect((await server.req('POST', '/api/backup/create', { token: admin })).status).toBe(201);
    expect((await server.req('POST', '/api/backup/create', { token: admin })).status).toBe(201);
    // Every row written so far is past its period once the clock moves; the run writes its own after.
    const lastOld = (await SystemLog.max<number, SystemLog>('id')) ?? 0;
    expect(await SystemLog.count({ where: { id: { [Op.lte]: lastOld } } })).toBeGreaterThan(5);

    advanceClock(6 * 365 * DAY);
    // Someone signs in "now": recent, their account stays.
    const active = await User.findByPk(instructor.id);
    await active?.update({ last_login: now() });

    // A crash right after the first account was anonymised (one row per batch): that person is
    // anonymised whole, the other one untouched.
    const stop = new AbortController();
    const stopped = await retentionJob({
      batchSize: 1,
      signal: stop.signal,
      onBatch: (done) => done.inactive_accounts >= 1 && stop.abort(),
    });
    expect(stopped).toBeNull();
    const [first, second] = await Promise.all([User.findByPk(idle), User.findByPk(idle2)]);
    expect(first?.anonymized_at).toBeTruthy();
    expect(first).toMatchObject({ name: PRIVACY_MSG.anonymizedName(idle), is_active: false, cpf: null });
    expect(second?.anonymized_at).toBeNull();
    expect(second?.name).toBe('Outra Parada');

    const report = await runRetention({ batchSize: 50 });
    expect(report.inactive_accounts + report.system_logs + report.access_logs).toBeGreaterThan(0);
    for (const id of [idle, idle2]) {
      const u = await User.findByPk(id);
      expect(u?.anonymized_at).toBeTruthy();
      expect(u?.name).toBe(PRIVACY_MSG.anonymizedName(id));
    }
    expect((await User.findByPk(instructor.id))?.anonymized_at).toBeNull();
    const adminRow = await User.findOne({ where: { role: 'admin' } });
    expect(adminRow?.anonymized_at).toBeNull();
    // the signature's file went; the attendance, its time and hash stayed
    await mark.reload();
    expect(mark.signature_file).toBeNull();
    expect(mark.signature_sha256).toBe('a'.repeat(64));
    expect(existsSync(resolveUpload(stored.relativePath) ?? '')).toBe(false);
    expect(await RetainedIdentity.findByPk(999_001)).toBeNull();
    // every log row written before the clock moved is past its period (1 year, 5 years): gone
    expect(await SystemLog.count({ where: { id: { [Op.lte]: lastOld } } })).toBe(0);
    expect(report.backups).toBeGreaterThanOrEqual(1);

    // Idempotent: nothing more to do.
    const again = await runRetention();
    expect(again.inactive_accounts + again.practical_signatures + again.training_evidence).toBe(0);
    resetClock();
  }, 120_000);
});
