/**
 * Caches follow the data (issue 15, item 7). Two API servers on one database: this test's own
 * server (node A) and a second one as a child process (node B, the code under test started from
 * the sources like the reliability suite's nodes). Node B has the company's origin in its CORS
 * cache; deactivating the company, editing its origins or deleting it on node A must make node B
 * refuse that origin on its very next request (no Access-Control-Allow-Origin), with no waiting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeEnv, type ServerNode, startNode } from '../../reliability/support';
import { JWT_SECRET, startTestServer, type TestServer } from '../support';

let server: TestServer;
let nodeB: ServerNode;
let admin: string;
const INTRANET = 'https://intranet.cliente.com.br';
const NEW_INTRANET = 'https://portal.cliente.com.br';

/** The Access-Control-Allow-Origin a node answers a widget's preflight from `origin` with. */
async function allowedBy(base: string, origin: string): Promise<string | null> {
  const res = await fetch(`${base}/api/courses`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'authorization',
    },
  });
  await res.arrayBuffer();
  return res.headers.get('access-control-allow-origin');
}

/** What both nodes answer for `origin`: [node A, node B]. */
const bothNodes = (origin: string) => Promise.all([allowedBy(server.url, origin), allowedBy(nodeB.url, origin)]);

async function companyWithOrigins(name: string, origins: string[]): Promise<number> {
  const created = await server.req('POST', '/api/companies', { token: admin, body: { name } });
  expect(created.status).toBe(201);
  const id = created.body.company.id;
  await setOrigins(id, origins);
  return id;
}

async function setOrigins(id: number, origins: string[]) {
  const set = await server.req('PUT', `/api/companies/${id}/embed-origins`, { token: admin, body: { origins } });
  expect(set.status).toBe(200);
}

beforeAll(async () => {
  server = await startTestServer('sec-cors-cache');
  admin = await server.adminToken();
  nodeB = await startNode(
    nodeEnv({
      databaseUrl: server.db.url,
      dataDir: server.db.dataDir,
      smtpPort: server.sink.port,
      extra: { JWT_SECRET },
    }),
    'node-b',
  );
});
afterAll(async () => {
  await nodeB?.kill();
  await server?.close();
});

describe('CORS origins on two nodes', () => {
  it('a company deactivated on node A loses its origin on node B at once (toggle and edit)', async () => {
    const id = await companyWithOrigins('Cliente Toggle', [INTRANET]);
    expect(await bothNodes(INTRANET)).toEqual([INTRANET, INTRANET]);

    const off = await server.req('PATCH', `/api/companies/${id}/toggle-status`, { token: admin });
    expect(off.body.company.is_active).toBe(false);
    expect(await bothNodes(INTRANET)).toEqual([null, null]);

    await server.req('PATCH', `/api/companies/${id}/toggle-status`, { token: admin });
    expect(await bothNodes(INTRANET)).toEqual([INTRANET, INTRANET]);

    const edited = await server.req('PUT', `/api/companies/${id}`, { token: admin, body: { is_active: false } });
    expect(edited.status).toBe(200);
    expect(await bothNodes(INTRANET)).toEqual([null, null]);
  });

  it('an origins list edited on node A applies on node B at once', async () => {
    const id = await companyWithOrigins('Cliente Origens', [INTRANET]);
    expect(await bothNodes(INTRANET)).toEqual([INTRANET, INTRANET]);
    await setOrigins(id, [NEW_INTRANET]);
    expect(await bothNodes(INTRANET)).toEqual([null, null]);
    expect(await bothNodes(NEW_INTRANET)).toEqual([NEW_INTRANET, NEW_INTRANET]);
    await setOrigins(id, []);
    expect(await bothNodes(NEW_INTRANET)).toEqual([null, null]);
  });

  it('a company deleted on node A loses its origin on node B at once', async () => {
    const id = await companyWithOrigins('Cliente Excluído', [INTRANET]);
    expect(await bothNodes(INTRANET)).toEqual([INTRANET, INTRANET]);
    const deleted = await server.req('DELETE', `/api/companies/${id}`, { token: admin });
    expect(deleted.status).toBe(200);
    expect(await bothNodes(INTRANET)).toEqual([null, null]);
  });
});
