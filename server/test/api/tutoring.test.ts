/**
 * The tutoring channel (issue 26), against the real server: a worker asks on a lesson they may
 * study (text and an optional picture judged by its bytes), an assigned tutor answers from the
 * queue, the worker is e-mailed and sees the answer, and a FAQ shows to other students without the
 * asker's name. Another student's questions, a tutor of another course, bad text and files are
 * refused; questions past their due time show in the queue, the daily digest and the report.
 */

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TUTORING_MSG } from '@trilha/sdk/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queueTutoringDigests } from '../../src/jobs/tutoringDigest';
import { LessonQuestion, LessonQuestionAnswer, SystemLog } from '../../src/models';
import { addBusinessDays, isBusinessDay } from '../../src/services/businessDays';
import { advanceClock, now, resetClock } from '../../src/services/clock';
import { EXE, fileForm, PNG } from './fixtures';
import { activeUser, type CreatedUser, completeLesson, mailTo, startTestServer, type TestServer } from './support';
import { zipEntries } from './zipBytes';

let server: TestServer;
let admin: string;
let tutor: CreatedUser;
let otherTutor: CreatedUser;
let asker: CreatedUser;
let classmate: CreatedUser;
let outsider: CreatedUser;
let courseId = 0;
let otherCourseId = 0;
const lessons: number[] = [];
const companies = { a: 0, b: 0 };

async function course(title: string, lessonTitles: string[]) {
  const created = await server.req('POST', '/api/courses', { token: admin, body: { title, status: 'published' } });
  const content = await server.req('PUT', `/api/courses/${created.body.courseId}/content`, {
    token: admin,
    body: {
      modules: [
        { title: 'Módulo 1', lessons: lessonTitles.map((t) => ({ title: t, video_type: 'youtube', duration: 0 })) },
      ],
    },
  });
  return {
    id: created.body.courseId as number,
    lessons: content.body.course.modules[0].lessons.map((l: { id: number }) => l.id) as number[],
  };
}

const ask = (who: { token: string }, lessonId: number, body: unknown) =>
  server.req('POST', `/api/lessons/${lessonId}/questions`, { token: who.token, body });
const questionsOn = (who: { token: string }, lessonId: number) =>
  server.req('GET', `/api/lessons/${lessonId}/questions`, { token: who.token });
const queue = (token: string, query = '') => server.req('GET', `/api/tutoring/questions${query}`, { token });

beforeAll(async () => {
  server = await startTestServer('tutoring');
  admin = await server.adminToken();
  for (const key of ['a', 'b'] as const) {
    const name = key === 'a' ? 'Montagens Alfa' : 'Torres Beta';
    companies[key] = (await server.req('POST', '/api/companies', { token: admin, body: { name } })).body.company.id;
  }
  tutor = await activeUser(server, { role: 'instructor', name: 'Tutora Helena' });
  otherTutor = await activeUser(server, { role: 'instructor', name: 'Tutor Otávio' });
  const main = await course('NR-10 Segurança em Eletricidade', ['Bloqueio e etiquetagem', 'Aterramento temporário']);
  courseId = main.id;
  lessons.push(...main.lessons);
  otherCourseId = (await course('NR-35 Trabalho em Altura', ['Ancoragem'])).id;
  asker = await activeUser(server, { name: 'Ana Eletricista', company_id: companies.a });
  classmate = await activeUser(server, { name: 'Bruno Colega', company_id: companies.b });
  outsider = await activeUser(server, { name: 'Caio Sem Matrícula', company_id: companies.a });
  for (const w of [asker, classmate]) {
    await server.req('POST', `/api/courses/${courseId}/enroll`, { token: admin, body: { userId: w.id } });
  }
});
afterAll(() => server?.close());
afterEach(() => resetClock());

describe('a worker asks on a lesson', () => {
  it('keeps the question with its due time in São Paulo business days and shows it to the asker', async () => {
    const before = now();
    const res = await ask(asker, lessons[0] as number, {
      text: '  Posso usar o cadeado de outra equipe no bloqueio?  ',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(TUTORING_MSG.asked);
    expect(res.body.question).toMatchObject({
      text: 'Posso usar o cadeado de outra equipe no bloqueio?',
      status: 'open',
      faq: false,
      mine: true,
      image_url: null,
      answers: [],
    });
    const row = await LessonQuestion.findByPk(res.body.question.id);
    expect(row?.company_id).toBe(companies.a);
    expect(row?.response_days).toBe(2);
    const due = addBusinessDays(new Date(row?.created_at as Date), 2).getTime();
    expect(new Date(row?.due_at as Date).getTime()).toBe(due);
    expect(due).toBeGreaterThan(before.getTime() + 2 * 86_400_000 - 1000);

    const mine = await questionsOn(asker, lessons[0] as number);
    expect(mine.status).toBe(200);
    expect(mine.body.questions.map((q: { id: number }) => q.id)).toEqual([res.body.question.id]);
    expect(mine.body.faq).toEqual([]);
    const log = await SystemLog.findOne({ where: { action: 'DUVIDA_ENVIADA' }, order: [['id', 'DESC']] });
    expect(log?.description).toContain('Bloqueio e etiquetagem');
  });

  it("never shows one student's question to another, nor lets a stranger or a locked lesson in", async () => {
    const other = await questionsOn(classmate, lessons[0] as number);
    expect(other.status).toBe(200);
    expect(other.body).toEqual({ questions: [], faq: [] });
    expect((await questionsOn(outsider, lessons[0] as number)).status).toBe(403);
    expect((await ask(outsider, lessons[0] as number, { text: 'Posso perguntar sem matrícula?' })).status).toBe(403);
    // The second lesson opens when the first is completed.
    const locked = await ask(asker, lessons[1] as number, { text: 'Como faço o aterramento?' });
    expect(locked.status).toBe(403);
    await completeLesson(server, asker, lessons[0] as number);
    expect((await ask(asker, lessons[1] as number, { text: 'Como faço o aterramento temporário?' })).status).toBe(201);
    expect((await questionsOn(asker, 999_999)).status).toBe(404);
    // Admins answer from the queue; they do not ask.
    expect((await server.req('GET', `/api/lessons/${lessons[0]}/questions`, { token: admin })).status).toBe(403);
  });

  it('stores one kind of line break, whatever the form sent', async () => {
    const res = await server.req('POST', `/api/lessons/${lessons[0]}/questions`, {
      token: classmate.token,
      form: fileForm('image', PNG, 'quadro.png', { text: 'Primeira linha\r\nSegunda linha' }),
    });
    expect(res.status).toBe(201);
    expect(res.body.question.text).toBe('Primeira linha\nSegunda linha');
  });

  it('refuses empty and over-long text, and a file that is not a picture, writing nothing', async () => {
    const count = await LessonQuestion.count();
    for (const text of ['', '   ', 'oi', 'x'.repeat(10_000)]) {
      const res = await ask(asker, lessons[0] as number, { text });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(TUTORING_MSG.questionLength);
    }
    expect((await ask(asker, lessons[0] as number, {})).status).toBe(400);
    const exe = await server.req('POST', `/api/lessons/${lessons[0]}/questions`, {
      token: asker.token,
      form: fileForm('image', EXE, 'foto.png', { text: 'Segue a foto do painel' }),
    });
    expect(exe.status).toBe(415);
    expect(exe.body.message).toBe(TUTORING_MSG.image);
    expect(await LessonQuestion.count()).toBe(count);
  });

  it('takes a picture, served only by its signed link', async () => {
    const res = await server.req('POST', `/api/lessons/${lessons[0]}/questions`, {
      token: asker.token,
      form: fileForm('image', PNG, 'painel.png', { text: 'Este disjuntor está na posição certa?' }),
    });
    expect(res.status).toBe(201);
    const url = res.body.question.image_url as string;
    expect(url).toMatch(/^\/api\/uploads\/tutoring\/[0-9a-f]{32}\.png\?exp=\d+&sig=[0-9a-f]{64}$/);
    const image = await fetch(server.url + url);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await fetch(server.url + url.split('?')[0])).status).toBe(403);
    // Not under the public aliases either.
    expect((await fetch(`${server.url}${url.split('?')[0]?.replace('/api/uploads/', '/uploads/')}`)).status).toBe(404);
  });

  it('keeps HTML as text: the JSON carries it as written and the e-mail escapes it', async () => {
    const text = '<script>alert(1)</script> <img src=x onerror=alert(2)> o que é LOTO?';
    const res = await ask(classmate, lessons[0] as number, { text });
    expect(res.status).toBe(201);
    expect(res.body.question.text).toBe(text);
    const since = new Date();
    const answered = await server.req('POST', `/api/tutoring/questions/${res.body.question.id}/answers`, {
      token: admin,
      body: { text: 'LOTO é <b>bloqueio</b> e etiquetagem.' },
    });
    expect(answered.status).toBe(201);
    const mail = await mailTo(server, classmate.email, since);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('LOTO é &lt;b&gt;bloqueio&lt;/b&gt;');
  });
});

describe('tutors', () => {
  it('an admin assigns the course tutors and its response days; bad input is refused', async () => {
    const student = await server.req('PUT', `/api/courses/${courseId}/tutoring`, {
      token: admin,
      body: { tutor_ids: [asker.id], response_days: 2 },
    });
    expect(student.status).toBe(400);
    expect(student.body.message).toBe(TUTORING_MSG.tutorRole);
    const days = await server.req('PUT', `/api/courses/${courseId}/tutoring`, {
      token: admin,
      body: { tutor_ids: [tutor.id], response_days: 0 },
    });
    expect(days.status).toBe(400);
    expect(days.body.message).toBe(TUTORING_MSG.responseDays);
    expect(
      (
        await server.req('PUT', '/api/courses/999999/tutoring', {
          token: admin,
          body: { tutor_ids: [], response_days: 2 },
        })
      ).status,
    ).toBe(404);

    const ok = await server.req('PUT', `/api/courses/${courseId}/tutoring`, {
      token: admin,
      body: { tutor_ids: [tutor.id, tutor.id], response_days: 3 },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.tutoring).toMatchObject({
      course_id: courseId,
      response_days: 3,
      tutors: [{ id: tutor.id, name: 'Tutora Helena' }],
    });
    expect(
      (await server.req('GET', `/api/courses/${courseId}/tutoring`, { token: admin })).body.tutoring.response_days,
    ).toBe(3);
    // Questions asked from now on are due in 3 business days; the earlier ones keep their 2.
    const q = await ask(asker, lessons[0] as number, { text: 'Qual a distância segura da rede energizada?' });
    expect((await LessonQuestion.findByPk(q.body.question.id))?.response_days).toBe(3);
  });

  it('an instructor sees and answers only the courses they tutor', async () => {
    const theirs = await queue(tutor.token);
    expect(theirs.status).toBe(200);
    expect(theirs.body.questions.length).toBeGreaterThan(0);
    expect(theirs.body.questions.every((q: { course_id: number }) => q.course_id === courseId)).toBe(true);
    const first = theirs.body.questions[0];
    expect(first.asker).toMatchObject({ id: asker.id, name: 'Ana Eletricista' });
    expect(first.company).toEqual({ id: companies.a, name: 'Montagens Alfa' });
    expect(first.lesson_title).toBe('Bloqueio e etiquetagem');
    // Oldest first.
    const times = theirs.body.questions.map((q: { created_at: string }) => q.created_at);
    expect([...times].sort()).toEqual(times);

    const none = await queue(otherTutor.token);
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ questions: [], total: 0, courses: [] });
    expect(theirs.body.courses).toEqual([{ id: courseId, title: 'NR-10 Segurança em Eletricidade' }]);
    expect((await queue(otherTutor.token, `?course_id=${courseId}`)).status).toBe(403);
    const intruder = await server.req('POST', `/api/tutoring/questions/${first.id}/answers`, {
      token: otherTutor.token,
      body: { text: 'Resposta de quem não é tutor.' },
    });
    expect(intruder.status).toBe(404);
    expect(
      (
        await server.req('PUT', `/api/tutoring/questions/${first.id}`, {
          token: otherTutor.token,
          body: { status: 'closed' },
        })
      ).status,
    ).toBe(404);
    expect(await LessonQuestionAnswer.count({ where: { user_id: otherTutor.id } })).toBe(0);
    expect((await queue(asker.token)).status).toBe(403);
  });

  it('filters by status, course and company', async () => {
    const byCompany = await queue(admin, `?company_id=${companies.b}`);
    expect(byCompany.body.questions.length).toBeGreaterThan(0);
    expect(byCompany.body.questions.every((q: { company: { id: number } }) => q.company.id === companies.b)).toBe(true);
    const answered = await queue(admin, '?status=answered');
    expect(answered.body.questions.every((q: { status: string }) => q.status === 'answered')).toBe(true);
    expect((await queue(admin, `?course_id=${otherCourseId}`)).body.total).toBe(0);
    expect((await queue(admin, '?status=lida')).status).toBe(400);
  });

  it('the answer reaches the asker by e-mail and in the player, with the first-response time', async () => {
    const { body } = await queue(tutor.token, '?status=open');
    const question = body.questions.find((q: { asker: { id: number } }) => q.asker.id === asker.id);
    const since = new Date();
    const res = await server.req('POST', `/api/tutoring/questions/${question.id}/answers`, {
      token: tutor.token,
      body: { text: 'Não: cada trabalhador usa o próprio cadeado, com a própria etiqueta.' },
    });
    expect(res.status).toBe(201);
    expect(res.body.question).toMatchObject({ status: 'answered', overdue: false });
    expect(res.body.question.first_response_seconds).toBeGreaterThanOrEqual(0);
    const mail = await mailTo(server, asker.email, since);
    expect(mail.subject).toContain('Bloqueio e etiquetagem');
    expect(mail.text).toContain('cada trabalhador usa o próprio cadeado');
    const seen = await questionsOn(asker, lessons[0] as number);
    const mine = seen.body.questions.find((q: { id: number }) => q.id === question.id);
    expect(mine.answers).toEqual([
      expect.objectContaining({
        text: 'Não: cada trabalhador usa o próprio cadeado, com a própria etiqueta.',
        author_name: 'Tutora Helena',
      }),
    ]);
    // A second answer keeps the first-response time.
    const firstAt = (await LessonQuestion.findByPk(question.id))?.first_response_at;
    await server.req('POST', `/api/tutoring/questions/${question.id}/answers`, {
      token: admin,
      body: { text: 'Complemento.' },
    });
    expect((await LessonQuestion.findByPk(question.id))?.first_response_at).toEqual(firstAt);
    expect(
      (
        await server.req('POST', `/api/tutoring/questions/${question.id}/answers`, {
          token: tutor.token,
          body: { text: ' ' },
        })
      ).status,
    ).toBe(400);
  });

  it('a FAQ shows to the other students without the name; a closed question takes no answer until reopened', async () => {
    const open = (await queue(tutor.token, '?status=open')).body.questions[0];
    const early = await server.req('PUT', `/api/tutoring/questions/${open.id}`, {
      token: tutor.token,
      body: { faq: true },
    });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(TUTORING_MSG.faqNeedsAnswer);
    expect(
      (await server.req('PUT', `/api/tutoring/questions/${open.id}`, { token: tutor.token, body: {} })).status,
    ).toBe(400);

    const answered = (await queue(tutor.token, '?status=answered')).body.questions.find(
      (q: { asker: { id: number } }) => q.asker.id === asker.id,
    );
    const faq = await server.req('PUT', `/api/tutoring/questions/${answered.id}`, {
      token: tutor.token,
      body: { faq: true },
    });
    expect(faq.status).toBe(200);
    expect(faq.body.question.faq).toBe(true);
    const seen = await questionsOn(classmate, lessons[0] as number);
    const shown = seen.body.faq.find((q: { id: number }) => q.id === answered.id);
    expect(shown).toMatchObject({ mine: false, faq: true });
    expect(shown.answers.length).toBeGreaterThan(0);
    expect(JSON.stringify(seen.body.faq)).not.toContain('Ana Eletricista');
    expect(JSON.stringify(seen.body.faq)).not.toContain(asker.email);
    expect(Object.keys(shown)).not.toContain('asker');

    const closed = await server.req('PUT', `/api/tutoring/questions/${answered.id}`, {
      token: tutor.token,
      body: { status: 'closed' },
    });
    expect(closed.body.question).toMatchObject({ status: 'closed' });
    expect(closed.body.question.closed_at).not.toBeNull();
    const refused = await server.req('POST', `/api/tutoring/questions/${answered.id}/answers`, {
      token: tutor.token,
      body: { text: 'Mais uma.' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(TUTORING_MSG.closedNoAnswer);
    const reopened = await server.req('PUT', `/api/tutoring/questions/${answered.id}`, {
      token: tutor.token,
      body: { status: 'open' },
    });
    expect(reopened.body.question).toMatchObject({ status: 'open', closed_at: null });
    const log = await SystemLog.findOne({ where: { action: 'DUVIDA_ALTERADA' }, order: [['id', 'DESC']] });
    expect(log?.description).toBe(`Dúvida ${answered.id} reaberta`);
  });
});

describe('due times, digest and report', () => {
  it('questions past due show in the queue, the daily digest goes to their tutors, the report counts them', async () => {
    const late = await ask(classmate, lessons[0] as number, { text: 'Ninguém respondeu ainda: e o EPI para manobra?' });
    const otherCourse = await course('NR-06 EPI', ['Luvas isolantes']);
    await server.req('POST', `/api/courses/${otherCourse.id}/enroll`, { token: admin, body: { userId: classmate.id } });
    const orphan = await ask(classmate, otherCourse.lessons[0] as number, { text: 'Curso sem tutor: quem responde?' });
    expect(orphan.status).toBe(201);

    advanceClock(10 * 86_400);
    // A business day 10 days on (the digest does not run on weekends or holidays).
    while (!isBusinessDay(now())) advanceClock(86_400);
    const overdue = await queue(tutor.token, '?overdue=true');
    expect(overdue.body.questions.map((q: { id: number }) => q.id)).toContain(late.body.question.id);
    expect(
      overdue.body.questions.every((q: { overdue: boolean; status: string }) => q.overdue && q.status === 'open'),
    ).toBe(true);
    expect(overdue.body.overdue).toBe(overdue.body.total);

    const since = new Date();
    expect(await queueTutoringDigests(now())).toBeGreaterThanOrEqual(2);
    const toTutor = await mailTo(server, tutor.email, since);
    expect(toTutor.text).toContain('Bruno Colega');
    expect(toTutor.text).toContain('NR-10 Segurança em Eletricidade');
    expect(toTutor.text).not.toContain('NR-06 EPI');
    // The course without tutors is the admins'.
    const toAdmin = await mailTo(server, 'admin@trilha.test', since);
    expect(toAdmin.text).toContain('NR-06 EPI');
    expect(await queueTutoringDigests(new Date('2026-11-28T12:00:00-03:00'))).toBe(0); // a Saturday

    const report = await server.req('GET', '/api/reports/tutoring', { token: admin });
    expect(report.status).toBe(200);
    const row = report.body.courses.find((c: { course_id: number }) => c.course_id === courseId);
    expect(row.questions).toBe(await LessonQuestion.count({ where: { course_id: courseId } }));
    expect(row.answered).toBeGreaterThanOrEqual(2);
    expect(row.within_target_percent).toBe(100);
    expect(row.median_first_response_seconds).toBeGreaterThanOrEqual(0);
    expect(row.overdue_open).toBeGreaterThanOrEqual(1);
    expect((await server.req('GET', '/api/reports/tutoring', { token: tutor.token })).status).toBe(403);
  });
});

describe('evidence', () => {
  it("the company's evidence pack lists the worker's questions and answers, with the picture", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tutoring-evidence-'));
    try {
      const res = await fetch(`${server.url}/api/evidence/companies/${companies.a}?course_id=${courseId}`, {
        headers: { Authorization: `Bearer ${admin}` },
      });
      expect(res.status).toBe(200);
      const file = path.join(dir, 'pack.zip');
      writeFileSync(file, Buffer.from(await res.arrayBuffer()));
      const entries = await zipEntries(file);
      const name = [...entries.keys()].find((n) => n.endsWith(`-${asker.id}/duvidas.json`));
      expect(name).toBeDefined();
      const listed = JSON.parse((entries.get(name as string) as Buffer).toString('utf8'));
      const rows = await LessonQuestion.findAll({
        where: { user_id: asker.id, course_id: courseId },
        order: [['id', 'ASC']],
      });
      expect(listed.map((q: { id: number }) => q.id)).toEqual(rows.map((q) => q.id));
      const answered = listed.find((q: { respostas: unknown[] }) => q.respostas.length > 0);
      expect(answered).toMatchObject({ aula: 'Bloqueio e etiquetagem', respondida_no_prazo: true });
      expect(answered.respostas[0]).toMatchObject({ tutor: 'Tutora Helena', tutor_id: tutor.id });
      const pictured = listed.find((q: { imagem: string | null }) => q.imagem);
      expect(entries.get(name?.replace('duvidas.json', `duvidas/${pictured.imagem}`) as string)?.equals(PNG)).toBe(
        true,
      );
      // The other company's worker is not in company A's pack.
      expect([...entries.keys()].some((n) => n.includes(`-${classmate.id}/`))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the person's own data (LGPD)", () => {
  it("the asker's data export lists their questions with the answers; the tutor's, the answers written", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tutoring-my-data-'));
    try {
      const download = async (token: string) => {
        const res = await fetch(`${server.url}/api/me/data-export`, { headers: { Authorization: `Bearer ${token}` } });
        expect(res.status).toBe(200);
        const file = path.join(dir, `${token.slice(-8)}.zip`);
        writeFileSync(file, Buffer.from(await res.arrayBuffer()));
        return JSON.parse(((await zipEntries(file)).get('dados.json') as Buffer).toString('utf8'));
      };
      const mine = (await download(asker.token)).duvidas_na_tutoria;
      expect(mine.perguntas.map((q: { id: number }) => q.id)).toEqual(
        (await LessonQuestion.findAll({ where: { user_id: asker.id }, order: [['id', 'ASC']] })).map((q) => q.id),
      );
      expect(
        mine.perguntas.some((q: { respostas: { tutor: string }[] }) => q.respostas[0]?.tutor === 'Tutora Helena'),
      ).toBe(true);
      const written = (await download(tutor.token)).duvidas_na_tutoria.respostas_escritas_como_tutor;
      expect(written.length).toBe(await LessonQuestionAnswer.count({ where: { user_id: tutor.id } }));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('limits', () => {
  it('takes at most 30 questions a person in 24 hours', async () => {
    const worker = await activeUser(server, { name: 'Dora Perguntadeira', company_id: companies.a });
    await server.req('POST', `/api/courses/${courseId}/enroll`, { token: admin, body: { userId: worker.id } });
    for (let i = 1; i <= 30; i++) {
      expect((await ask(worker, lessons[0] as number, { text: `Dúvida número ${i}` })).status).toBe(201);
    }
    const refused = await ask(worker, lessons[0] as number, { text: 'Dúvida número 31' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(TUTORING_MSG.tooMany);
    expect(await LessonQuestion.count({ where: { user_id: worker.id } })).toBe(30);
  });
});
