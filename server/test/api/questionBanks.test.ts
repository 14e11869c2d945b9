/**
 * Question banks (issue 21), against the real server: banks per course or shared, questions of
 * every type with their rules (one right option, some but not all right, Verdadeiro/Falso, a
 * scenario's items), edits that rewrite a question's options, and removals that take a question's
 * parts with it; nothing half-written after a refusal.
 */
import { BANK_MSG } from '@trilha/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BankOption, BankQuestion } from '../../src/models';
import { startTestServer, type TestServer } from './support';

let server: TestServer;
let admin: string;
let bankId = 0;
let courseId = 0;

const option = (text: string, isCorrect = false) => ({ text, isCorrect });
const add = (body: Record<string, unknown>) =>
  server.req('POST', `/api/question-banks/${bankId}/questions`, { token: admin, body });

beforeAll(async () => {
  server = await startTestServer('question-banks');
  admin = await server.adminToken();
  courseId = (await server.req('POST', '/api/courses', { token: admin, body: { title: 'NR-35 Altura' } })).body
    .courseId;
});
afterAll(() => server?.close());

describe('question banks', () => {
  it('creates a bank of a course and refuses a short title or an unknown course', async () => {
    const short = await server.req('POST', '/api/question-banks', { token: admin, body: { title: 'NR' } });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(BANK_MSG.title);
    const orphan = await server.req('POST', '/api/question-banks', {
      token: admin,
      body: { title: 'Banco órfão', course_id: 999999 },
    });
    expect(orphan.status).toBe(404);
    const created = await server.req('POST', '/api/question-banks', {
      token: admin,
      body: { title: 'Trabalho em altura', course_id: courseId },
    });
    expect(created.status).toBe(201);
    expect(created.body.bank).toMatchObject({ course_title: 'NR-35 Altura', question_count: 0, topics: [] });
    bankId = created.body.bank.id;
  });

  it('keeps a question of each type, and refuses each broken one with its reason', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ type: 'single', text: 'Sem correta', options: [option('A'), option('B')] }, BANK_MSG.oneCorrect],
      [
        { type: 'multiple', text: 'Todas certas', options: [option('A', true), option('B', true)] },
        BANK_MSG.someCorrect,
      ],
      [{ type: 'true_false', text: 'Sim ou não', options: [option('Sim', true), option('Não')] }, BANK_MSG.trueFalse],
      [{ type: 'scenario', text: 'Situação sem itens', items: [] }, BANK_MSG.items],
      [{ type: 'single', text: 'Uma só', options: [option('A', true)] }, BANK_MSG.optionsCount],
      [{ type: 'essay', text: 'Dissertativa', options: [] }, BANK_MSG.type],
    ];
    for (const [body, message] of refusals) {
      const res = await add(body);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await BankQuestion.count()).toBe(0);

    const single = await add({
      type: 'single',
      topic: 'Ancoragem',
      text: 'Onde ancorar o talabarte?',
      options: [option('Acima da cintura', true), option('Nos pés')],
      explanation: 'Acima da cintura reduz a queda livre.',
    });
    expect(single.status).toBe(201);
    const multiple = await add({
      type: 'multiple',
      topic: 'EPI',
      text: 'Quais itens compõem o sistema de proteção?',
      points: 2,
      partial_credit: true,
      options: [option('Cinturão paraquedista', true), option('Talabarte', true), option('Boné')],
    });
    expect(multiple.body.question).toMatchObject({ points: 2, partial_credit: true });
    const trueFalse = await add({
      type: 'true_false',
      topic: 'EPI',
      text: 'O cinto abdominal serve para trabalho em altura.',
      options: [option('Verdadeiro'), option('Falso', true)],
    });
    expect(trueFalse.status).toBe(201);
    const scenario = await add({
      type: 'scenario',
      topic: 'Resgate',
      text: 'Um colega ficou suspenso pelo cinturão após uma queda.',
      items: [
        { text: 'Qual o primeiro passo?', options: [option('Acionar o plano de resgate', true), option('Esperar')] },
        { text: 'Em quanto tempo agir?', options: [option('O quanto antes', true), option('Em uma hora')] },
      ],
    });
    expect(scenario.body.question.items).toHaveLength(2);
    expect(scenario.body.question.items[0].options[0]).toMatchObject({
      text: 'Acionar o plano de resgate',
      isCorrect: true,
    });

    const bank = await server.req('GET', `/api/question-banks/${bankId}`, { token: admin });
    expect(bank.body.bank).toMatchObject({
      question_count: 4,
      topics: [
        { topic: 'Ancoragem', count: 1 },
        { topic: 'EPI', count: 2 },
        { topic: 'Resgate', count: 1 },
      ],
    });
    expect(bank.body.questions.map((q: { type: string }) => q.type)).toEqual([
      'single',
      'multiple',
      'true_false',
      'scenario',
    ]);
    // Partial credit means something only for multiple answers.
    expect(bank.body.questions[0].partial_credit).toBe(false);
  });

  it('rewrites a question with its new options, and removes a scenario with its items and options', async () => {
    const bank = (await server.req('GET', `/api/question-banks/${bankId}`, { token: admin })).body;
    const [single, , , scenario] = bank.questions as { id: number; options: { id: number }[] }[];
    const edited = await server.req('PUT', `/api/question-banks/${bankId}/questions/${single?.id}`, {
      token: admin,
      body: {
        type: 'single',
        topic: 'Ancoragem',
        text: 'Onde ancorar o talabarte, segundo a NR-35?',
        options: [option('Em ponto acima da cintura', true), option('No guarda-corpo'), option('Nos pés')],
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.question.options.map((o: { text: string }) => o.text)).toEqual([
      'Em ponto acima da cintura',
      'No guarda-corpo',
      'Nos pés',
    ]);
    expect(await BankOption.count({ where: { id: single?.options.map((o) => o.id) } })).toBe(0);

    const broken = await server.req('PUT', `/api/question-banks/${bankId}/questions/${single?.id}`, {
      token: admin,
      body: { type: 'single', text: 'Sem correta', options: [option('A'), option('B')] },
    });
    expect(broken.status).toBe(400);
    expect((await BankQuestion.findByPk(single?.id))?.text).toBe('Onde ancorar o talabarte, segundo a NR-35?');

    const gone = await server.req('DELETE', `/api/question-banks/${bankId}/questions/${scenario?.id}`, {
      token: admin,
    });
    expect(gone.status).toBe(200);
    expect(await BankQuestion.count({ where: { parent_id: scenario?.id } })).toBe(0);
    const other = await server.req('POST', '/api/question-banks', {
      token: admin,
      body: { title: 'Banco compartilhado' },
    });
    const wrongBank = await server.req('DELETE', `/api/question-banks/${other.body.bank.id}/questions/${single?.id}`, {
      token: admin,
    });
    expect(wrongBank.status).toBe(404);
    expect(wrongBank.body.message).toBe(BANK_MSG.questionNotFound);
  });

  it('keeps a bank an assessment draws from, and deletes it with all its questions once none does', async () => {
    const drawing = await server.req('POST', '/api/assessments', {
      token: admin,
      body: { course_id: courseId, title: 'Sorteada', draw_rules: [{ bank_id: bankId, count: 1 }] },
    });
    expect(drawing.status).toBe(201);
    const kept = await server.req('DELETE', `/api/question-banks/${bankId}`, { token: admin });
    expect(kept.status).toBe(409);
    expect(kept.body.message).toBe(BANK_MSG.inUse);
    expect(await BankQuestion.count({ where: { bank_id: bankId } })).toBeGreaterThan(0);
    await server.req('DELETE', `/api/assessments/${drawing.body.assessmentId}`, { token: admin });
    const res = await server.req('DELETE', `/api/question-banks/${bankId}`, { token: admin });
    expect(res.status).toBe(200);
    expect(await BankQuestion.count({ where: { bank_id: bankId } })).toBe(0);
    expect((await server.req('GET', `/api/question-banks/${bankId}`, { token: admin })).status).toBe(404);
  });
});
