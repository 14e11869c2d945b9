/**
 * The mail outbox (ARCHITECTURE §7): a mail is written with the change that caused it and only with
 * it, goes out after the commit, is retried with backoff while SMTP is down and given up (logged)
 * after its last attempt; the table never holds a mail in clear, and backups neither carry it nor
 * bring old mail back.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OutboxMail, SystemLog } from '../../src/models';
import { readZip } from './backupZip';
import { fileForm } from './fixtures';
import { mailTo, startTestServer, type TestServer, uniqueEmail } from './support';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer('mail-outbox');
  admin = await server.adminToken();
});
afterAll(() => server?.close());

async function smtpPort(port: number): Promise<void> {
  const res = await server.req('PUT', '/api/settings/smtp/config', {
    token: admin,
    body: { smtp_host: '127.0.0.1', smtp_secure: 'NONE', smtp_port: port },
  });
  expect(res.status).toBe(200);
}

const createUser = (email: string) =>
  server.req('POST', '/api/users', { token: admin, body: { name: 'Pessoa da Fila', email, password: 'provisoria1' } });

const rowTo = (email: string) => OutboxMail.findOne({ where: { recipient: email } });

/** One system-log row for the welcome mail's failure (written just after the row's update). */
const failureLogged = (email: string, level: 'warn' | 'error') =>
  vi.waitFor(async () => {
    const where = { action: 'EMAIL_FALHOU', level, description: `Falha ao enviar e-mail de boas-vindas para ${email}` };
    expect(await SystemLog.count({ where })).toBe(1);
  });

describe('mail outbox', () => {
  it('queues the welcome mail with the user, sealed, and sends it after the commit', async () => {
    const email = uniqueEmail('fila');
    const since = new Date();
    expect((await createUser(email)).status).toBe(201);
    const mail = await mailTo(server, email, since);
    expect(mail.text).toContain('provisoria1');
    const row = await vi.waitFor(async () => {
      const found = await rowTo(email);
      expect(found?.status).toBe('sent');
      return found as OutboxMail;
    });
    expect({ attempts: row.attempts, payload: row.payload, sent: row.sent_at instanceof Date }).toEqual({
      attempts: 1,
      payload: null,
      sent: true,
    });
  });

  it('queues nothing when the change is refused, and never stores a mail in clear', async () => {
    const email = uniqueEmail('fila');
    await smtpPort(1);
    try {
      expect((await createUser(email)).status).toBe(201);
      // a duplicate: the transaction rolls back, its mail with it
      expect((await createUser(email)).status).toBe(409);
      const rows = await OutboxMail.findAll({ where: { recipient: email } });
      expect(rows).toHaveLength(1);
      expect(rows[0]?.payload).toMatch(/^v1:/);
      expect(rows[0]?.payload).not.toContain('provisoria1');
    } finally {
      await smtpPort(server.sink.port);
    }
  });

  it('retries with backoff while SMTP is down, then delivers once; gives up after the last attempt', async () => {
    const email = uniqueEmail('fila');
    await smtpPort(1);
    try {
      expect((await createUser(email)).status).toBe(201);
      const failed = await vi.waitFor(
        async () => {
          const found = await rowTo(email);
          expect(found?.last_error).toBeTruthy();
          return found as OutboxMail;
        },
        { timeout: 5000 },
      );
      expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
      expect(failed.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 5_000);
      await failureLogged(email, 'warn');
    } finally {
      await smtpPort(server.sink.port);
    }
    // the backoff has run out: the next poll sends it
    const since = new Date();
    await OutboxMail.update({ next_attempt_at: new Date(Date.now() - 1000) }, { where: { recipient: email } });
    expect((await mailTo(server, email, since)).subject).toBe('Bem-vindo(a)! Seus dados de acesso');
    await vi.waitFor(async () => expect((await rowTo(email))?.status).toBe('sent'), { timeout: 5000 });

    // a mail at its last attempt while SMTP is down: failed, emptied, and logged as an error
    const last = uniqueEmail('fila');
    await smtpPort(1);
    try {
      expect((await createUser(last)).status).toBe(201);
      await vi.waitFor(async () => expect((await rowTo(last))?.last_error).toBeTruthy(), { timeout: 5000 });
      // six attempts made: the next one is the seventh and last
      await OutboxMail.update(
        { attempts: 6, next_attempt_at: new Date(Date.now() - 1000) },
        { where: { recipient: last } },
      );
      const given = await vi.waitFor(
        async () => {
          const found = await rowTo(last);
          expect(found?.status).toBe('failed');
          return found as OutboxMail;
        },
        { timeout: 10_000, interval: 200 },
      );
      expect({ attempts: given.attempts, payload: given.payload }).toEqual({ attempts: 7, payload: null });
      await failureLogged(last, 'error');
    } finally {
      await smtpPort(server.sink.port);
    }
  });

  it('keeps the outbox out of backups, and a restore sends no old mail', async () => {
    const created = await server.req('POST', '/api/backup/create', { token: admin });
    expect(created.status).toBe(201);
    const filename = created.body.filename as string;
    const download = await fetch(`${server.url}/api/backup/download/${filename}`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    const zip = Buffer.from(await download.arrayBuffer());
    const entries = await readZip(zip);
    const manifest = JSON.parse((entries.get('manifest.json') as Buffer).toString('utf8'));
    expect(manifest.tables.map((t: { name: string }) => t.name)).not.toContain('mail_outbox');
    expect([...entries.keys()].some((name) => name.includes('mail_outbox'))).toBe(false);

    // a mail still waiting when the restore runs belongs to the data being replaced: it goes too
    const waiting = uniqueEmail('fila');
    await OutboxMail.create({
      recipient: waiting,
      template: 'welcome',
      payload: 'v1:não importa',
      next_attempt_at: new Date(Date.now() + 3_600_000),
    });
    const analysed = await server.req('POST', '/api/backup/restore', {
      token: admin,
      form: fileForm('backup', zip, filename),
    });
    expect(analysed.status).toBe(200);
    const confirmed = await server.req('POST', '/api/backup/confirm-restore', {
      token: admin,
      body: { extractPath: analysed.body.extractPath },
    });
    expect(confirmed.status).toBe(200);
    expect(await OutboxMail.count()).toBe(0);
  });
});
