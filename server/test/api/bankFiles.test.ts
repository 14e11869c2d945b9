/**
 * Question banks' pictures, files and replays (issue 21), against the real server: a picture is
 * judged by its bytes (a text file called PNG is refused, nothing written), kept, replaced or
 * removed by the `image` field, and a stored attempt keeps showing the picture it drew; a bank goes
 * out as CSV in the documented columns and as the platform's JSON (pictures inside) and comes back
 * in through an import that is all or nothing, with a dry run reporting problems by line; a
 * finished attempt is replayed exactly as it was shown, after the bank changed.
 */
import { BANK_CSV_COLUMNS, BANK_MSG, type BankExport, type BankImportReport } from '@trilha/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BankQuestion } from '../../src/models';
import { fileForm, PNG } from './fixtures';
import { activeUser, type CreatedUser, completeLesson, startTestServer, type TestServer } from './support';

let server: TestServer;
let admin: string;
let courseId = 0;
let lessonId = 0;
let bankId = 0;

const option = (text: string, isCorrect = false) => ({ text, isCorrect });
const pngUrl = `data:image/png;base64,${PNG.toString('base64')}`;
const newBank = async (title: string) =>
  (await server.req('POST', '/api/question-banks', { token: admin, body: { title, course_id: courseId } })).body.bank
    .id as number;
const addQuestion = (bank: number, body: Record<string, unknown>) =>
  server.req('POST', `/api/question-banks/${bank}/questions`, { token: admin, body });
const importFile = (bank: number, content: string | Buffer, name: string, dryRun: boolean) =>
  server.req<{ message: string; report: BankImportReport; errors?: { msg: string }[] }>(
    'POST',
    `/api/question-banks/${bank}/import`,
    { token: admin, form: fileForm('file', Buffer.from(content), name, { dry_run: String(dryRun) }) },
  );
const questionsOf = async (bank: number) =>
  (await server.req('GET', `/api/question-banks/${bank}`, { token: admin })).body.questions as {
    id: number;
    type: string;
    text: string;
    image_url: string | null;
    options: { text: string; isCorrect: boolean }[];
    items: { text: string; options: { text: string; isCorrect: boolean }[] }[];
  }[];

async function learner(name: string): Promise<CreatedUser> {
  const user = await activeUser(server, { name });
  await server.req('POST', `/api/courses/${courseId}/enroll`, { token: admin, body: { userId: user.id } });
  await completeLesson(server, user, lessonId);
  return user;
}

beforeAll(async () => {
  server = await startTestServer('bank-files');
  admin = await server.adminToken();
  courseId = (await server.req('POST', '/api/courses', { token: admin, body: { title: 'NR-10', status: 'published' } }))
    .body.courseId;
  const content = await server.req('PUT', `/api/courses/${courseId}/content`, {
    token: admin,
    body: { modules: [{ title: 'Módulo 1', lessons: [{ title: 'Aula 1', video_type: 'youtube', duration: 0 }] }] },
  });
  lessonId = content.body.course.modules[0].lessons[0].id;
  bankId = await newBank('Eletricidade');
});
afterAll(() => server?.close());

describe('question pictures', () => {
  it('keeps a PNG by its bytes, refuses a text file called PNG, and keeps, replaces or removes it', async () => {
    const before = await BankQuestion.count();
    const fake = await addQuestion(bankId, {
      type: 'single',
      text: 'Qual é a placa?',
      image: `data:image/png;base64,${Buffer.from('não sou uma imagem').toString('base64')}`,
      options: [option('Perigo', true), option('Saída')],
    });
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe(BANK_MSG.image);
    const notDataUrl = await addQuestion(bankId, {
      type: 'single',
      text: 'Qual é a placa?',
      image: 'https://exemplo.com/placa.png',
      options: [option('Perigo', true), option('Saída')],
    });
    expect(notDataUrl.body.message).toBe(BANK_MSG.image);
    expect(await BankQuestion.count()).toBe(before);

    // declared as JPEG: the bytes say PNG, and PNG is what is stored
    const created = await addQuestion(bankId, {
      type: 'single',
      topic: 'Sinalização',
      text: 'Qual é a placa?',
      image: `data:image/jpeg;base64,${PNG.toString('base64')}`,
      options: [option('Perigo: alta tensão', true), option('Saída de emergência')],
    });
    expect(created.status).toBe(201);
    const url = created.body.question.image_url as string;
    expect(url).toMatch(/^\/api\/uploads\/questions\/[0-9a-f]{32}\.png$/);
    const served = await fetch(server.url + url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    const qid = created.body.question.id;
    const put = (image: unknown) =>
      server.req('PUT', `/api/question-banks/${bankId}/questions/${qid}`, {
        token: admin,
        body: {
          type: 'single',
          topic: 'Sinalização',
          text: 'Qual é a placa?',
          options: [option('Perigo: alta tensão', true), option('Saída de emergência')],
          ...(image === undefined ? {} : { image }),
        },
      });
    expect((await put(undefined)).body.question.image_url).toBe(url);
    expect((await put(url)).body.question.image_url).toBe(url);
    const replaced = (await put(pngUrl)).body.question.image_url;
    expect(replaced).not.toBe(url);
    // the first picture stays served: an attempt that drew it still shows it
    expect((await fetch(server.url + url)).status).toBe(200);
    expect((await put(null)).body.question.image_url).toBeNull();
    await put(pngUrl);
  });
});

describe('export and import', () => {
  it('exports every type as CSV in the documented columns', async () => {
    await addQuestion(bankId, {
      type: 'multiple',
      topic: 'EPI',
      text: 'Quais EPIs para NR-10?',
      points: 2,
      partial_credit: true,
      explanation: 'Luvas isolantes e vestimenta antichama; "botina comum" não isola.',
      options: [option('Luvas isolantes', true), option('Vestimenta antichama', true), option('Boné')],
    });
    await addQuestion(bankId, {
      type: 'true_false',
      text: 'Desenergizar dispensa o bloqueio.',
      options: [option('Verdadeiro'), option('Falso', true)],
    });
    await addQuestion(bankId, {
      type: 'scenario',
      text: 'Um colega encosta num barramento energizado.\nEle está consciente.',
      items: [
        { text: 'O que fazer primeiro?', options: [option('Desligar a fonte', true), option('Puxá-lo com a mão')] },
        { text: 'Depois?', options: [option('Chamar o socorro', true), option('Dar água')] },
      ],
    });
    const res = await server.req<string>('GET', `/api/question-banks/${bankId}/export?format=csv`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/banco-eletricidade-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(BANK_CSV_COLUMNS.join(';'));
    expect(lines[1]).toBe('unica;Sinalização;Qual é a placa?;1;;;A;Perigo: alta tensão;Saída de emergência;;;;');
    expect(lines[2]).toBe(
      'multipla;EPI;Quais EPIs para NR-10?;2;sim;"Luvas isolantes e vestimenta antichama; ""botina comum"" não isola.";"A;B";Luvas isolantes;Vestimenta antichama;Boné;;;',
    );
    expect(lines[3]).toBe('verdadeiro_falso;;Desenergizar dispensa o bloqueio.;1;;;B;Verdadeiro;Falso;;;;');
    expect(lines[4]).toBe('situacao;;"Um colega encosta num barramento energizado.\nEle está consciente.";1;;;;;;;;;');
    expect(lines[5]).toBe('item;;O que fazer primeiro?;;;;A;Desligar a fonte;Puxá-lo com a mão;;;;');
  });

  it('brings its own CSV back into another bank as the same questions', async () => {
    const csv = (await server.req<string>('GET', `/api/question-banks/${bankId}/export?format=csv`, { token: admin }))
      .body;
    const copy = await newBank('Cópia por CSV');
    const dry = await importFile(copy, csv, 'banco.csv', true);
    expect(dry.status).toBe(200);
    expect(dry.body.report).toMatchObject({
      dry_run: true,
      format: 'csv',
      total: 4,
      by_type: { single: 1, multiple: 1, true_false: 1, scenario: 1 },
      topics: ['EPI', 'Sinalização'],
      issues: [],
      imported: 0,
    });
    expect(dry.body.message).toBe(BANK_MSG.importChecked(4));
    expect(await questionsOf(copy)).toHaveLength(0);
    const done = await importFile(copy, csv, 'banco.csv', false);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(BANK_MSG.imported(4));
    const strip = (qs: Awaited<ReturnType<typeof questionsOf>>) =>
      qs.map(({ type, text, options, items }) => ({
        type,
        text,
        options: options.map(({ text, isCorrect }) => ({ text, isCorrect })),
        items: items.map((i) => ({
          text: i.text,
          options: i.options.map(({ text, isCorrect }) => ({ text, isCorrect })),
        })),
      }));
    expect(strip(await questionsOf(copy))).toEqual(strip(await questionsOf(bankId)));
  });

  it('carries pictures in the JSON export and back', async () => {
    const res = await server.req<BankExport>('GET', `/api/question-banks/${bankId}/export?format=json`, {
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ format: 'trilha-question-bank', version: 1, title: 'Eletricidade' });
    expect(res.body.questions).toHaveLength(4);
    expect(res.body.questions[0]?.image).toBe(pngUrl);
    const copy = await newBank('Cópia por JSON');
    const done = await importFile(copy, JSON.stringify(res.body), 'banco.json', false);
    expect(done.body.report).toMatchObject({ format: 'json', imported: 4, issues: [] });
    const [first] = await questionsOf(copy);
    expect(first?.image_url).toMatch(/^\/api\/uploads\/questions\//);
    const served = await fetch(server.url + (first?.image_url as string));
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('reports every problem by line and imports nothing from a file with any', async () => {
    const header = BANK_CSV_COLUMNS.join(';');
    const csv = [
      header,
      'unica;Bloqueio;Quem bloqueia?;1;;;A;O eletricista autorizado;Qualquer um',
      'unica;Bloqueio;"Sem correta,\nem duas linhas";1;;;;Um;Dois',
      'multipla;;Todas certas;1;;;"A;B";Um;Dois',
      'dissertativa;;Explique;1;;;;;',
      'item;;Item solto;1;;;A;Um;Dois',
      'verdadeiro_falso;;O disjuntor é uma chave;1;;;V;;',
    ].join('\r\n');
    const bank = await newBank('Importação com problemas');
    const dry = await importFile(bank, csv, 'banco.csv', true);
    expect(dry.status).toBe(200);
    const lines = dry.body.report.issues.map((i) => [i.line, i.field, i.problem]);
    expect(lines).toEqual([
      [3, 'alternativas', BANK_MSG.oneCorrect],
      [5, 'alternativas', BANK_MSG.someCorrect],
      [6, 'tipo', expect.stringContaining("Tipo desconhecido: 'dissertativa'")],
      [7, 'tipo', 'Um item precisa vir logo abaixo da sua situação-problema.'],
    ]);
    expect(dry.body.report.by_type).toMatchObject({ single: 1, true_false: 1 });
    const real = await importFile(bank, csv, 'banco.csv', false);
    expect(real.status).toBe(400);
    expect(real.body.message).toBe(BANK_MSG.importIssues(4));
    expect(real.body.errors?.[0]?.msg).toBe(`Linha 3 — alternativas: ${BANK_MSG.oneCorrect}`);
    expect(await questionsOf(bank)).toHaveLength(0);
  });

  it('refuses a picture that is not one inside a JSON file, an empty file and a bank that does not exist', async () => {
    const bank = await newBank('Importação de JSON');
    const doc = {
      questions: [
        {
          type: 'single',
          text: 'Com figura falsa',
          image: 'data:image/png;base64,AAAA',
          options: [option('A', true), option('B')],
        },
      ],
    };
    const dry = await importFile(bank, JSON.stringify(doc), 'banco.json', true);
    expect(dry.body.report.issues).toEqual([{ line: 1, field: 'imagem', problem: BANK_MSG.image }]);
    const empty = await importFile(bank, `${BANK_CSV_COLUMNS.join(';')}\r\n`, 'vazio.csv', true);
    expect(empty.body.report.issues).toEqual([{ line: 0, field: 'arquivo', problem: BANK_MSG.importEmpty }]);
    const broken = await importFile(bank, '{"questions": [', 'quebrado.json', true);
    expect(broken.body.report.issues[0]?.problem).toMatch(/^JSON malformado/);
    const ghost = await importFile(999999, 'tipo;enunciado', 'x.csv', true);
    expect(ghost.status).toBe(404);
    expect(await questionsOf(bank)).toHaveLength(0);
  });
});

describe('attempt replay', () => {
  it('shows a finished attempt as it was drawn, after the bank changed, to its learner and admins only', async () => {
    const bank = await newBank('Replay');
    const q = await addQuestion(bank, {
      type: 'single',
      text: 'Tensão de segurança?',
      image: pngUrl,
      explanation: 'Extrabaixa tensão.',
      options: [option('Até 50 V CA', true), option('Até 500 V CA')],
    });
    const created = await server.req('POST', '/api/assessments', {
      token: admin,
      body: {
        course_id: courseId,
        title: 'Prova sorteada',
        time_limit: 30,
        passing_score: 60,
        max_attempts: null,
        draw_rules: [{ bank_id: bank, count: 1 }],
      },
    });
    const id = created.body.assessmentId;
    const ana = await learner('Ana Replay');
    const bia = await learner('Bia Outra');
    const start = await server.req('POST', `/api/assessments/${id}/start`, { token: ana.token });
    const shown = start.body.assessment.questions[0];
    expect(shown.image_url).toBe(q.body.question.image_url);
    expect(shown.options.every((o: Record<string, unknown>) => !('is_correct' in o))).toBe(true);
    const open = await server.req('GET', `/api/assessments/${id}/attempts/${start.body.attemptId}`, {
      token: ana.token,
    });
    expect(open.status).toBe(409);

    const right = shown.options.find((o: { option_text: string }) => o.option_text === 'Até 50 V CA').id;
    await server.req('POST', `/api/assessments/${id}/submit`, {
      token: ana.token,
      body: { attemptId: start.body.attemptId, answers: { [shown.id]: right } },
    });
    await server.req('PUT', `/api/question-banks/${bank}/questions/${q.body.question.id}`, {
      token: admin,
      body: { type: 'single', text: 'Texto mudado', image: null, options: [option('X', true), option('Y')] },
    });

    const path = `/api/assessments/${id}/attempts/${start.body.attemptId}`;
    for (const token of [ana.token, admin]) {
      const replay = await server.req('GET', path, { token });
      expect(replay.status).toBe(200);
      expect(replay.body.attempt).toMatchObject({
        id: start.body.attemptId,
        user_name: 'Ana Replay',
        status: 'completed',
      });
      const [question] = replay.body.questions;
      expect(question).toMatchObject({ question_text: 'Tensão de segurança?', image_url: shown.image_url });
      expect(question.options).toEqual(
        shown.options.map((o: { id: number; option_text: string }) => ({
          ...o,
          is_correct: o.option_text === 'Até 50 V CA',
        })),
      );
      expect(replay.body.result.results[0]).toMatchObject({
        selected_option_id: right,
        is_correct: true,
        explanation: 'Extrabaixa tensão.',
      });
    }
    expect((await server.req('GET', path, { token: bia.token })).status).toBe(404);
    expect((await server.req('GET', `/api/assessments/${id}/attempts/999999`, { token: admin })).status).toBe(404);
  });
});
