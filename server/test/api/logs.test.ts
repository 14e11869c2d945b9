import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SystemLog } from '../../src/models';
import { runtime } from '../../src/runtime';
import { startTestServer, type TestServer } from './support';

let server: TestServer;
let admin: string;
const DAY = 86_400_000;

beforeAll(async () => {
  server = await startTestServer('logs');
  admin = await server.adminToken();
  const base = Date.now();
  const rows = await SystemLog.bulkCreate([
    {
      action: 'CURSO_CRIADO',
      description: 'Curso "NR-35" criado',
      user_id: 77,
      user_name: 'Ana Lima',
      created_at: new Date(base - 1000),
    },
    {
      action: 'CURSO_CRIADO',
      description: 'Desconto de 50% aplicado',
      user_name: 'Beto',
      created_at: new Date(base - 2000),
    },
    {
      action: 'LOGIN_FALHOU',
      level: 'warn',
      description: 'campo_com_sublinhado',
      ip_address: '10.0.0.9',
      created_at: new Date(base - 3000),
    },
    {
      action: 'LOGIN_FALHOU',
      level: 'warn',
      description: '=HYPERLINK("http://mal")',
      created_at: new Date(base - 40 * DAY),
    },
    { action: 'ACCESS_DENIED', level: 'warn', description: 'antigo', created_at: new Date(base - 400 * DAY) },
  ]);
  // Sequelize stamps created_at itself on insert: set the historic times afterwards.
  const ages = [1000, 2000, 3000, 40 * DAY, 400 * DAY];
  for (const [i, row] of rows.entries()) {
    await runtime().sequelize.query('UPDATE system_logs SET created_at = :at WHERE id = :id', {
      replacements: { at: new Date(base - (ages[i] as number)), id: row.id },
    });
  }
});
afterAll(() => server?.close());

const page = (query: string) => server.req('GET', `/api/logs?${query}`, { token: admin });

describe('system logs', () => {
  it('filters by action, level, user and dates, newest first', async () => {
    const byAction = await page('action=CURSO_CRIADO&page=1&limit=50');
    expect(byAction.body.logs.map((l: { description: string }) => l.description)).toEqual([
      'Curso "NR-35" criado',
      'Desconto de 50% aplicado',
    ]);
    expect((await page('level=warn')).body.total).toBeGreaterThanOrEqual(3);
    expect((await page('user_id=77')).body.logs).toHaveLength(1);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const recent = await page(`action=LOGIN_FALHOU&date_from=${today}&date_to=${today}`);
    expect(recent.body.logs.map((l: { description: string }) => l.description)).toEqual(['campo_com_sublinhado']);
  });

  it('searches text literally: quotes, % and _ are not wildcards', async () => {
    const pct = await page(`search=${encodeURIComponent('50%')}`);
    expect(pct.body.logs.map((l: { description: string }) => l.description)).toEqual(['Desconto de 50% aplicado']);
    // On MySQL the search matches the start of words (FULLTEXT); everywhere it is literal.
    const underscore = await page(`search=${encodeURIComponent('campo_com')}`);
    expect(underscore.body.logs.map((l: { description: string }) => l.description)).toEqual(['campo_com_sublinhado']);
    const quote = await page(`search=${encodeURIComponent('"NR-35"')}`);
    expect(quote.body.total).toBe(1);
    const injection = await page(`search=${encodeURIComponent("' OR 1=1 --")}`);
    expect(injection.status).toBe(200);
    expect(injection.body.total).toBe(0);
    expect((await page('search=10.0.0.9')).body.total).toBe(1);
  });

  it('paginates and clamps the page to the last one', async () => {
    const first = await page('limit=2&page=1');
    expect(first.body).toMatchObject({ page: 1, limit: 2 });
    expect(first.body.totalPages).toBe(Math.ceil(first.body.total / 2));
    const beyond = await page('limit=2&page=9999');
    expect(beyond.body.page).toBe(first.body.totalPages);
    expect(beyond.body.logs.length).toBeGreaterThan(0);
    expect((await page('limit=0')).status).toBe(400);
    expect((await page('level=fatal')).status).toBe(400);
  });

  it('exports the filtered logs as CSV with formulas neutralised', async () => {
    const res = await fetch(`${server.url}/api/logs/export?action=LOGIN_FALHOU`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(res.headers.get('content-disposition')).toMatch(/logs-sistema-\d{4}-\d{2}-\d{2}\.csv/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('Data/Hora;Ação;Código;Usuário');
    expect(text).toContain(`"'=HYPERLINK(""http://mal"")"`);
    expect(text).toContain('Falha de login;LOGIN_FALHOU');
    expect(text).not.toContain('CURSO_CRIADO');
  });

  it('finds words by their start, through the FULLTEXT index on MySQL', async () => {
    expect((await page('search=Lima')).body.logs.map((l: { user_name: string }) => l.user_name)).toEqual(['Ana Lima']);
    expect((await page(`search=${encodeURIComponent('ana li')}`)).body.total).toBe(1);
    expect((await page('search=Desconto%20de%2050')).body.total).toBe(1);
  });

  it('keeps the whole-table total exact across new rows and a cleanup', async () => {
    const before = (await page('limit=1')).body.total as number;
    expect(before).toBe(await SystemLog.count());
    await SystemLog.create({ action: 'LOGOUT', description: 'mais um' });
    expect((await page('limit=1')).body.total).toBe(before + 1);
  });

  it('cleans up logs older than N days, and logs the cleanup', async () => {
    const total = (await page('limit=1')).body.total as number;
    const bad = await server.req('DELETE', '/api/logs/cleanup', { token: admin, body: { days: -1, confirm: true } });
    expect(bad.body.errors[0].msg).toBe('Por favor, insira um número válido de dias (mínimo 0).');
    expect((await server.req('DELETE', '/api/logs/cleanup', { token: admin, body: { days: 30 } })).status).toBe(400);
    const res = await server.req('DELETE', '/api/logs/cleanup', { token: admin, body: { days: 30, confirm: true } });
    expect(res.body).toMatchObject({ deletedCount: 2, message: 'Limpeza concluída! 2 logs foram removidos.' });
    expect((await page('search=antigo')).body.total).toBe(0);
    expect((await page('action=LOG_CLEANUP')).body.total).toBe(1);
    // two rows went, the cleanup's own row came
    expect((await page('limit=1')).body.total).toBe(total - 1);
    expect((await page('limit=1')).body.total).toBe(await SystemLog.count());
  });

  it.runIf(process.env.TEST_DB === 'mariadb')('answers filtered pages from an index (query plan)', async () => {
    const plan = await runtime().sequelize.query<{ key: string | null; possible_keys: string | null }>(
      "EXPLAIN SELECT id FROM system_logs WHERE action = 'LOGIN_FALHOU' ORDER BY created_at DESC, id DESC LIMIT 50",
      { type: QueryTypes.SELECT },
    );
    expect(plan[0]?.key).toBe('system_logs_action_created_at');
    const byUser = await runtime().sequelize.query<{ key: string | null }>(
      'EXPLAIN SELECT id FROM system_logs WHERE user_id = 77 ORDER BY created_at DESC LIMIT 50',
      { type: QueryTypes.SELECT },
    );
    expect(byUser[0]?.key).toBe('system_logs_user_id_created_at');
  });
});
