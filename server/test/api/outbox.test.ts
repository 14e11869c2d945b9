/** Without SMTP the platform still works: mail lands as .eml files in DATA_DIR/outbox. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { loadConfig, type RunningServer, startServer } from '../../src/lib';
import { type TestDatabase, testDatabase } from '../harness/testDb';

let db: TestDatabase;
let running: RunningServer;
beforeAll(async () => {
  db = await testDatabase('outbox');
  running = await startServer(
    loadConfig({
      DATABASE_URL: db.url,
      DATA_DIR: db.dataDir,
      PORT: '0',
      ADMIN_EMAIL: 'chefe@trilha.test',
      ADMIN_PASSWORD: 'segredo-123',
      BCRYPT_ROUNDS: '4',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
    }),
  );
});
afterAll(async () => {
  await running?.close();
  await db?.cleanup();
});

it('writes the reset e-mail to the outbox with a working link', async () => {
  const res = await fetch(`${running.url}/api/auth/forgot-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'chefe@trilha.test' }),
  });
  expect(res.status).toBe(200);
  const outbox = path.join(db.dataDir, 'outbox');
  // delivered from the mail queue just after the answer
  const files = await vi.waitFor(
    async () => {
      const found = await readdir(outbox);
      expect(found).toHaveLength(1);
      return found;
    },
    { timeout: 5000 },
  );
  const eml = await readFile(path.join(outbox, files[0] as string), 'utf8');
  expect(eml).toMatch(/^To: chefe@trilha\.test/m);
  expect(eml).toMatch(/Subject: =\?UTF-8\?|Subject: Redefini/);
  const parsed = await simpleParser(eml);
  expect(parsed.text).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{40,}/);
  // the generated JWT secret is kept in DATA_DIR for the next start
  expect((await readFile(path.join(db.dataDir, 'jwt-secret'), 'utf8')).length).toBeGreaterThan(40);
});
