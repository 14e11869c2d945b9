/**
 * The router dispatches by a path's first two segments (http/routes.ts routerOf): it must answer
 * as one router holding every route would — case-insensitive paths, 405 with Allow for a known path
 * and another method, routes with a parameter in their first segments reached from any prefix, and
 * the portal's pages behind the API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer('routing');
});
afterAll(() => server?.close());

describe('routing', () => {
  it('answers like a single router', async () => {
    expect((await server.req('GET', '/api/settings/theme/public')).status).toBe(200);
    expect((await server.req('GET', '/API/Settings/Theme/Public')).status).toBe(200);
    expect((await server.req('GET', '/api/auth/me/')).status).toBe(401);
    const wrong = await server.req('DELETE', '/api/settings/theme/public');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toContain('GET');
    expect((await server.req('GET', '/api/nao-existe/rota')).status).toBe(404);
    // The same shape as every other error: the pt-BR text and its stable id.
    expect((await server.req('GET', '/api/nao-existe/rota')).body).toEqual({
      message: 'Recurso não encontrado.',
      error: 'not_found',
    });
    // '/uploads/:area/:file' has a parameter in its first segments: reached through the fallback.
    expect((await server.req('GET', '/uploads/login/nao-existe.png')).status).toBe(404);
    expect((await server.req('GET', '/healthz')).status).toBe(200);
  });
});
