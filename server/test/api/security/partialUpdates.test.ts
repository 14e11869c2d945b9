/**
 * Partial updates never blank data (issue 15, item 8, companies). `PUT /api/companies/{id}`
 * changes only the fields the body carries: a client that sends one field (a script toggling
 * is_active, an older portal) must not wipe the CNPJ, contact and address. Only an explicit null
 * (or an emptied text, '') clears a nullable field; the name can be changed, never cleared.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support';

let server: TestServer;
let admin: string;

const FULL = {
  name: 'Construtora Alfa',
  cnpj: '11222333000181',
  contact_email: 'sesmt@alfa.com.br',
  phone: '(11) 3333-4444',
  address: 'Av. Paulista, 1000 — São Paulo/SP',
  description: 'Obras de grande porte; NR-18 e NR-35.',
  is_active: true,
};

async function company(id: number) {
  const list = await server.req('GET', '/api/companies', { token: admin });
  return list.body.companies.find((c: { id: number }) => c.id === id);
}

async function put(id: number, body: unknown) {
  return server.req('PUT', `/api/companies/${id}`, { token: admin, body });
}

beforeAll(async () => {
  server = await startTestServer('sec-partial');
  admin = await server.adminToken();
});
afterAll(() => server?.close());

describe('PUT /api/companies/{id} as a partial update', () => {
  it('leaves every field the body omits as it was', async () => {
    const created = await server.req('POST', '/api/companies', { token: admin, body: FULL });
    expect(created.status).toBe(201);
    const id = created.body.company.id;

    const renamed = await put(id, { name: 'Construtora Alfa S.A.' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.company).toMatchObject({ ...FULL, name: 'Construtora Alfa S.A.' });
    expect(await company(id)).toMatchObject({ ...FULL, name: 'Construtora Alfa S.A.' });

    const deactivated = await put(id, { is_active: false });
    expect(deactivated.status).toBe(200);
    expect(await company(id)).toMatchObject({ ...FULL, name: 'Construtora Alfa S.A.', is_active: false });

    const nothing = await put(id, {});
    expect(nothing.status).toBe(200);
    expect(await company(id)).toMatchObject({ ...FULL, name: 'Construtora Alfa S.A.', is_active: false });
  });

  it('clears a nullable field only on an explicit null or an emptied text', async () => {
    const created = await server.req('POST', '/api/companies', {
      token: admin,
      body: { ...FULL, name: 'Metalúrgica Beta', cnpj: '45723174000110' },
    });
    const id = created.body.company.id;
    const expected = { ...FULL, name: 'Metalúrgica Beta', cnpj: '45723174000110' };

    expect((await put(id, { phone: null, description: '' })).status).toBe(200);
    expect(await company(id)).toMatchObject({ ...expected, phone: null, description: null });

    expect((await put(id, { cnpj: null, contact_email: '', address: null })).status).toBe(200);
    expect(await company(id)).toMatchObject({
      ...expected,
      cnpj: null,
      contact_email: null,
      phone: null,
      address: null,
      description: null,
    });
    expect((await company(id)).name).toBe('Metalúrgica Beta');
  });

  it('refuses to blank the name and still validates what is sent', async () => {
    const created = await server.req('POST', '/api/companies', {
      token: admin,
      body: { ...FULL, name: 'Química Gama', cnpj: null },
    });
    const id = created.body.company.id;
    for (const body of [{ name: '' }, { name: '   ' }, { name: null }, { contact_email: 'não-é-email' }]) {
      const res = await put(id, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('validation_error');
    }
    expect(await company(id)).toMatchObject({ ...FULL, name: 'Química Gama', cnpj: null });
  });
});
