/**
 * Backups end to end: create, list, download, the two-step restore, cross-engine restores
 * (SQLite <-> MariaDB, in the api-mariadb project), hostile and damaged zips, a restore that
 * fails midway, restore ids of another admin or expired, schedules and their retention, and the
 * journal that finishes or undoes the file swap of a restore killed midway.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BACKUP_FILENAME_RE, BACKUP_MSG, formatBackupSize } from '@trilha/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate';
import { createSequelize, prepareConnection } from '../../src/db/sequelize';
import { runScheduledBackup } from '../../src/jobs/backupSchedules';
import { Course, JobRun, Setting, SystemLog } from '../../src/models';
import {
  analyseBackup,
  type BackupEnv,
  createBackup,
  currentEnv,
  describeDatabase,
  portableRows,
  restoreBackup,
} from '../../src/services/backup';
import {
  finishInterruptedRestore,
  JOURNAL_JOB,
  journalFile,
  markCommitted,
  oldDir,
  recoverInterruptedRestore,
  stagedDir,
  startJournal,
} from '../../src/services/backup/recovery';
import { advanceClock, resetClock } from '../../src/services/clock';
import { withLock } from '../../src/services/locks';
import { invalidateSettings } from '../../src/services/settings';
import { testDbKind } from '../harness/testDb';
import { buildZip, readZip, rezip } from './backupZip';
import { fileForm, PDF, PNG } from './fixtures';
import { activeUser, type CreatedUser, startTestServer, type TestServer } from './support';

type Tables = Map<string, string[]>;

let server: TestServer;
let admin: string;
let student: CreatedUser;
let courseId: number;
let thumbnailUrl: string;
let attachmentFile: string;
let firstBackup: string;

/** A row as sorted JSON; a course's content_version is a cache stamp that a restore renews on purpose. */
const canonical = (row: Record<string, unknown>) =>
  JSON.stringify(
    Object.fromEntries(
      Object.entries(row)
        .filter(([key]) => key !== 'content_version')
        .sort(([a], [b]) => (a < b ? -1 : 1)),
    ),
  );

/** Every backed-up table of a database as sorted canonical rows: equal maps mean equal data. */
async function dbTables(env: BackupEnv = currentEnv()): Promise<Tables> {
  const out: Tables = new Map();
  for (const table of (await describeDatabase(env)).tables) {
    const rows: string[] = [];
    for await (const page of portableRows(env, table)) rows.push(...page.map(canonical));
    out.set(table.name, rows.sort());
  }
  return out;
}

function zipTables(entries: Map<string, Buffer>): Tables {
  const out: Tables = new Map();
  for (const [name, data] of entries) {
    const m = /^data\/(\w+)\.jsonl$/.exec(name);
    if (!m) continue;
    const lines = data.toString('utf8').split('\n').filter(Boolean);
    out.set(m[1] as string, lines.map((l) => canonical(JSON.parse(l))).sort());
  }
  return out;
}

/** Same rows everywhere; system_logs may hold the given extra audit actions (written since). */
function expectSameData(actual: Tables, expected: Tables, extraLogActions: string[] = []): void {
  expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [table, rows] of expected) {
    if (table !== 'system_logs') {
      expect({ table, rows: actual.get(table) }).toEqual({ table, rows });
      continue;
    }
    const got = actual.get(table) ?? [];
    const extra = got.filter((r) => !rows.includes(r)).map((r) => JSON.parse(r).action);
    expect(rows.filter((r) => !got.includes(r))).toEqual([]);
    expect(extra.sort()).toEqual([...extraLogActions].sort());
  }
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const backupsDir = () => path.join(server.db.dataDir, 'backups');
const restoresDir = () => path.join(server.db.dataDir, 'restores');

async function download(filename: string, token = admin): Promise<Buffer> {
  const res = await fetch(`${server.url}/api/backup/download/${filename}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  expect(res.headers.get('content-disposition')).toContain(filename);
  return Buffer.from(await res.arrayBuffer());
}

async function createViaApi(): Promise<string> {
  const res = await server.req('POST', '/api/backup/create', { token: admin });
  expect(res.status).toBe(201);
  expect(res.body.message).toBe('Backup criado com sucesso');
  return res.body.filename;
}

const upload = (zip: Buffer, name = 'backup.zip', token = admin) =>
  server.req('POST', '/api/backup/restore', { token, form: fileForm('backup', zip, name) });

/** The folders a restore may leave: analysed ones only (none from a refused upload). */
async function restoreFolders(): Promise<string[]> {
  return (await readdir(restoresDir()).catch(() => [] as string[])).filter((n) => n !== '.incoming').sort();
}

beforeAll(async () => {
  server = await startTestServer('backup');
  admin = await server.adminToken();
  const company = await server.req('POST', '/api/companies', {
    token: admin,
    body: { name: 'Construções Águia ⛑️' },
  });
  student = await activeUser(server, { company_id: company.body.company.id });

  const created = await server.req('POST', '/api/courses', {
    token: admin,
    form: fileForm('thumbnail', PNG, 'capa.png', { title: 'NR-35 Trabalho em Altura', status: 'published' }),
  });
  courseId = created.body.courseId;
  thumbnailUrl = created.body.course.thumbnail_url;
  const content = await server.req('PUT', `/api/courses/${courseId}/content`, {
    token: admin,
    body: {
      modules: [
        {
          title: 'Módulo 1',
          lessons: [{ title: 'Aula 1', video_type: 'youtube', video_url: 'https://youtu.be/x', duration: 5 }],
        },
      ],
    },
  });
  const lessonId = content.body.course.modules[0].lessons[0].id;
  const attachment = await server.req('POST', '/api/lessons/attachments/upload', {
    token: admin,
    form: fileForm('file', PDF, 'ficha.pdf', { title: 'Ficha de EPI', lessonId: String(lessonId) }),
  });
  attachmentFile = attachment.body.attachment.filename;
  await server.req('POST', `/api/courses/${courseId}/enroll`, { token: admin, body: { userId: student.id } });
  await server.req('POST', '/api/assessments', {
    token: admin,
    body: {
      course_id: courseId,
      title: 'Avaliação NR-35',
      questions: [{ text: 'Acima de quantos metros?', options: [{ text: '2 m', isCorrect: true }, { text: '5 m' }] }],
    },
  });
  // A refresher with a higher id than the course pointing at it: the restore must defer that link.
  const refresher = await server.req('POST', '/api/courses', {
    token: admin,
    body: { title: 'NR-35 Reciclagem', status: 'published' },
  });
  await Course.update({ refresher_course_id: refresher.body.courseId }, { where: { id: courseId } });
  await Setting.upsert({ key: 'company_name', value: 'Trilha Teste' });
  await Setting.upsert({ key: 'integration_secret', value: 'nao-pode-vazar' });
  invalidateSettings();
});
afterAll(() => server?.close());

describe('create, list, download', () => {
  it('writes a zip with the manifest, one JSON-lines file per table and the uploads', async () => {
    firstBackup = await createViaApi();
    expect(firstBackup).toMatch(BACKUP_FILENAME_RE);

    const list = await server.req('GET', '/api/backup/list', { token: admin });
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    const listed = list.body.backups.find((b: { filename: string }) => b.filename === firstBackup);
    expect(listed).toMatchObject({ source: 'manual', schedule_id: null });
    expect(listed.size).toBeGreaterThan(500);
    expect(Math.abs(Date.parse(listed.created_at) - Date.now())).toBeLessThan(60_000);

    const zip = await download(firstBackup);
    expect(zip.length).toBe(listed.size);
    const entries = await readZip(zip);
    const manifest = JSON.parse((entries.get('manifest.json') as Buffer).toString('utf8'));
    expect(manifest).toMatchObject({
      format: 'trilha-segura-backup',
      format_version: 1,
      app_version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      dialect: testDbKind() === 'sqlite' ? 'sqlite' : 'mysql',
      source: 'manual',
    });
    expect(manifest.migrations).toContain('001-initial-schema');
    const names = manifest.tables.map((t: { name: string }) => t.name);
    for (const volatile of ['rate_limits', 'restore_sessions', 'job_runs', 'schema_migrations']) {
      expect(names).not.toContain(volatile);
    }
    // parents before children
    expect(names.indexOf('companies')).toBeLessThan(names.indexOf('users'));
    expect(names.indexOf('courses')).toBeLessThan(names.indexOf('modules'));
    expect(names.indexOf('modules')).toBeLessThan(names.indexOf('lessons'));

    for (const [file, meta] of Object.entries(manifest.files) as [string, { size: number; sha256: string }][]) {
      const data = entries.get(file) as Buffer;
      expect({ file, size: data.length, sha256: sha256(data) }).toEqual({ file, ...meta });
    }
    const tables = zipTables(entries);
    for (const t of manifest.tables) expect(tables.get(t.name)?.length).toBe(t.rows);

    const course = (entries.get('data/courses.jsonl') as Buffer)
      .toString('utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l))
      .find((c) => c.id === courseId);
    expect(course).toMatchObject({ title: 'NR-35 Trabalho em Altura', is_active: true });
    expect(course.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    const settings = (entries.get('data/settings.jsonl') as Buffer).toString('utf8');
    expect(settings).toContain('Trilha Teste');
    expect(settings).not.toContain('secret');
    expect(zip.toString('latin1')).not.toContain('nao-pode-vazar');
    expect(zip.toString('latin1')).not.toContain('test-secret-that-is-long-enough');

    const thumbnail = thumbnailUrl.replace('/api/uploads/', 'uploads/');
    expect(entries.get(thumbnail)).toEqual(PNG);
    expect(entries.get(`uploads/attachments/${attachmentFile}`)).toEqual(PDF);
    expect([...entries.keys()].some((n) => n.startsWith('uploads/.tmp'))).toBe(false);
    expect(formatBackupSize(listed.size)).toMatch(/^\d+,\d{2} KB$/);
  });

  it('never leaves a half-written zip behind and refuses names outside the rule', async () => {
    expect((await readdir(backupsDir())).filter((n) => !BACKUP_FILENAME_RE.test(n))).toEqual([]);
    for (const name of ['..%2Ftrilha.sqlite', 'backup-2026-01-01-000000.zip.bak', '%2Fetc%2Fpasswd', 'trilha.sqlite']) {
      const res = await server.req('GET', `/api/backup/download/${name}`, { token: admin });
      expect(res.status).toBe(404);
    }
    expect(
      (await server.req('GET', '/api/backup/download/backup-2000-01-01-000000.zip', { token: admin })).status,
    ).toBe(404);
  });
});

describe('two-step restore', () => {
  it('brings back a deleted course with its files, after a safety backup', async () => {
    const zip = await download(firstBackup);
    const entries = await readZip(zip);
    const thumbnailFile = path.join(server.db.dataDir, thumbnailUrl.replace('/api/uploads/', 'uploads/'));

    expect((await server.req('DELETE', `/api/courses/${courseId}`, { token: admin })).status).toBe(200);
    expect((await server.req('GET', `/api/courses/${courseId}`, { token: admin })).status).toBe(404);
    expect(existsSync(thumbnailFile)).toBe(false);

    const analysed = await upload(zip, 'meu-backup.ZIP');
    expect(analysed.status).toBe(200);
    expect(analysed.body).toMatchObject({
      success: true,
      files: 2,
      manifest: { format_version: 1, dialect: testDbKind() === 'sqlite' ? 'sqlite' : 'mysql' },
    });
    expect(analysed.body.contents).toContainEqual({ table: 'courses', rows: 2 });
    expect(analysed.body.extractPath).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(JSON.stringify(analysed.body)).not.toContain(server.db.dataDir);

    const confirmed = await server.req('POST', '/api/backup/confirm-restore', {
      token: admin,
      body: { extractPath: analysed.body.extractPath },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ success: true, message: BACKUP_MSG.restored, files: 2 });
    expect(confirmed.body.safety_backup).toMatch(/-pre-restauracao\.zip$/);

    const course = await server.req('GET', `/api/courses/${courseId}`, { token: admin });
    expect(course.status).toBe(200);
    expect(course.body.course.title).toBe('NR-35 Trabalho em Altura');
    const image = await fetch(server.url + thumbnailUrl);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
    expect(existsSync(path.join(server.db.dataDir, 'uploads', '.tmp'))).toBe(true);

    // every row of the backup is back, ids included; the log also has the restore itself
    expectSameData(await dbTables(), zipTables(entries), ['BACKUP_RESTAURADO']);
    const restored = await Course.findByPk(courseId);
    expect(restored?.refresher_course_id).toBeGreaterThan(courseId);
    expect((await Setting.findByPk('integration_secret'))?.value).toBe('nao-pode-vazar');

    const list = await server.req('GET', '/api/backup/list', { token: admin });
    expect(list.body.backups[0].filename).toBe(confirmed.body.safety_backup);
    expect(list.body.backups[0].source).toBe('pre-restore');
    expect(await restoreFolders()).toEqual([]);
    // the restore id is spent
    const again = await server.req('POST', '/api/backup/confirm-restore', {
      token: admin,
      body: { extractPath: analysed.body.extractPath },
    });
    expect(again.status).toBe(404);
    expect((await server.req('GET', '/api/auth/me', { token: admin })).status).toBe(200);
  });
});

describe('across engines', () => {
  it.runIf(testDbKind() === 'mariadb')(
    'restores a MariaDB backup into SQLite and a SQLite backup into MariaDB',
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'trilha-backup-sqlite-'));
      const sequelize = createSequelize(`sqlite:${path.join(dir, 'trilha.sqlite')}`, false);
      try {
        await prepareConnection(sequelize);
        await migrate(sequelize);
        const sqlite: BackupEnv = { sequelize, dataDir: dir, uploadsDir: path.join(dir, 'uploads') };

        // MariaDB -> SQLite
        const fromMaria = await dbTables();
        const mariaBackup = await createBackup({ source: 'cli' });
        expect(mariaBackup.manifest.dialect).toBe('mysql');
        const analysis = await analyseBackup(mariaBackup.path, { env: sqlite });
        await restoreBackup(analysis, { env: sqlite, safetyBackup: false });
        expectSameData(await dbTables(sqlite), fromMaria);
        expect(existsSync(path.join(sqlite.uploadsDir, thumbnailUrl.replace('/api/uploads/', '')))).toBe(true);

        // SQLite (changed there) -> MariaDB, through the API
        await sequelize.query(
          "INSERT INTO companies (name, is_active, created_at, updated_at) VALUES ('Só no SQLite', 1, '2026-01-02 03:04:05.000 +00:00', '2026-01-02 03:04:05.000 +00:00')",
        );
        await sequelize.query('UPDATE courses SET title = ?, is_active = 0 WHERE id = ?', {
          replacements: ['NR-35 (editado no SQLite)', courseId],
        });
        const fromSqlite = await dbTables(sqlite);
        const sqliteBackup = await createBackup({ env: sqlite, source: 'cli' });
        expect(sqliteBackup.manifest.dialect).toBe('sqlite');
        const analysed = await upload(await readFile(sqliteBackup.path));
        expect(analysed.status).toBe(200);
        const confirmed = await server.req('POST', '/api/backup/confirm-restore', {
          token: admin,
          body: { extractPath: analysed.body.extractPath },
        });
        expect(confirmed.status).toBe(200);
        expectSameData(await dbTables(), fromSqlite, ['BACKUP_RESTAURADO']);
        const course = await server.req('GET', `/api/courses/${courseId}`, { token: admin });
        expect(course.body.course.title).toBe('NR-35 (editado no SQLite)');
        expect(course.body.course.is_active).toBe(false);
      } finally {
        await sequelize.close();
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});

describe('refused uploads change nothing', () => {
  let valid: Map<string, Buffer>;
  let manifest: Record<string, any>;

  beforeAll(async () => {
    valid = await readZip(await download(await createViaApi()));
    manifest = JSON.parse((valid.get('manifest.json') as Buffer).toString('utf8'));
  });

  const withManifest = (m: unknown, entries = valid) => {
    const copy = new Map(entries);
    copy.set('manifest.json', Buffer.from(JSON.stringify(m)));
    return rezip(copy);
  };

  /** A refusal of the analysis itself is audited (BACKUP_RECUSADO); a wrong file name is not. */
  async function expectRefused(zip: Buffer, message: string, name = 'backup.zip'): Promise<void> {
    const before = await dbTables();
    const folders = await restoreFolders();
    const res = await upload(zip, name);
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
    expect(await restoreFolders()).toEqual(folders);
    expect(await readdir(path.join(restoresDir(), '.incoming'))).toEqual([]);
    expectSameData(await dbTables(), before, name.endsWith('.zip') ? ['BACKUP_RECUSADO'] : []);
  }

  it('a file that is not a zip, or not named .zip, or no file', async () => {
    await expectRefused(Buffer.from('isto não é um zip'), BACKUP_MSG.corrupted);
    await expectRefused(rezip(valid), BACKUP_MSG.zipRequired, 'backup.tar');
    const form = new FormData();
    form.append('outro', 'campo');
    const none = await server.req('POST', '/api/backup/restore', { token: admin, form });
    expect({ status: none.status, message: none.body.message }).toEqual({
      status: 400,
      message: BACKUP_MSG.fileRequired,
    });
    const json = await server.req('POST', '/api/backup/restore', { token: admin, body: {} });
    expect(json.status).toBe(400);
  });

  it('entries escaping the folder (zip slip) and symlinks', async () => {
    for (const name of ['../../fora.txt', '/tmp/absoluto.txt', 'uploads\\..\\..\\fora.txt', 'uploads/../../fora.txt']) {
      await expectRefused(
        buildZip([
          { name: 'manifest.json', data: '{}' },
          { name, data: 'x' },
        ]),
        BACKUP_MSG.unsafePath,
      );
    }
    expect(existsSync(path.join(server.db.dataDir, 'fora.txt'))).toBe(false);
    expect(existsSync(path.join(restoresDir(), 'fora.txt'))).toBe(false);
    await expectRefused(
      buildZip([
        { name: 'manifest.json', data: '{}' },
        { name: 'uploads/photos/link.png', data: '/etc/passwd', mode: 0o120777 },
      ]),
      BACKUP_MSG.symlink,
    );
    await expectRefused(buildZip([{ name: 'scripts/run.sh', data: 'rm -rf /' }]), BACKUP_MSG.unexpectedEntry);
  });

  it('zip bombs: huge declared sizes, and more bytes than declared', async () => {
    await expectRefused(
      buildZip([
        { name: 'manifest.json', data: '{}' },
        { name: 'uploads/videos/a.mp4', data: Buffer.alloc(1024), declaredSize: 0xfffffff0 },
      ]),
      BACKUP_MSG.tooBig,
    );
    await expectRefused(
      buildZip([
        { name: 'manifest.json', data: '{}' },
        { name: 'uploads/videos/b.mp4', data: Buffer.alloc(8 * 1024 * 1024), declaredSize: 100 },
      ]),
      BACKUP_MSG.sizeMismatch,
    );
  });

  it('a missing or wrong manifest, a changed file, a truncated zip', async () => {
    const noManifest = new Map(valid);
    noManifest.delete('manifest.json');
    await expectRefused(rezip(noManifest), BACKUP_MSG.manifestMissing);
    const broken = new Map(valid);
    broken.set('manifest.json', Buffer.from('{ "format": '));
    await expectRefused(rezip(broken), BACKUP_MSG.manifestInvalid);
    await expectRefused(withManifest({ ...manifest, format_version: 2 }), BACKUP_MSG.formatUnsupported(2));
    await expectRefused(withManifest({ ...manifest, tables: 'todas' }), BACKUP_MSG.manifestInvalid);
    await expectRefused(
      withManifest({ ...manifest, migrations: [...manifest.migrations, '999-futuro'] }),
      BACKUP_MSG.migrationsDiffer,
    );
    const changed = new Map(valid);
    changed.set('data/courses.jsonl', Buffer.from(`${(valid.get('data/courses.jsonl') as Buffer).toString()} `));
    await expectRefused(rezip(changed), BACKUP_MSG.checksumMismatch('data/courses.jsonl'));
    const extra = new Map(valid);
    extra.set('uploads/photos/intruso.png', PNG);
    await expectRefused(rezip(extra), BACKUP_MSG.fileNotListed('uploads/photos/intruso.png'));
    const whole = rezip(valid);
    await expectRefused(whole.subarray(0, Math.floor(whole.length / 2)), BACKUP_MSG.corrupted);
    await expectRefused(whole.subarray(0, whole.length - 10), BACKUP_MSG.corrupted);
  });

  it('more entries than the limit (the CLI and the API share analyseBackup)', async () => {
    const file = path.join(server.db.dataDir, 'muitos.zip');
    await writeFile(file, rezip(valid));
    await expect(analyseBackup(file, { limits: { maxEntries: 3 } })).rejects.toThrow(BACKUP_MSG.tooManyEntries(3));
    await rm(file);
  });

  it('a restore that fails midway leaves the old data and files whole', async () => {
    const last = [...manifest.tables].reverse().find((t: { rows: number }) => t.rows > 0) as {
      name: string;
      file: string;
      rows: number;
    };
    const data = valid.get(last.file) as Buffer;
    const firstLine = data.toString('utf8').split('\n')[0];
    const damaged = Buffer.concat([data, Buffer.from(`${firstLine}\n`)]);
    const entries = new Map(valid);
    entries.set(last.file, damaged);
    const zip = withManifest(
      {
        ...manifest,
        tables: manifest.tables.map((t: { name: string; rows: number }) =>
          t.name === last.name ? { ...t, rows: t.rows + 1 } : t,
        ),
        files: { ...manifest.files, [last.file]: { size: damaged.length, sha256: sha256(damaged) } },
      },
      entries,
    );
    const analysed = await upload(zip);
    expect(analysed.status).toBe(200);

    const before = await dbTables();
    const res = await server.req('POST', '/api/backup/confirm-restore', {
      token: admin,
      body: { extractPath: analysed.body.extractPath },
    });
    expect({ status: res.status, message: res.body.message }).toEqual({
      status: 400,
      message: BACKUP_MSG.invalidData(last.name),
    });
    expectSameData(await dbTables(), before, ['BACKUP_RESTAURACAO_FALHOU']);
    const image = await fetch(server.url + thumbnailUrl);
    expect(image.status).toBe(200);
    expect(await SystemLog.findOne({ where: { action: 'BACKUP_RESTAURACAO_FALHOU' } })).not.toBeNull();
  });

  it('a restore id of another admin, an unknown one or an expired one is refused', async () => {
    const other = await activeUser(server, { role: 'admin' });
    const foldersBefore = await restoreFolders();
    const analysed = await upload(rezip(valid));
    expect(analysed.status).toBe(200);
    const folder = (await restoreFolders()).find((f) => !foldersBefore.includes(f));
    expect(folder).toBeDefined();
    const { extractPath } = analysed.body;
    const before = await dbTables();

    const stolen = await server.req('POST', '/api/backup/confirm-restore', {
      token: other.token,
      body: { extractPath },
    });
    expect({ status: stolen.status, message: stolen.body.message }).toEqual({
      status: 404,
      message: BACKUP_MSG.restoreNotFound,
    });
    for (const bad of [
      { extractPath: 'x'.repeat(32) },
      { extractPath: '../../etc/passwd' },
      { extractPath: ['a'] },
      {},
    ]) {
      const res = await server.req('POST', '/api/backup/confirm-restore', { token: admin, body: bad });
      expect([400, 404]).toContain(res.status);
    }
    // a restore running elsewhere (the CLI, another node) holds the cluster lock: 409, id kept
    await withLock('restore', async () => {
      const busy = await server.req('POST', '/api/backup/confirm-restore', { token: admin, body: { extractPath } });
      expect({ status: busy.status, message: busy.body.message }).toEqual({
        status: 409,
        message: BACKUP_MSG.restoreBusy,
      });
    });
    advanceClock(31 * 60);
    try {
      const expired = await server.req('POST', '/api/backup/confirm-restore', { token: admin, body: { extractPath } });
      expect({ status: expired.status, message: expired.body.message }).toEqual({
        status: 400,
        message: BACKUP_MSG.restoreExpired,
      });
    } finally {
      resetClock();
    }
    expectSameData(await dbTables(), before);
    expect(await restoreFolders()).not.toContain(folder);
  });
});

describe('schedules', () => {
  it('validates name, frequency, time and retention', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, BACKUP_MSG.scheduleNameRequired],
      [{ name: '   ' }, BACKUP_MSG.scheduleNameRequired],
      [{ name: ['a'] }, BACKUP_MSG.scheduleNameRequired],
      [{ name: 'X', frequency: 'hourly' }, BACKUP_MSG.scheduleFrequency],
      [{ name: 'X', time: '24:00' }, BACKUP_MSG.scheduleTime],
      [{ name: 'X', time: '2:00' }, BACKUP_MSG.scheduleTime],
      [{ name: 'X', retention_days: 0 }, BACKUP_MSG.scheduleRetention],
      [{ name: 'X', retention_days: 366 }, BACKUP_MSG.scheduleRetention],
      [{ name: 'X', retention_days: 1.5 }, BACKUP_MSG.scheduleRetention],
      [{ name: 'X', enabled: 'talvez' }, BACKUP_MSG.scheduleEnabledRequired],
    ];
    for (const [body, message] of cases) {
      const res = await server.req('POST', '/api/backup/schedules', { token: admin, body });
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 400, message });
    }
  });

  it('creates with the spec defaults, toggles, reschedules and deletes, each audited', async () => {
    const created = await server.req('POST', '/api/backup/schedules', { token: admin, body: { name: 'Diário' } });
    expect(created.status).toBe(201);
    expect(created.body.schedule).toMatchObject({
      name: 'Diário',
      frequency: 'daily',
      time: '02:00',
      enabled: true,
      retention_days: 30,
      last_run_at: null,
    });
    const next = new Date(created.body.schedule.next_run_at);
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(86_400_000);
    expect(next.toISOString().slice(11, 16)).toBe('05:00'); // 02:00 in São Paulo

    const weekly = await server.req('POST', '/api/backup/schedules', {
      token: admin,
      body: { name: 'Semanal', frequency: 'weekly', time: '23:30', retention_days: 90 },
    });
    const sunday = new Date(weekly.body.schedule.next_run_at);
    expect(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', weekday: 'short' }).format(sunday)).toBe(
      'Sun',
    );
    const monthly = await server.req('POST', '/api/backup/schedules', {
      token: admin,
      body: { name: 'Mensal', frequency: 'monthly', time: '03:15', enabled: false },
    });
    expect(monthly.body.schedule).toMatchObject({ enabled: false, next_run_at: null });
    const enabled = await server.req('PUT', `/api/backup/schedules/${monthly.body.schedule.id}`, {
      token: admin,
      body: { enabled: true },
    });
    expect(enabled.body.message).toBe(BACKUP_MSG.scheduleEnabled);
    expect(
      new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', day: 'numeric' }).format(
        new Date(enabled.body.schedule.next_run_at),
      ),
    ).toBe('1');

    const id = created.body.schedule.id;
    const off = await server.req('PUT', `/api/backup/schedules/${id}`, { token: admin, body: { enabled: false } });
    expect(off.body).toMatchObject({ message: BACKUP_MSG.scheduleDisabled, schedule: { enabled: false } });
    expect(off.body.schedule.next_run_at).toBeNull();
    expect((await server.req('PUT', `/api/backup/schedules/${id}`, { token: admin, body: {} })).status).toBe(400);
    expect(
      (await server.req('PUT', '/api/backup/schedules/999999', { token: admin, body: { enabled: true } })).status,
    ).toBe(404);

    const list = await server.req('GET', '/api/backup/schedules', { token: admin });
    expect(list.body.schedules.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining(['Diário', 'Semanal', 'Mensal']),
    );
    for (const s of [created, weekly, monthly]) {
      expect((await server.req('DELETE', `/api/backup/schedules/${s.body.schedule.id}`, { token: admin })).status).toBe(
        200,
      );
    }
    expect((await server.req('DELETE', `/api/backup/schedules/${id}`, { token: admin })).status).toBe(404);
    for (const action of ['AGENDAMENTO_CRIADO', 'AGENDAMENTO_ALTERADO', 'AGENDAMENTO_EXCLUIDO']) {
      expect(await SystemLog.findOne({ where: { action } })).not.toBeNull();
    }
  });

  it('a run is claimed once across nodes, then prunes only its own backups past the retention', async () => {
    const created = await server.req('POST', '/api/backup/schedules', {
      token: admin,
      body: { name: 'Retenção curta', retention_days: 7 },
    });
    const id = created.body.schedule.id;
    const old = `backup-2020-01-01-020000-agendado-${id}.zip`;
    const recent = `backup-${new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)}-020000-agendado-${id}.zip`;
    const manual = 'backup-2020-01-01-030000.zip';
    const otherSchedule = `backup-2020-01-01-020000-agendado-${id + 1000}.zip`;
    for (const name of [old, recent, manual, otherSchedule]) await writeFile(path.join(backupsDir(), name), 'zip');

    const fireDate = new Date();
    const run = await runScheduledBackup(id, fireDate);
    expect(run?.filename).toMatch(new RegExp(`-agendado-${id}\\.zip$`));
    expect(run?.pruned).toEqual([old]);
    const files = await readdir(backupsDir());
    expect(files).toEqual(expect.arrayContaining([run?.filename, recent, manual, otherSchedule]));
    expect(files).not.toContain(old);

    // another node firing the same slot finds it claimed
    expect(await runScheduledBackup(id, fireDate)).toBeNull();
    expect(await JobRun.count({ where: { job: `backup-schedule-${id}` } })).toBe(1);
    const list = await server.req('GET', '/api/backup/schedules', { token: admin });
    expect(list.body.schedules.find((s: { id: number }) => s.id === id).last_run_at).not.toBeNull();
    const backups = await server.req('GET', '/api/backup/list', { token: admin });
    expect(backups.body.backups.find((b: { filename: string }) => b.filename === run?.filename)).toMatchObject({
      source: 'schedule',
      schedule_id: id,
    });
    await server.req('DELETE', `/api/backup/schedules/${id}`, { token: admin });
  });
});

describe('delete and permissions', () => {
  it('deletes a backup once, audited', async () => {
    const name = await createViaApi();
    const res = await server.req('DELETE', `/api/backup/delete/${name}`, { token: admin });
    expect(res.body).toEqual({ success: true, message: BACKUP_MSG.deleted });
    expect(existsSync(path.join(backupsDir(), name))).toBe(false);
    expect((await server.req('DELETE', `/api/backup/delete/${name}`, { token: admin })).status).toBe(404);
    expect((await server.req('DELETE', '/api/backup/delete/..%2Ftrilha.sqlite', { token: admin })).status).toBe(404);
    expect(await SystemLog.findOne({ where: { action: 'BACKUP_EXCLUIDO' } })).not.toBeNull();
  });

  it('is admin-only', async () => {
    for (const [method, url] of [
      ['GET', '/api/backup/list'],
      ['POST', '/api/backup/create'],
      ['GET', `/api/backup/download/${firstBackup}`],
      ['POST', '/api/backup/confirm-restore'],
      ['GET', '/api/backup/schedules'],
    ]) {
      expect((await server.req(method as string, url as string, { token: student.token })).status).toBe(403);
      expect((await server.req(method as string, url as string)).status).toBe(401);
    }
    expect((await upload(Buffer.from('x'), 'a.zip', student.token)).status).toBe(403);
  });
});

describe('a restore cut short between its commit and its file swap', () => {
  let dir: string;
  let env: BackupEnv;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'trilha-restore-journal-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  type Cut = 'staged' | 'moved-aside' | 'restarted' | 'swapped';

  /**
   * A data folder (this database, a folder of its own) as a restore killed at `cut` leaves it:
   * after staging, after moving the uploads aside, the same and then a server start that made a
   * new uploads folder, after both renames (the old folder not yet removed).
   */
  async function leftover(cut: Cut, committed: boolean, analysisFolder?: string): Promise<void> {
    const root = await mkdtemp(path.join(dir, 'data-'));
    env = { sequelize: currentEnv().sequelize, dataDir: root, uploadsDir: path.join(root, 'uploads') };
    await mkdir(path.join(env.uploadsDir, 'photos'), { recursive: true });
    await writeFile(path.join(env.uploadsDir, 'photos/antiga.png'), PNG);
    if (analysisFolder) await mkdir(path.join(root, 'restores', analysisFolder), { recursive: true });
    const journal = await startJournal(env, analysisFolder && path.join(root, 'restores', analysisFolder));
    const staged = stagedDir(env, journal);
    await mkdir(path.join(staged, 'photos'), { recursive: true });
    await writeFile(path.join(staged, 'photos/restaurada.png'), PNG);
    if (committed) await env.sequelize.transaction((t) => markCommitted(env, journal, t));
    if (cut === 'staged') return;
    await rename(env.uploadsDir, oldDir(env, journal));
    if (cut === 'restarted') await mkdir(path.join(env.uploadsDir, '.tmp'), { recursive: true });
    if (cut === 'swapped') await rename(staged, env.uploadsDir);
  }

  async function uploadedFiles(): Promise<string[]> {
    const entries = await readdir(env.uploadsDir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(env.uploadsDir, path.join(e.parentPath, e.name)))
      .sort();
  }

  it.each<Cut>(['staged', 'moved-aside', 'restarted', 'swapped'])(
    'data committed, cut when %s: the restored files are put in place',
    async (cut) => {
      await leftover(cut, true);
      expect(await finishInterruptedRestore(env)).toBe('forward');
      expect(await uploadedFiles()).toEqual(['photos/restaurada.png']);
      expect(await readdir(env.dataDir)).toEqual(['uploads']);
      expect(await JobRun.count({ where: { job: JOURNAL_JOB } })).toBe(0);
      expect(await finishInterruptedRestore(env)).toBeNull();
    },
  );

  it('data never committed: the old files stay, the staged ones go back to their analysis', async () => {
    await leftover('staged', false, 'r-analise');
    expect(await finishInterruptedRestore(env)).toBe('back');
    expect(await uploadedFiles()).toEqual(['photos/antiga.png']);
    expect((await readdir(env.dataDir)).sort()).toEqual(['restores', 'uploads']);
    // the same restore can be confirmed again, its files included
    expect(await readdir(path.join(env.dataDir, 'restores/r-analise/uploads/photos'))).toEqual(['restaurada.png']);

    // an analysis already swept: the staged files are just dropped
    await leftover('staged', false);
    expect(await finishInterruptedRestore(env)).toBe('back');
    expect(await uploadedFiles()).toEqual(['photos/antiga.png']);
    expect(await readdir(env.dataDir)).toEqual(['uploads']);
  });

  it('at start, a journal is left to the restore that holds the lock, and settled once it is free', async () => {
    await leftover('moved-aside', true);
    // another process (a node, the CLI) restoring right now: its journal is not ours to settle
    await withLock('restore', () => recoverInterruptedRestore(env));
    expect(existsSync(journalFile(env))).toBe(true);
    expect(existsSync(env.uploadsDir)).toBe(false);
    await recoverInterruptedRestore(env);
    expect(existsSync(journalFile(env))).toBe(false);
    expect(await uploadedFiles()).toEqual(['photos/restaurada.png']);
  });

  it('the next restore settles a journal left over before it starts', async () => {
    const real = currentEnv();
    const journal = await startJournal(real);
    const staged = stagedDir(real, journal);
    await mkdir(staged, { recursive: true });
    await writeFile(path.join(staged, 'sobra.png'), PNG);
    const analysed = await upload(await download(await createViaApi()));
    expect(analysed.status).toBe(200);
    const confirmed = await server.req('POST', '/api/backup/confirm-restore', {
      token: admin,
      body: { extractPath: analysed.body.extractPath },
    });
    expect(confirmed.status).toBe(200);
    expect(existsSync(staged)).toBe(false);
    expect(existsSync(journalFile(real))).toBe(false);
    expect((await readdir(path.dirname(real.uploadsDir))).filter((n) => n.startsWith('.uploads-'))).toEqual([]);
    expect((await fetch(server.url + thumbnailUrl)).status).toBe(200);
  });
});
