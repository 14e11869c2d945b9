/**
 * Assessments drawn from question banks (issue 21), against the real server: the draw and the
 * shuffles happen on the server when an attempt opens, the paper is stored with the attempt (a
 * later bank edit changes nothing of it), nothing in the opening answer hints at the right
 * option, only the drawn questions may be answered, and every type is graded (multiple answers
 * all-or-nothing or with partial credit, a scenario's items, verdadeiro ou falso).
 */
import { ASSESSMENT_MSG } from '@trilha/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paperFor } from '../../src/commands/assessmentPaper';
import { Assessment, AssessmentAttempt } from '../../src/models';
import { activeUser, type CreatedUser, completeLesson, startTestServer, type TestServer } from './support';

let server: TestServer;
let admin: string;
let courseId = 0;
let lessonId = 0;
let bigBank = 0;
let typesBank = 0;

const option = (text: string, isCorrect = false) => ({ text, isCorrect });
const addQuestion = (bank: number, body: Record<string, unknown>) =>
  server.req('POST', `/api/question-banks/${bank}/questions`, { token: admin, body });
const assessment = (body: Record<string, unknown>) =>
  server.req('POST', '/api/assessments', {
    token: admin,
    body: {
      course_id: courseId,
      title: 'Avaliação sorteada',
      time_limit: 30,
      passing_score: 60,
      max_attempts: null,
      ...body,
    },
  });

async function learner(name: string): Promise<CreatedUser> {
  const user = await activeUser(server, { name });
  await server.req('POST', `/api/courses/${courseId}/enroll`, { token: admin, body: { userId: user.id } });
  await completeLesson(server, user, lessonId);
  return user;
}

beforeAll(async () => {
  server = await startTestServer('assessment-draws');
  admin = await server.adminToken();
  courseId = (await server.req('POST', '/api/courses', { token: admin, body: { title: 'NR-35', status: 'published' } }))
    .body.courseId;
  const content = await server.req('PUT', `/api/courses/${courseId}/content`, {
    token: admin,
    body: { modules: [{ title: 'Módulo 1', lessons: [{ title: 'Aula 1', video_type: 'youtube', duration: 0 }] }] },
  });
  lessonId = content.body.course.modules[0].lessons[0].id;
  bigBank = (await server.req('POST', '/api/question-banks', { token: admin, body: { title: 'Quarenta questões' } }))
    .body.bank.id;
  for (let i = 1; i <= 40; i++) {
    await addQuestion(bigBank, {
      type: 'single',
      topic: i <= 20 ? 'Ancoragem' : 'Resgate',
      text: `Questão ${i}`,
      options: [option(`Certa ${i}`, true), option(`Errada A ${i}`), option(`Errada B ${i}`), option(`Errada C ${i}`)],
    });
  }
  typesBank = (await server.req('POST', '/api/question-banks', { token: admin, body: { title: 'Tipos' } })).body.bank
    .id;
  await addQuestion(typesBank, {
    type: 'multiple',
    text: 'Quais compõem o sistema?',
    points: 2,
    partial_credit: true,
    options: [option('Cinturão', true), option('Talabarte', true), option('Boné')],
  });
  await addQuestion(typesBank, {
    type: 'true_false',
    text: 'Cinto abdominal serve para altura.',
    options: [option('Verdadeiro'), option('Falso', true)],
    explanation: 'Só o cinturão paraquedista.',
  });
  await addQuestion(typesBank, {
    type: 'scenario',
    text: 'Colega suspenso após queda.',
    points: 2,
    items: [
      { text: 'Primeiro passo?', options: [option('Plano de resgate', true), option('Esperar')] },
      { text: 'Quando?', options: [option('Já', true), option('Amanhã')] },
    ],
  });
});
afterAll(() => server?.close());

describe('draw rules', () => {
  it('refuses a draw the bank cannot give, and a bank that does not exist', async () => {
    const tooMany = await assessment({ draw_rules: [{ bank_id: bigBank, topic: 'Resgate', count: 21 }] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(ASSESSMENT_MSG.drawTooMany('Quarenta questões', 'Resgate', 20, 21));
    const twice = await assessment({
      draw_rules: [
        { bank_id: bigBank, count: 30 },
        { bank_id: bigBank, count: 11 },
      ],
    });
    expect(twice.status).toBe(400);
    const ghost = await assessment({ draw_rules: [{ bank_id: 999999, count: 1 }] });
    expect(ghost.body.message).toBe(ASSESSMENT_MSG.drawBankNotFound);
  });

  it('draws 10 of 40 into at least 900 distinct sets in 1 000 papers, every option position used', async () => {
    const created = await assessment({
      title: 'Mil sorteios',
      draw_rules: [{ bank_id: bigBank, count: 10 }],
      shuffle_questions: true,
      shuffle_options: true,
    });
    expect(created.status).toBe(201);
    const a = (await Assessment.findByPk(created.body.assessmentId)) as Assessment;
    const sets = new Set<string>();
    const rightAt = new Set<number>();
    for (let i = 0; i < 1000; i++) {
      const paper = await paperFor(a, []);
      expect(paper).toHaveLength(10);
      sets.add(
        paper
          .map((q) => q.id)
          .sort((x, y) => x - y)
          .join(','),
      );
      for (const q of paper) rightAt.add(q.options.findIndex((o) => o.correct));
    }
    expect(sets.size).toBeGreaterThanOrEqual(900);
    expect([...rightAt].sort()).toEqual([0, 1, 2, 3]);
  });
});

describe('an attempt of a drawn assessment', () => {
  let assessmentId = 0;
  let ana: CreatedUser;
  let bruno: CreatedUser;

  beforeAll(async () => {
    const created = await assessment({
      title: 'Sorteio com tipos',
      draw_rules: [
        { bank_id: bigBank, topic: 'Ancoragem', count: 5 },
        { bank_id: typesBank, count: 3 },
      ],
      shuffle_options: true,
    });
    assessmentId = created.body.assessmentId;
    ana = await learner('Ana Sorteio');
    bruno = await learner('Bruno Sorteio');
  });

  it('opens with the drawn questions and nothing that tells the right option', async () => {
    const start = await server.req('POST', `/api/assessments/${assessmentId}/start`, { token: ana.token });
    expect(start.status).toBe(200);
    const raw = JSON.stringify(start.body);
    expect(raw).not.toMatch(/is_correct|"correct"|explanation|points_earned/);
    // Shown texts are the bank's own, so the right option is only told by its text, as on paper.
    expect(raw).toContain('Errada A');
    const questions = start.body.assessment.questions as { question_type: string; options: { id: number }[] }[];
    expect(questions).toHaveLength(8);
    expect(new Set(questions.map((q) => q.question_type))).toEqual(
      new Set(['single', 'multiple', 'true_false', 'scenario']),
    );
    // The option ids are made for the attempt: six random digits, not the bank's sequence.
    for (const q of questions) for (const o of q.options) expect(String(o.id)).toMatch(/^\d{6}$/);
    const again = await server.req('POST', `/api/assessments/${assessmentId}/start`, { token: ana.token });
    expect(again.body.assessment.questions).toEqual(start.body.assessment.questions);
    const other = await server.req('POST', `/api/assessments/${assessmentId}/start`, { token: bruno.token });
    expect(other.body.assessment.questions).not.toEqual(start.body.assessment.questions);
  });

  it('refuses answers to questions this attempt did not draw', async () => {
    const start = await server.req('POST', `/api/assessments/${assessmentId}/start`, { token: bruno.token });
    const anas = await AssessmentAttempt.findOne({ where: { user_id: ana.id } });
    const foreign = (JSON.parse(anas?.paper ?? '[]') as { id: number; options: { id: number }[] }[])[0];
    const res = await server.req('POST', `/api/assessments/${assessmentId}/submit`, {
      token: bruno.token,
      body: { attemptId: start.body.attemptId, answers: { [String(foreign?.id)]: foreign?.options[0]?.id } },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ASSESSMENT_MSG.unknownAnswer);
  });

  it('grades every type from the stored paper, which a later bank edit does not change', async () => {
    const start = await server.req('POST', `/api/assessments/${assessmentId}/start`, { token: ana.token });
    const attempt = (await AssessmentAttempt.findByPk(start.body.attemptId)) as AssessmentAttempt;
    type P = {
      id: number;
      type: string;
      points: number;
      options: { id: number; correct: boolean }[];
      items: { id: number; options: { id: number; correct: boolean }[] }[];
    };
    const paper = JSON.parse(attempt.paper ?? '[]') as P[];
    // Rewriting the bank now changes nothing of this attempt.
    const bank = await server.req('GET', `/api/question-banks/${typesBank}`, { token: admin });
    const tf = bank.body.questions.find((q: { type: string }) => q.type === 'true_false');
    await server.req('PUT', `/api/question-banks/${typesBank}/questions/${tf.id}`, {
      token: admin,
      body: { type: 'true_false', text: 'Texto novo', options: [option('Verdadeiro', true), option('Falso')] },
    });
    expect((await AssessmentAttempt.findByPk(attempt.id))?.paper).toBe(attempt.paper);

    // Right everywhere, except: the multiple answer with one right and one wrong choice (partial: 0 of 2),
    // and one scenario item wrong (1 of 2 points).
    const answers: Record<string, number | number[]> = {};
    for (const q of paper) {
      const right = q.options.filter((o) => o.correct).map((o) => o.id);
      const wrong = q.options.filter((o) => !o.correct).map((o) => o.id);
      if (q.type === 'multiple') answers[q.id] = [right[0] as number, wrong[0] as number];
      else if (q.type === 'scenario') {
        const [first, second] = q.items;
        answers[String(first?.id)] = first?.options.find((o) => o.correct)?.id as number;
        answers[String(second?.id)] = second?.options.find((o) => !o.correct)?.id as number;
      } else answers[q.id] = right[0] as number;
    }
    const res = await server.req('POST', `/api/assessments/${assessmentId}/submit`, {
      token: ana.token,
      body: { attemptId: attempt.id, answers },
    });
    expect(res.status).toBe(200);
    // Points: 5 single (5) + multiple (0 of 2) + true/false (1) + scenario (1 of 2) = 7 of 10.
    expect(res.body).toMatchObject({ score: 70, correctAnswers: 6, totalQuestions: 8, passed: true });
    const tfResult = res.body.results.find(
      (r: { explanation?: string }) => r.explanation === 'Só o cinturão paraquedista.',
    );
    expect(tfResult).toMatchObject({ is_correct: true, points_earned: 1 });
    const multiple = res.body.results.find((r: { correct_option_ids?: number[] }) => r.correct_option_ids);
    expect(multiple).toMatchObject({ is_correct: false, points: 2, points_earned: 0 });
    expect(multiple.selected_option_ids).toHaveLength(2);
  });

  it('shows the item statistics of the finished attempts, each against the paper it showed', async () => {
    // Bruno answers nothing: the lower group, wrong everywhere.
    const start = await server.req('POST', `/api/assessments/${assessmentId}/start`, { token: bruno.token });
    await server.req('POST', `/api/assessments/${assessmentId}/submit`, {
      token: bruno.token,
      body: { attemptId: start.body.attemptId, answers: {} },
    });
    const stats = await server.req('GET', `/api/assessments/${assessmentId}/item-stats`, { token: admin });
    expect(stats.status).toBe(200);
    expect(stats.body.attempts).toBe(2);
    const tf = stats.body.items.find((i: { type: string }) => i.type === 'true_false');
    // Drawn twice, right once (Ana, the upper group), wrong once (Bruno, the lower one).
    expect(tf).toMatchObject({ drawn: 2, correct_rate: 0.5, discrimination: 1, flag: null });
    const multiple = stats.body.items.find((i: { type: string }) => i.type === 'multiple');
    expect(multiple).toMatchObject({ drawn: 2, correct_rate: 0, discrimination: 0 });
    const student = await server.req('GET', `/api/assessments/${assessmentId}/item-stats`, { token: ana.token });
    expect(student.status).toBe(403);
  });
});

describe('a bank edited while its assessment is being taken', () => {
  it('draws what the bank says at each start (a server keeps the candidates only until the bank changes)', async () => {
    const bank = (await server.req('POST', '/api/question-banks', { token: admin, body: { title: 'Uma questão' } }))
      .body.bank.id;
    const added = await addQuestion(bank, {
      type: 'single',
      text: 'Texto de antes',
      options: [option('Certa', true), option('Errada')],
    });
    expect(added.status).toBe(201);
    const created = await assessment({ title: 'Sorteio de uma', draw_rules: [{ bank_id: bank, count: 1 }] });
    const assessmentId = created.body.assessmentId;
    const texts = async (user: CreatedUser) => {
      const start = await server.req('POST', `/api/assessments/${assessmentId}/start`, { token: user.token });
      expect(start.status).toBe(200);
      await server.req('POST', `/api/assessments/${assessmentId}/submit`, {
        token: user.token,
        body: { attemptId: start.body.attemptId, answers: {} },
      });
      return (start.body.assessment.questions as { question_text: string }[]).map((q) => q.question_text);
    };
    expect(await texts(await learner('Carla Antes'))).toEqual(['Texto de antes']);
    const questionId = (await server.req('GET', `/api/question-banks/${bank}`, { token: admin })).body.questions[0].id;
    const edited = await server.req('PUT', `/api/question-banks/${bank}/questions/${questionId}`, {
      token: admin,
      body: { type: 'single', text: 'Texto de depois', options: [option('Certa', true), option('Errada')] },
    });
    expect(edited.status).toBe(200);
    expect(await texts(await learner('Davi Depois'))).toEqual(['Texto de depois']);
  });
});
