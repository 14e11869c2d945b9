/**
 * Practical sessions of blended training (issue 20), against the real server: the admin plans a
 * session and fills its roster from the course's enrolled workers; only the session's instructor
 * marks attendance (a drawn signature or an e-mailed code) and rates the practice; a retry of the
 * same mark records nothing new; the official certificate of a course with a required practical
 * part waits for a satisfatório. Another instructor, a student and the roster's limits are refused.
 */
import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { ERROR_IDS, MSG, PRACTICAL_MSG } from '@trilha/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remindPracticalSessions } from '../../src/jobs/practicalReminders';
import {
  PracticalAttendance,
  PracticalEvaluation,
  PracticalParticipant,
  PracticalSession,
  SystemLog,
} from '../../src/models';
import { pdfText } from './pdfText';
import {
  activeUser,
  type CreatedUser,
  codeTo,
  completeLesson,
  mailTo,
  startTestServer,
  type TestServer,
} from './support';

/** A real PNG of `w` x `h` white pixels, as a canvas would export a signature. */
function png(w: number, h: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((w * 3 + 1) * h, 0xff);
  for (let y = 0; y < h; y++) rows[y * (w * 3 + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const dataUrl = (b: Buffer) => `data:image/png;base64,${b.toString('base64')}`;

let server: TestServer;
let admin: string;
let instructor: CreatedUser;
let otherInstructor: CreatedUser;
const workers: CreatedUser[] = [];
let outsider: CreatedUser;
let courseId = 0;
let sessionId = 0;
const companies = { a: 0, b: 0 };

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const session = (overrides: Record<string, unknown> = {}) => ({
  course_id: courseId,
  starts_at: inHours(24),
  ends_at: inHours(28),
  place: 'Centro de Treinamento, Rua das Torres 100, Campinas/SP',
  instructor_id: instructor.id,
  capacity: 3,
  hours: 4,
  ...overrides,
});

beforeAll(async () => {
  server = await startTestServer('practical');
  admin = await server.adminToken();
  instructor = await activeUser(server, {
    role: 'instructor',
    name: 'Instrutor Rui',
    qualification: 'Técnico em Segurança do Trabalho',
    professional_registration: 'MTE 12345/SP',
  });
  for (const key of ['a', 'b'] as const) {
    const name = key === 'a' ? 'Montagens Alfa' : 'Torres Beta';
    companies[key] = (await server.req('POST', '/api/companies', { token: admin, body: { name } })).body.company.id;
  }
  otherInstructor = await activeUser(server, { role: 'instructor', name: 'Instrutora Sara' });
  const course = await server.req('POST', '/api/courses', {
    token: admin,
    body: { title: 'NR-35 Trabalho em Altura', status: 'published', practical_required: true },
  });
  courseId = course.body.courseId;
  const content = await server.req('PUT', `/api/courses/${courseId}/content`, {
    token: admin,
    body: { modules: [{ title: 'Módulo 1', lessons: [{ title: 'Aula 1', video_type: 'youtube', duration: 0 }] }] },
  });
  const lessonId = content.body.course.modules[0].lessons[0].id;
  for (const [name, company] of [
    ['Ana Altura', companies.a],
    ['Bruno Andaime', companies.b],
    ['Caio Cinto', companies.a],
  ] as const) {
    const w = await activeUser(server, { name, company_id: company });
    await server.req('POST', `/api/courses/${courseId}/enroll`, { token: admin, body: { userId: w.id } });
    await completeLesson(server, w, lessonId);
    workers.push(w);
  }
  outsider = await activeUser(server, { name: 'Davi Sem Matrícula' });
});
afterAll(() => server?.close());

describe('planning a session', () => {
  it('refuses bad input with the field messages, and a student or another role', async () => {
    const bad = await server.req('POST', '/api/practical-sessions', {
      token: admin,
      body: session({ ends_at: inHours(23), capacity: 0, hours: -1, place: 'x' }),
    });
    expect(bad.status).toBe(400);
    const messages = (bad.body.errors as { msg: string }[]).map((e) => e.msg);
    expect(messages).toEqual(
      expect.arrayContaining([PRACTICAL_MSG.capacity, PRACTICAL_MSG.hours, PRACTICAL_MSG.place]),
    );
    const notInstructor = await server.req('POST', '/api/practical-sessions', {
      token: admin,
      body: session({ instructor_id: workers[0]?.id }),
    });
    expect(notInstructor.status).toBe(400);
    expect(notInstructor.body.message).toBe(PRACTICAL_MSG.instructorRole);
    const student = await server.req('POST', '/api/practical-sessions', { token: workers[0]?.token, body: session() });
    expect(student.status).toBe(403);
  });

  it('creates the session and adds enrolled workers, e-mailing each the date and place', async () => {
    const created = await server.req('POST', '/api/practical-sessions', { token: admin, body: session() });
    expect(created.status).toBe(201);
    expect(created.body.session).toMatchObject({ course_title: 'NR-35 Trabalho em Altura', hours: 4, participants: 0 });
    sessionId = created.body.session.id;

    const notEnrolled = await server.req('POST', `/api/practical-sessions/${sessionId}/participants`, {
      token: admin,
      body: { user_ids: [workers[0]?.id, outsider.id] },
    });
    expect(notEnrolled.status).toBe(400);
    expect(notEnrolled.body.message).toBe(PRACTICAL_MSG.notEnrolled('Davi Sem Matrícula'));

    const since = new Date();
    const added = await server.req('POST', `/api/practical-sessions/${sessionId}/participants`, {
      token: admin,
      body: { user_ids: workers.map((w) => w.id) },
    });
    expect(added.status).toBe(201);
    expect(added.body.added).toBe(3);
    expect(added.body.roster.map((p: { name: string }) => p.name)).toEqual([
      'Ana Altura',
      'Bruno Andaime',
      'Caio Cinto',
    ]);
    const mail = await mailTo(server, workers[0]?.email ?? '', since);
    expect(mail.subject).toContain('Turma prática: NR-35 Trabalho em Altura');
    expect(mail.text).toContain('Rua das Torres 100');

    // Full: one more is overbooking; the same ones again add nothing.
    const extra = await activeUser(server, { name: 'Edu Extra' });
    await server.req('POST', `/api/courses/${courseId}/enroll`, { token: admin, body: { userId: extra.id } });
    const over = await server.req('POST', `/api/practical-sessions/${sessionId}/participants`, {
      token: admin,
      body: { user_ids: [extra.id] },
    });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(PRACTICAL_MSG.overCapacity(0));
    const again = await server.req('POST', `/api/practical-sessions/${sessionId}/participants`, {
      token: admin,
      body: { user_ids: [workers[1]?.id] },
    });
    expect(again.body.added).toBe(0);
    const shrink = await server.req('PUT', `/api/practical-sessions/${sessionId}`, {
      token: admin,
      body: session({ capacity: 2 }),
    });
    expect(shrink.status).toBe(400);
    expect(shrink.body.message).toBe(PRACTICAL_MSG.capacityBelowRoster(3));
  });

  it("shows an instructor only their own sessions; another instructor's is a 404", async () => {
    const mine = await server.req('GET', '/api/practical-sessions', { token: instructor.token });
    expect(mine.status).toBe(200);
    expect(mine.body.sessions.map((s: { id: number }) => s.id)).toEqual([sessionId]);
    const theirs = await server.req('GET', '/api/practical-sessions', { token: otherInstructor.token });
    expect(theirs.body.sessions).toEqual([]);
    const peek = await server.req('GET', `/api/practical-sessions/${sessionId}`, { token: otherInstructor.token });
    expect(peek.status).toBe(404);
    const roster = await server.req('GET', `/api/practical-sessions/${sessionId}`, { token: instructor.token });
    expect(roster.body.session.roster).toHaveLength(3);
    // An instructor is not a learner any more: the course list of a student is not theirs.
    expect((await server.req('GET', '/api/practical-sessions', { token: workers[0]?.token })).status).toBe(403);
  });
});

describe('attendance and evaluation on the instructor device', () => {
  const attend = (token: string, body: Record<string, unknown>) =>
    server.req('POST', `/api/practical-sessions/${sessionId}/attendance`, { token, body });

  it('records a drawn signature once, with its SHA-256; a retry of the same mark records nothing new', async () => {
    const signature = png(300, 120);
    const mark = {
      client_id: 'tablet-1-ana-0001',
      user_id: workers[0]?.id,
      method: 'signature',
      signature: dataUrl(signature),
    };
    const notYours = await attend(otherInstructor.token, mark);
    expect(notYours.status).toBe(404);
    const byAdmin = await attend(admin, mark);
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.message).toBe(PRACTICAL_MSG.notYourSession);

    const [first, retry] = await Promise.all([attend(instructor.token, mark), attend(instructor.token, mark)]);
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(first.body.participant.attendance.method).toBe('signature');
    const rows = await PracticalAttendance.findAll({ where: { session_id: sessionId, user_id: workers[0]?.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.signature_sha256).toBe(createHash('sha256').update(signature).digest('hex'));
    expect(rows[0]?.instructor_id).toBe(instructor.id);
    const later = await attend(instructor.token, { ...mark, client_id: 'tablet-1-ana-0002' });
    expect(later.status).toBe(409);
    expect(later.body.message).toBe(PRACTICAL_MSG.alreadyAttended);
  });

  it('refuses a signature that is not a sane PNG and a person not on the roster', async () => {
    const fake = await attend(instructor.token, {
      client_id: 'tablet-1-bruno-0001',
      user_id: workers[1]?.id,
      method: 'signature',
      signature: `data:image/png;base64,${Buffer.from('GIF89a not a png at all').toString('base64')}`,
    });
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe(PRACTICAL_MSG.signatureInvalid);
    const huge = await attend(instructor.token, {
      client_id: 'tablet-1-bruno-0002',
      user_id: workers[1]?.id,
      method: 'signature',
      signature: dataUrl(png(5000, 20)),
    });
    expect(huge.status).toBe(400);
    const stranger = await attend(instructor.token, {
      client_id: 'tablet-1-davi-0001',
      user_id: outsider.id,
      method: 'signature',
      signature: dataUrl(png(300, 120)),
    });
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe(PRACTICAL_MSG.notOnRoster);
  });

  it('confirms with the e-mailed code of this session: a wrong code counts, five wrong ones close it', async () => {
    const worker = workers[1] as CreatedUser;
    const since = new Date();
    const sent = await server.req('POST', `/api/practical-sessions/${sessionId}/participants/${worker.id}/code`, {
      token: instructor.token,
    });
    expect(sent.status).toBe(200);
    const code = await codeTo(server, worker.email, since);
    const wrong = await attend(instructor.token, {
      client_id: 'tablet-1-bruno-0003',
      user_id: worker.id,
      method: 'code',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(MSG.invalidCode);
    const right = await attend(instructor.token, {
      client_id: 'tablet-1-bruno-0004',
      user_id: worker.id,
      method: 'code',
      code,
    });
    expect(right.status).toBe(201);
    expect(right.body.participant.attendance.method).toBe('code');

    const third = workers[2] as CreatedUser;
    await server.req('POST', `/api/practical-sessions/${sessionId}/participants/${third.id}/code`, {
      token: instructor.token,
    });
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push(
        (
          await attend(instructor.token, {
            client_id: `tablet-1-caio-000${i}`,
            user_id: third.id,
            method: 'code',
            code: '000001',
          })
        ).status,
      );
    }
    expect(answers.slice(0, 4)).toEqual([400, 400, 400, 400]);
    expect(answers.slice(4)).toEqual([429, 429]);
  });

  it('rates only after attendance, by the session instructor, keeping every rating', async () => {
    const rate = (token: string, userId: number | undefined, result: string, notes?: string) =>
      server.req('PUT', `/api/practical-sessions/${sessionId}/evaluations/${userId}`, {
        token,
        body: { result, notes },
      });
    const early = await rate(instructor.token, workers[2]?.id, 'satisfatorio');
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(PRACTICAL_MSG.evaluationBeforeAttendance);
    expect((await rate(admin, workers[0]?.id, 'satisfatorio')).status).toBe(403);
    expect((await rate(instructor.token, workers[0]?.id, 'otimo')).status).toBe(400);

    expect((await rate(instructor.token, workers[0]?.id, 'insatisfatorio', 'Não ancorou o cinto.')).status).toBe(200);
    const ok = await rate(instructor.token, workers[0]?.id, 'satisfatorio', 'Refez a ancoragem corretamente.');
    expect(ok.body.participant.evaluation).toMatchObject({ result: 'satisfatorio' });
    expect(await PracticalEvaluation.count({ where: { user_id: workers[0]?.id } })).toBe(2);
    expect((await rate(instructor.token, workers[1]?.id, 'insatisfatorio', 'Faltou à parte de resgate.')).status).toBe(
      200,
    );
    expect(await SystemLog.count({ where: { action: 'AVALIACAO_PRATICA' } })).toBe(3);
  });
});

describe('the official certificate waits for the practice', () => {
  const official = async (worker: CreatedUser) => {
    const temp = await server.req('POST', '/api/certificates/generate-temporary-certificate', {
      token: worker.token,
      body: { courseId },
    });
    expect(temp.status).toBe(201);
    const id = temp.body.certificate?.id ?? temp.body.id;
    certificateOf.set(worker.id, id);
    return server.req('POST', `/api/certificates/${id}/validate`, { token: admin });
  };
  const certificateOf = new Map<number, number>();
  const certificateText = async (worker: CreatedUser) => {
    const res = await fetch(`${server.url}/api/certificates/${certificateOf.get(worker.id)}/download`, {
      headers: { Authorization: `Bearer ${worker.token}` },
    });
    expect(res.status).toBe(200);
    return pdfText(Buffer.from(await res.arrayBuffer()));
  };

  it('validates the worker rated satisfatório and refuses the one rated insatisfatório', async () => {
    const passed = await official(workers[0] as CreatedUser);
    expect(passed.status).toBe(200);
    const failed = await official(workers[1] as CreatedUser);
    expect(failed.status).toBe(409);
    expect(failed.body).toMatchObject({ message: PRACTICAL_MSG.practicalPending, error: ERROR_IDS.practicalPending });
  });

  it('prints the practical part on the official certificate, and says it is pending on the temporary one', async () => {
    const official = await certificateText(workers[0] as CreatedUser);
    expect(official).toContain('Parte prática');
    expect(official).toContain('Rua das Torres 100');
    expect(official).toContain('instrutor(a) Instrutor Rui (Técnico em Segurança do Trabalho, MTE 12345/SP)');
    const temporary = await certificateText(workers[1] as CreatedUser);
    expect(temporary).toContain('pendente (avaliação presencial ainda não concluída)');
  });

  it('prints the attendance list: everyone for the admin and the instructor, their workers for a manager', async () => {
    const pdf = async (token: string | undefined) => {
      const res = await fetch(`${server.url}/api/practical-sessions/${sessionId}/attendance.pdf`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return {
        status: res.status,
        text: res.status === 200 ? await pdfText(Buffer.from(await res.arrayBuffer())) : '',
      };
    };
    const full = await pdf(admin);
    expect(full.status).toBe(200);
    for (const fact of [
      'Lista de presença',
      'NR-35 Trabalho em Altura',
      'Rua das Torres 100',
      'Instrutor Rui',
      'Técnico em Segurança do Trabalho, MTE 12345/SP',
      'Ana Altura',
      'Bruno Andaime',
      'Caio Cinto',
      'Código confirmado por',
      'Satisfatório',
      'Insatisfatório — Faltou à parte de resgate.',
    ]) {
      expect(full.text).toContain(fact);
    }
    expect((await pdf(instructor.token)).status).toBe(200);
    expect((await pdf(otherInstructor.token)).status).toBe(404);
    expect((await pdf(workers[0]?.token)).status).toBe(403);
    const managerB = await activeUser(server, { role: 'manager', company_id: companies.b, name: 'Gestora Beta' });
    const theirs = await pdf(managerB.token);
    expect(theirs.status).toBe(200);
    expect(theirs.text).toContain('Bruno Andaime');
    expect(theirs.text).not.toContain('Ana Altura');
    // The manager finds the session through their list: the ones with their workers only.
    const listed = await server.req('GET', '/api/practical-sessions', { token: managerB.token });
    expect(listed.body.sessions.map((s: { id: number }) => s.id)).toEqual([sessionId]);
    const otherCompany = await server.req('POST', '/api/companies', { token: admin, body: { name: 'Sem Turma' } });
    const nobody = await activeUser(server, { role: 'manager', company_id: otherCompany.body.company.id });
    expect((await pdf(nobody.token)).status).toBe(404);
    expect((await server.req('GET', '/api/practical-sessions', { token: nobody.token })).body.sessions).toEqual([]);
  });

  it('keeps a session with attendance as evidence: it cannot be deleted', async () => {
    const moved = await server.req('PUT', `/api/practical-sessions/${sessionId}`, {
      token: admin,
      body: session({ place: 'Outro endereço qualquer', capacity: 3 }),
    });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(PRACTICAL_MSG.lockedAfterAttendance);
    const stored = await PracticalSession.findByPk(sessionId);
    expect(stored?.place).toContain('Rua das Torres 100');
    const gone = await server.req('DELETE', `/api/practical-sessions/${sessionId}`, { token: admin });
    expect(gone.status).toBe(409);
    expect(gone.body.message).toBe(PRACTICAL_MSG.deleteWithAttendance);
  });
});

describe('the day-before reminder', () => {
  it('reaches each participant once, however many runs at once, and only the day before', async () => {
    const session = await PracticalSession.findByPk(sessionId);
    const starts = new Date(session?.starts_at ?? 0).getTime();
    // The server's own hourly run (at :05) may have reminded them already, the session being tomorrow.
    await PracticalParticipant.update({ reminded_at: null }, { where: { session_id: sessionId } });
    expect(await remindPracticalSessions(new Date(starts - 3 * 86_400_000))).toBe(0);
    const since = new Date();
    const dayBefore = new Date(starts - 86_400_000);
    const runs = await Promise.all([remindPracticalSessions(dayBefore), remindPracticalSessions(dayBefore)]);
    expect(runs[0] + runs[1]).toBe(3);
    expect(await remindPracticalSessions(dayBefore)).toBe(0);
    const mail = await mailTo(server, workers[2]?.email ?? '', since);
    expect(mail.subject).toContain('Amanhã: turma prática: NR-35 Trabalho em Altura');
    expect(mail.text).toContain('Lembrete: amanhã é a sua turma prática');
  });
});
