import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Company, User } from '../../src/models';
import { activeUser, startTestServer, type TestServer } from './support';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer('companies');
  admin = await server.adminToken();
});
afterAll(() => server?.close());

describe('companies', () => {
  it('creates, edits, toggles and lists companies with their employee counts', async () => {
    const created = await server.req('POST', '/api/companies', {
      token: admin,
      body: {
        name: 'Metalúrgica Beta',
        cnpj: '11.222.333/0001-81',
        contact_email: 'RH@Beta.com.br',
        phone: '(11) 3333-4444',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Empresa criada com sucesso!');
    expect(created.body.company).toMatchObject({
      cnpj: '11222333000181',
      contact_email: 'rh@beta.com.br',
      is_active: true,
    });
    const id = created.body.company.id;
    await activeUser(server, { company_id: id });
    await activeUser(server, { company_id: id });

    const list = await server.req('GET', '/api/companies', { token: admin });
    expect(list.body.companies.find((c: { id: number }) => c.id === id).employee_count).toBe(2);

    const employees = await server.req('GET', `/api/companies/${id}/employees`, { token: admin });
    expect(employees.body.employees).toHaveLength(2);
    expect(employees.body.employees[0]).toMatchObject({ total_enrollments: 0, completed_courses: 0, courses: [] });

    const edited = await server.req('PUT', `/api/companies/${id}`, {
      token: admin,
      body: { name: 'Metalúrgica Beta S.A.', cnpj: '', contact_email: '', is_active: true },
    });
    expect(edited.body.company).toMatchObject({ name: 'Metalúrgica Beta S.A.', cnpj: null, contact_email: null });

    const toggled = await server.req('PATCH', `/api/companies/${id}/toggle-status`, { token: admin });
    expect(toggled.body.company.is_active).toBe(false);
    expect(
      (await server.req('PATCH', `/api/companies/${id}/toggle-status`, { token: admin })).body.company.is_active,
    ).toBe(true);
  });

  it('validates name, CNPJ check digits and e-mail; refuses a duplicate CNPJ', async () => {
    const bad = await server.req('POST', '/api/companies', {
      token: admin,
      body: { name: '  ', cnpj: '11.222.333/0001-00', contact_email: 'não-é-email' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { msg: string }) => e.msg)).toEqual(
      expect.arrayContaining(['Nome da empresa é obrigatório', 'CNPJ inválido', 'Por favor, insira um email válido']),
    );
    await server.req('POST', '/api/companies', { token: admin, body: { name: 'Gama', cnpj: '45.723.174/0001-10' } });
    const before = await Company.count();
    const dup = await server.req('POST', '/api/companies', {
      token: admin,
      body: { name: 'Gama 2', cnpj: '45723174000110' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Este CNPJ já está cadastrado.');
    expect(await Company.count()).toBe(before);
  });

  it('deleting a company keeps its employees, without a company', async () => {
    const created = await server.req('POST', '/api/companies', { token: admin, body: { name: 'Temporária' } });
    const worker = await activeUser(server, { company_id: created.body.company.id });
    const del = await server.req('DELETE', `/api/companies/${created.body.company.id}`, { token: admin });
    expect(del.status).toBe(200);
    expect(del.body.message).toBe('Empresa excluída com sucesso!');
    const user = await User.findByPk(worker.id);
    expect(user?.company_id).toBeNull();
    expect(
      (await server.req('GET', `/api/companies/${created.body.company.id}/employees`, { token: admin })).status,
    ).toBe(404);
  });
});
