/**
 * LGPD requests (issue 24) against the real server and SMTP sink: a person files and follows
 * their own requests, admins answer the queue (deadline, history, e-mail), and an approved
 * deletion pseudonymises the profile everywhere but the training evidence, which keeps the
 * name and CPF under art. 16 I: the certificate PDF and its public verification page.
 */

import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PRIVACY_MSG, type PrivacyRequestShape } from '@trilha/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrivacyRequest } from '../../src/models';
import { fileForm, PNG } from './fixtures';
import { pdfText } from './pdfText';
import { activeUser, type CreatedUser, completeLesson, startTestServer, type TestServer } from './support';
import { zipEntries } from './zipBytes';

const DAY_MS = 86_400_000;
const RETAINED = { name: 'Marina Retida Souza', cpf: '52998224725', shownCpf: '529.982.247-25' };

let server: TestServer;
let admin: string;
let worker: CreatedUser;
let other: CreatedUser;
let courseId = 0;
let certificate = { id: 0, code: '' };

type Answer = { request: PrivacyRequestShape; message: string };

const file = (user: CreatedUser, kind: string, details: string) =>
  server.req<Answer>('POST', '/api/privacy-requests', { token: user.token, body: { kind, details } });
const answer = (id: number, body: Record<string, unknown>, token = admin) =>
  server.req<Answer>('PUT', `/api/privacy-requests/${id}`, { token, body });
const list = (token: string) =>
  server.req<{ requests: PrivacyRequestShape[] }>('GET', '/api/privacy-requests', { token });

beforeAll(async () => {
  server = await startTestServer('privacyRequests');
  admin = await server.adminToken();
  courseId = (
    await server.req('POST', '/api/courses', {
      token: admin,
      body: { title: 'NR-35 Trabalho em Altura', status: 'published', workload_hours: 8 },
    })
  ).body.courseId;
  const content = await server.req('PUT', `/api/courses/${courseId}/content`, {
    token: admin,
    body: { modules: [{ title: 'Módulo 1', lessons: [{ title: 'Aula 1', video_type: 'youtube', duration: 0 }] }] },
  });
  worker = await activeUser(server, {
    name: RETAINED.name,
    cpf: RETAINED.cpf,
    phone: '(11) 98888-7777',
    address: 'Rua das Acácias, 12 - São Paulo',
  });
  other = await activeUser(server, { name: 'Outra Pessoa' });
  await server.req('POST', `/api/courses/${courseId}/enroll`, { token: admin, body: { userId: worker.id } });
  await completeLesson(server, worker, content.body.course.modules[0].lessons[0].id);
  const cert = await server.req('POST', '/api/certificates/generate-temporary-certificate', {
    token: worker.token,
    body: { courseId },
  });
  expect(cert.status).toBe(201);
  certificate = { id: cert.body.certificate.id, code: cert.body.certificate.certificate_code };
  const photo = await server.req('POST', `/api/users/${worker.id}/photo`, {
    token: worker.token,
    form: fileForm('photo', PNG, 'foto.png'),
  });
  expect(photo.status).toBe(200);
});
afterAll(() => server?.close());

describe('a person’s requests', () => {
  it('are filed for oneself, with the legal deadline', async () => {
    const res = await server.req<Answer>('POST', '/api/privacy-requests', {
      token: worker.token,
      body: { kind: 'acesso', details: 'Quero saber quais dados vocês têm sobre mim.', user_id: other.id },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(PRIVACY_MSG.created);
    const r = res.body.request;
    expect(r).toMatchObject({ user_id: worker.id, kind: 'acesso', status: 'aberta', answer: null, overdue: false });
    expect(new Date(r.due_at).getTime() - new Date(r.created_at).getTime()).toBe(15 * DAY_MS);
    expect(r.history).toEqual([expect.objectContaining({ status: 'aberta', by: RETAINED.name })]);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses bad input and anonymous callers', async () => {
    const bad = await server.req('POST', '/api/privacy-requests', {
      token: worker.token,
      body: { kind: 'outro', details: ['a'] },
    });
    expect(bad.status).toBe(400);
    expect((await server.req('POST', '/api/privacy-requests', { body: { kind: 'acesso', details: 'x' } })).status).toBe(
      401,
    );
  });

  it('are only the person’s own: another person sees none of them and cannot answer', async () => {
    const mine = await file(worker, 'correcao', 'Meu telefone mudou.');
    const theirs = await list(other.token);
    expect(theirs.status).toBe(200);
    expect(theirs.body.requests.some((r) => r.user_id === worker.id)).toBe(false);
    const own = await list(worker.token);
    expect(own.body.requests.map((r) => r.id)).toContain(mine.body.request.id);
    expect(own.body.requests.every((r) => r.user_id === worker.id)).toBe(true);
    expect((await answer(mine.body.request.id, { status: 'em_andamento' }, other.token)).status).toBe(403);
    expect((await answer(mine.body.request.id, { status: 'em_andamento' }, worker.token)).status).toBe(403);
    expect((await answer(999_999, { status: 'em_andamento' })).status).toBe(404);
  });
});

describe('the admins’ queue', () => {
  it('lists every open request by deadline, the overdue ones marked, with the history', async () => {
    const late = await file(other, 'confirmacao', 'Vocês tratam meus dados?');
    await PrivacyRequest.update({ due_at: new Date(Date.now() - DAY_MS) }, { where: { id: late.body.request.id } });
    const queue = await list(admin);
    expect(queue.status).toBe(200);
    const [first] = queue.body.requests;
    expect(first).toMatchObject({ id: late.body.request.id, overdue: true, user_name: 'Outra Pessoa' });
    const dues = queue.body.requests.filter((r) => r.status === 'aberta').map((r) => r.due_at);
    expect(dues).toEqual([...dues].sort());
    expect(queue.body.requests.some((r) => r.user_id === worker.id)).toBe(true);
  });

  it('moves a request on and answers it: history, audit and an e-mail to the person', async () => {
    const filed = await file(other, 'portabilidade', 'Quero meus certificados em arquivo.');
    const id = filed.body.request.id;
    const moving = await answer(id, { status: 'em_andamento', answer: 'Estamos separando os arquivos.' });
    expect(moving.status).toBe(200);
    expect(moving.body.message).toBe(PRIVACY_MSG.moved);
    expect(moving.body.request).toMatchObject({ status: 'em_andamento', answer: null });
    expect((await answer(id, { status: 'recusada' })).status).toBe(400);
    expect((await answer(id, { status: 'aberta' })).status).toBe(400);

    const since = new Date();
    const done = await answer(id, { status: 'atendida', answer: 'Os arquivos estão em Perfil > Meus dados.' });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(PRIVACY_MSG.answered);
    expect(done.body.request).toMatchObject({
      status: 'atendida',
      answer: 'Os arquivos estão em Perfil > Meus dados.',
    });
    expect(done.body.request.history.map((h) => h.status)).toEqual(['aberta', 'em_andamento', 'atendida']);
    expect(done.body.request.history[1]).toMatchObject({ note: 'Estamos separando os arquivos.' });
    const mail = await server.sink.waitFor((m) => m.to.includes(other.email) && m.receivedAt >= since);
    expect(mail.subject).toBe(PRIVACY_MSG.answeredSubject);
    expect(mail.text).toContain('Os arquivos estão em Perfil > Meus dados.');
    expect(mail.text).toContain('Portabilidade');

    const again = await answer(id, { status: 'recusada', answer: 'Outra resposta.' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(PRIVACY_MSG.alreadyClosed);
    const logs = await server.req('GET', '/api/logs?search=Pedido%20LGPD', { token: admin });
    expect(JSON.stringify(logs.body)).toContain('PEDIDO_LGPD_RESPONDIDO');
  });

  it('applies a correction through the usual user update, refusing a taken e-mail and leaving the request open', async () => {
    const filed = await file(other, 'correcao', 'Meu nome está sem o sobrenome e o telefone mudou.');
    const id = filed.body.request.id;
    const taken = await answer(id, { status: 'atendida', answer: 'Corrigido.', correction: { email: worker.email } });
    expect(taken.status).toBe(409);
    expect((await list(other.token)).body.requests.find((r) => r.id === id)?.status).toBe('aberta');
    const wrongKind = await file(other, 'acesso', 'Quero ver meus dados.');
    expect(
      (await answer(wrongKind.body.request.id, { status: 'atendida', answer: 'Ok.', correction: { name: 'X Y' } }))
        .status,
    ).toBe(400);

    const done = await answer(id, {
      status: 'atendida',
      answer: 'Corrigimos o seu cadastro.',
      correction: { name: 'Outra Pessoa Silva', phone: '(11) 97777-6666' },
    });
    expect(done.status).toBe(200);
    expect(done.body.request.answer).toBe(
      `Corrigimos o seu cadastro.\n\n${PRIVACY_MSG.corrected(['nome', 'telefone'])}`,
    );
    const person = await server.req('GET', `/api/users/${other.id}`, { token: admin });
    expect(person.body.user).toMatchObject({ name: 'Outra Pessoa Silva', phone: '(11) 97777-6666' });
  });

  it('refuses an admin approving the deletion of their own account', async () => {
    const me = await server.req('GET', '/api/auth/me', { token: admin });
    const own = await server.req<Answer>('POST', '/api/privacy-requests', {
      token: admin,
      body: { kind: 'eliminacao', details: 'Apaguem a minha conta.' },
    });
    expect(own.body.request.user_id).toBe(me.body.user.id);
    const res = await answer(own.body.request.id, { status: 'atendida', answer: 'Feito.' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PRIVACY_MSG.ownAccount);
    expect((await server.req('GET', '/api/auth/me', { token: admin })).status).toBe(200);
  });
});

describe('an approved deletion', () => {
  let answered: PrivacyRequestShape;
  const oldToken = () => worker.token;

  beforeAll(async () => {
    const filed = await file(worker, 'eliminacao', 'Saí da empresa: apaguem os meus dados.');
    const since = new Date();
    const res = await answer(filed.body.request.id, { status: 'atendida', answer: 'Pedido atendido.' });
    expect(res.status).toBe(200);
    answered = res.body.request;
    // the answer goes to the address the person had, before the pseudonym replaced it
    const mail = await server.sink.waitFor((m) => m.to.includes(worker.email) && m.receivedAt >= since);
    expect(mail.text).toContain('1 certificado');
    expect(mail.text).toContain('art. 16, I');
  });

  it('answers exactly what was kept, how much, until when and why', () => {
    expect(answered.answer).toMatch(/^Pedido atendido\.\n\n/);
    expect(answered.answer).toContain('1 certificado');
    expect(answered.answer).toContain('1 registro de aula assistida');
    expect(answered.answer).toContain('Foram removidos: foto, telefone, endereço');
    const until = new Date(Date.now() + 5 * 365 * DAY_MS).toLocaleDateString('pt-BR', {
      timeZone: 'America/Sao_Paulo',
    });
    expect(answered.answer).toContain(PRIVACY_MSG.retainedNotice(until));
  });

  it('pseudonymises the profile in the user list, the user and the reports', async () => {
    const pseudonym = PRIVACY_MSG.anonymizedName(worker.id);
    const user = await server.req('GET', `/api/users/${worker.id}`, { token: admin });
    expect(user.body.user).toMatchObject({
      name: pseudonym,
      email: `anonimizado-${worker.id}@anonimizado.invalid`,
      cpf: null,
      phone: null,
      address: null,
      photo: null,
      is_active: false,
    });
    const users = await server.req('GET', '/api/users', { token: admin });
    expect(JSON.stringify(users.body)).toContain(pseudonym);
    expect(JSON.stringify(users.body)).not.toContain(RETAINED.name);
    const report = await server.req('GET', '/api/reports/student-progress', { token: admin });
    expect(report.status).toBe(200);
    expect(JSON.stringify(report.body)).not.toContain(RETAINED.name);
    const certs = await server.req('GET', '/api/certificates', { token: admin });
    expect(JSON.stringify(certs.body)).not.toContain(RETAINED.name);
    const queue = await list(admin);
    expect(JSON.stringify(queue.body)).not.toContain(RETAINED.name);
    // the log keeps what the person did, under the pseudonym
    const logs = await server.req('GET', `/api/logs?user_id=${worker.id}&limit=500`, { token: admin });
    expect(logs.body.logs.length).toBeGreaterThan(0);
    for (const row of logs.body.logs) expect(row).toMatchObject({ user_name: pseudonym });
  });

  it('keeps the certificate PDF and its verification page with the retained name', async () => {
    const pdf = await fetch(`${server.url}/api/certificates/${certificate.id}/download`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(pdf.status).toBe(200);
    const text = await pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain(RETAINED.name);
    expect(text).toContain(RETAINED.shownCpf);
    const page = await fetch(`${server.url}/verificar/${certificate.code}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(RETAINED.name);
    expect(html).toContain('art. 16, I');
    expect(html).toMatch(/até \d{2}\/\d{2}\/\d{4}/);
    const api = await server.req('GET', `/api/certificates/verify/${certificate.code}`);
    expect(api.body.student_name).toBe(RETAINED.name);
  });

  it('keeps the retained identity in the evidence pack', async () => {
    const pack = await fetch(`${server.url}/api/evidence/users/${worker.id}/courses/${courseId}`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(pack.status).toBe(200);
    const file = path.join(tmpdir(), `privacy-pack-${process.pid}-${Date.now()}.zip`);
    await writeFile(file, Buffer.from(await pack.arrayBuffer()));
    const entries = await zipEntries(file);
    await rm(file, { force: true });
    const stated = JSON.parse(String(entries.get('trabalhador.json')));
    expect(stated).toMatchObject({ nome: RETAINED.name, cpf: RETAINED.shownCpf, email: null });
    expect(stated.retencao.observacao).toContain('art. 16, I');
  });

  it('ends sign-in: the old token and the old e-mail are refused, and the account stays off', async () => {
    expect((await server.req('GET', '/api/auth/me', { token: oldToken() })).status).toBe(401);
    const login = await server.req('POST', '/api/auth/login', {
      body: { email: worker.email, password: worker.password },
    });
    expect(login.status).toBe(401);
    const reactivated = await server.req('PUT', `/api/users/${worker.id}/status`, {
      token: admin,
      body: { is_active: true },
    });
    expect(reactivated.status).toBe(409);
    expect(reactivated.body.message).toBe(PRIVACY_MSG.anonymizedAccount);
  });
});
