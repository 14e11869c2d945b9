/**
 * Auditor links (issue 22), against the real server: an admin (or the company's manager) creates a
 * read-only link to a company's packs with an access code; the auditor's page asks for the code
 * (a wrong one is refused and logged), then lists the courses and hands out a signed pack that
 * verifies; every access shows to the link's creator with IP and browser; a guessed token is a
 * 404 page, an expired or revoked link a 410 page; another company's manager reaches nothing.
 */

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EVIDENCE_MSG, type EvidenceLink } from '@trilha/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../../src/services/clock';
import { evidenceKey } from '../../src/services/evidence/keys';
import { verifyPack } from '../../src/services/evidence/verify';
import { activeUser, type CreatedUser, completeLesson, startTestServer, type TestServer } from './support';

let server: TestServer;
let admin: string;
let courseId = 0;
let companyA = 0;
let companyB = 0;
let managerA: CreatedUser;
let managerB: CreatedUser;
const dir = mkdtempSync(path.join(tmpdir(), 'evidence-links-'));

const page = (url: string, init: RequestInit = {}) =>
  fetch(url, { redirect: 'manual', ...init, headers: { 'User-Agent': 'Navegador do auditor', ...init.headers } });
const pathOf = (url: string) => new URL(url).pathname;

beforeAll(async () => {
  server = await startTestServer('evidence-links');
  admin = await server.adminToken();
  const company = async (name: string, cnpj: string) =>
    (await server.req('POST', '/api/companies', { token: admin, body: { name, cnpj } })).body.company.id as number;
  companyA = await company('Gama Obras Ltda', '11.222.333/0001-81');
  companyB = await company('Delta Serviços Ltda', '45.723.174/0001-10');
  courseId = (
    await server.req('POST', '/api/courses', { token: admin, body: { title: 'NR-35 Altura', status: 'published' } })
  ).body.courseId;
  const content = await server.req('PUT', `/api/courses/${courseId}/content`, {
    token: admin,
    body: { modules: [{ title: 'Módulo 1', lessons: [{ title: 'Aula 1', video_type: 'youtube', duration: 0 }] }] },
  });
  const worker = await activeUser(server, { name: 'Paulo Gama', company_id: companyA });
  await server.req('POST', `/api/courses/${courseId}/enroll`, { token: admin, body: { userId: worker.id } });
  await completeLesson(server, worker, content.body.course.modules[0].lessons[0].id);
  managerA = await activeUser(server, { role: 'manager', company_id: companyA });
  managerB = await activeUser(server, { role: 'manager', company_id: companyB });
});
afterAll(async () => {
  resetClock();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('auditor links', () => {
  let url = '';
  let linkId = 0;

  it('is created for the caller’s reach only, with its address shown once', async () => {
    const foreign = await server.req('POST', '/api/evidence/links', {
      token: managerB.token,
      body: { company_id: companyA, expires_in_days: 7 },
    });
    expect(foreign.status).toBe(404);
    const bad = await server.req('POST', '/api/evidence/links', {
      token: admin,
      body: { company_id: companyA, expires_in_days: 365, access_code: 'ab' },
    });
    expect(bad.status).toBe(400);
    const created = await server.req('POST', '/api/evidence/links', {
      token: managerA.token,
      body: { company_id: companyA, expires_in_days: 7, access_code: 'fiscal-2026' },
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(EVIDENCE_MSG.linkCreated);
    expect(created.body.url).toMatch(/\/auditoria\/[A-Za-z0-9_-]{32}$/);
    url = created.body.url;
    linkId = created.body.id;
  });

  it('asks for the access code, refuses a wrong one, then lists the packs and hands one out that verifies', async () => {
    const first = await page(server.url + pathOf(url));
    expect(first.status).toBe(200);
    const form = await first.text();
    expect(form).toContain('Gama Obras Ltda');
    expect(form).toContain('Código de acesso');
    expect(form).not.toContain('Baixar dossiê');

    const wrong = await page(server.url + pathOf(url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'codigo=chute',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(EVIDENCE_MSG.linkWrongCode);
    const locked = await page(`${server.url}${pathOf(url)}/dossie/${courseId}`);
    expect(locked.status).toBe(404);

    const right = await page(server.url + pathOf(url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'codigo=fiscal-2026',
    });
    expect(right.status).toBe(303);
    const cookie = (right.headers.get('set-cookie') ?? '').split(';')[0] as string;
    expect(cookie).toMatch(/^trilha_auditoria=/);
    const list = await (await page(server.url + pathOf(url), { headers: { Cookie: cookie } })).text();
    expect(list).toContain('NR-35 Altura');
    expect(list).toContain(`${pathOf(url)}/dossie/${courseId}`);

    const zip = await page(`${server.url}${pathOf(url)}/dossie/${courseId}`, { headers: { Cookie: cookie } });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const file = path.join(dir, 'auditor.zip');
    writeFileSync(file, Buffer.from(await zip.arrayBuffer()));
    const key = await evidenceKey();
    expect(await verifyPack(file, new Map([[key.id, key.publicKey]]))).toMatchObject({ valid: true });
  });

  it('shows every access to its creator’s company, and nothing to another manager', async () => {
    const mine = await server.req<{ links: EvidenceLink[] }>('GET', '/api/evidence/links', { token: managerA.token });
    const link = mine.body.links.find((l) => l.id === linkId) as EvidenceLink;
    expect(link).toMatchObject({ company_name: 'Gama Obras Ltda', has_access_code: true, revoked_at: null });
    expect(link.accesses.map((a) => a.action)).toEqual([
      'abriu a página',
      'código de acesso incorreto',
      'código de acesso aceito',
      'abriu a página',
      'baixou o dossiê de NR-35 Altura',
    ]);
    expect(link.accesses[0]).toMatchObject({ user_agent: 'Navegador do auditor', ip: expect.any(String) });
    const theirs = await server.req<{ links: EvidenceLink[] }>('GET', '/api/evidence/links', { token: managerB.token });
    expect(theirs.body.links).toEqual([]);
    expect((await server.req('DELETE', `/api/evidence/links/${linkId}`, { token: managerB.token })).status).toBe(404);
  });

  it('answers a guessed token with a 404 page, and an expired or revoked link with a 410 page', async () => {
    const guessed = await page(`${server.url}/auditoria/${'x'.repeat(32)}`);
    expect(guessed.status).toBe(404);
    expect(await guessed.text()).toContain(EVIDENCE_MSG.linkUnknown);

    const short = await server.req('POST', '/api/evidence/links', {
      token: admin,
      body: { company_id: companyA, expires_in_days: 1 },
    });
    expect((await page(server.url + pathOf(short.body.url))).status).toBe(200);
    advanceClock(2 * 86_400);
    const expired = await page(server.url + pathOf(short.body.url));
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain(EVIDENCE_MSG.linkGone);
    resetClock();

    const revoked = await server.req('DELETE', `/api/evidence/links/${linkId}`, { token: managerA.token });
    expect(revoked.body.message).toBe(EVIDENCE_MSG.linkRevoked);
    expect((await page(server.url + pathOf(url))).status).toBe(410);
  });
});
