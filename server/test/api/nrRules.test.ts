/**
 * NR-01 rules (issue 19, first part) against the real server: the seeded NR presets and their
 * validation; a course linked to a preset takes its defaults where it leaves them empty, and a
 * later edit of the preset rewrites neither the course nor an issued certificate; eventual
 * triggers enrol the affected workers as 'eventual' (a return from leave only past the NR's
 * threshold), refuse future dates and workers of another company; the training type and the
 * content version reach the certificate; saving a course's content makes a new version.
 */
import { NR_MSG, NrPresetSchema } from '@trilha/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Certificate,
  Convalidation,
  DailyWatch,
  Enrollment,
  LessonProgress,
  SystemLog,
  TrainingEvent,
} from '../../src/models';
import { advanceClock, now, resetClock } from '../../src/services/clock';
import { EXE, fileForm, PDF, PNG } from './fixtures';
import { activeUser, type CreatedUser, completeLesson, mailTo, startTestServer, type TestServer } from './support';

let server: TestServer;
let admin: string;
let nr35 = 0;
const company = { a: 0, b: 0 };

interface Preset {
  id: number;
  code: string;
  initial_hours: number;
  periodic_hours: number;
  validity_months: number;
  leave_threshold_days: number;
  practical_required: boolean;
  daily_cap_hours: number;
  notes: string | null;
  course_count: number;
}

const presets = async (): Promise<Preset[]> =>
  (await server.req('GET', '/api/nr-presets', { token: admin })).body.presets;

/** 'YYYY-MM-DD', `days` from today (negative: in the past). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function courseWithLesson(body: Record<string, unknown>) {
  const created = await server.req('POST', '/api/courses', { token: admin, body: { status: 'published', ...body } });
  expect(created.status).toBe(201);
  const id = created.body.courseId as number;
  const content = await server.req('PUT', `/api/courses/${id}/content`, {
    token: admin,
    body: { modules: [{ title: 'Módulo 1', lessons: [{ title: 'Aula 1', video_type: 'youtube', duration: 0 }] }] },
  });
  return { id, lessonId: content.body.course.modules[0].lessons[0].id as number };
}

beforeAll(async () => {
  server = await startTestServer('nr-rules');
  admin = await server.adminToken();
  nr35 = (await presets()).find((p) => p.code === 'NR-35')?.id ?? 0;
  company.a = (
    await server.req('POST', '/api/companies', { token: admin, body: { name: 'Altura Alfa' } })
  ).body.company.id;
  company.b = (
    await server.req('POST', '/api/companies', { token: admin, body: { name: 'Obras Beta' } })
  ).body.company.id;
});
afterAll(() => server?.close());

describe('NR presets', () => {
  it('come seeded with the values in common use, and say where sources disagree', async () => {
    const all = await presets();
    expect(all.map((p) => p.code)).toEqual(
      expect.arrayContaining([
        'NR-05',
        'NR-06',
        'NR-10',
        'NR-10 SEP',
        'NR-12',
        'NR-18',
        'NR-33 TV',
        'NR-33 SUP',
        'NR-35',
      ]),
    );
    expect(all.find((p) => p.code === 'NR-35')).toMatchObject({
      initial_hours: 8,
      periodic_hours: 8,
      validity_months: 24,
      leave_threshold_days: 90,
      practical_required: true,
      daily_cap_hours: 8,
    });
    expect(all.find((p) => p.code === 'NR-10')).toMatchObject({ initial_hours: 40, leave_threshold_days: 90 });
    expect(all.find((p) => p.code === 'NR-10')?.notes).toMatch(/não fixa/);
    // Every seeded preset is one the screen can save back as it is.
    for (const preset of all) {
      const { id: _id, course_count: _c, ...fields } = preset;
      expect(NrPresetSchema.safeParse(fields).success, preset.code).toBe(true);
    }
  });

  it('refuse negative hours, a periodic workload without validity and a duplicate code', async () => {
    const base = { code: 'NR-20', title: 'Inflamáveis e Combustíveis', initial_hours: 16 };
    const negative = await server.req('POST', '/api/nr-presets', {
      token: admin,
      body: { ...base, periodic_hours: -4 },
    });
    expect(negative.status).toBe(400);
    expect(negative.body.errors).toContainEqual({ msg: NR_MSG.hours, path: 'periodic_hours' });
    const noValidity = await server.req('POST', '/api/nr-presets', {
      token: admin,
      body: { ...base, periodic_hours: 4, validity_months: 0 },
    });
    expect(noValidity.status).toBe(400);
    expect(noValidity.body.errors).toContainEqual({ msg: NR_MSG.periodicNeedsValidity, path: 'validity_months' });
    const created = await server.req('POST', '/api/nr-presets', {
      token: admin,
      body: { ...base, periodic_hours: 4, validity_months: 36, practical_required: true },
    });
    expect(created.status).toBe(201);
    expect(created.body.preset).toMatchObject({ code: 'NR-20', leave_threshold_days: 180, daily_cap_hours: 8 });
    const again = await server.req('POST', '/api/nr-presets', { token: admin, body: base });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(NR_MSG.presetDuplicate);
    const removed = await server.req('DELETE', `/api/nr-presets/${created.body.preset.id}`, { token: admin });
    expect(removed.status).toBe(200);
  });
});

describe('a course that follows a preset', () => {
  let courseId = 0;
  let certificateId = 0;

  it("takes the preset's workload, validity and practical flag where it leaves them empty", async () => {
    const linked = await server.req('POST', '/api/courses', {
      token: admin,
      body: { title: 'NR-35 Trabalho em Altura', nr_preset_id: nr35 },
    });
    courseId = linked.body.courseId;
    const read = (await server.req('GET', `/api/courses/${courseId}`, { token: admin })).body.course;
    expect(read).toMatchObject({
      nr_preset_id: nr35,
      workload_hours: 8,
      validity_months: 24,
      practical_required: true,
      version: 1,
    });
    const overridden = await server.req('POST', '/api/courses', {
      token: admin,
      body: { title: 'NR-35 Supervisão', nr_preset_id: nr35, workload_hours: 16, practical_required: false },
    });
    const other = (await server.req('GET', `/api/courses/${overridden.body.courseId}`, { token: admin })).body.course;
    expect(other).toMatchObject({ workload_hours: 16, validity_months: 24, practical_required: false });
    const unknown = await server.req('POST', '/api/courses', {
      token: admin,
      body: { title: 'Norma inexistente', nr_preset_id: 999999 },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(NR_MSG.presetNotFound);
  });

  it('is not rewritten, nor are its certificates, when the preset changes; a linked preset cannot go', async () => {
    const worker = await activeUser(server);
    const uploaded = await server.req('POST', '/api/certificates/upload', {
      token: admin,
      form: fileForm('certificate', PDF, 'cert.pdf', { course_id: String(courseId), user_id: String(worker.id) }),
    });
    certificateId = uploaded.body.certificate.id;
    const before = (await Certificate.findByPk(certificateId))?.expires_at?.toISOString();
    expect(before).toBeTruthy();
    const preset = (await presets()).find((p) => p.id === nr35) as Preset;
    const { id: _id, course_count: _c, ...fields } = preset;
    const edited = await server.req('PUT', `/api/nr-presets/${nr35}`, {
      token: admin,
      body: { ...fields, title: 'Trabalho em Altura', validity_months: 12, initial_hours: 10 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.preset).toMatchObject({ validity_months: 12, initial_hours: 10, course_count: 2 });
    expect((await Certificate.findByPk(certificateId))?.expires_at?.toISOString()).toBe(before);
    const course = (await server.req('GET', `/api/courses/${courseId}`, { token: admin })).body.course;
    expect(course).toMatchObject({ workload_hours: 8, validity_months: 24 });
    const refused = await server.req('DELETE', `/api/nr-presets/${nr35}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(NR_MSG.presetInUse(2));
    // Back to the seeded values for the tests below.
    await server.req('PUT', `/api/nr-presets/${nr35}`, { token: admin, body: fields });
  });
});

describe('eventual triggers', () => {
  let course: { id: number; lessonId: number };
  let worker: CreatedUser;
  let manager: CreatedUser;
  let foreigner: CreatedUser;

  beforeAll(async () => {
    course = await courseWithLesson({ title: 'NR-35 Reciclagem eventual', nr_preset_id: nr35 });
    worker = await activeUser(server, { company_id: company.a, name: 'Ana Altura' });
    foreigner = await activeUser(server, { company_id: company.b, name: 'Bruno Beta' });
    manager = await activeUser(server, { role: 'manager', company_id: company.a, name: 'Gestora Alfa' });
  });

  const event = (body: Record<string, unknown>, token = admin) =>
    server.req('POST', '/api/training-events', {
      token,
      body: { kind: 'retorno_afastamento', occurred_at: day(-1), course_id: course.id, ...body },
    });

  it("refuses a leave not longer than the NR's threshold, a future date and an event without workers; nothing is written", async () => {
    const short = await event({ user_ids: [worker.id], leave_start: day(-61), leave_end: day(-1) });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(NR_MSG.eventLeaveShort(60, 90));
    const future = await event({
      user_ids: [worker.id],
      leave_start: day(-200),
      leave_end: day(-1),
      occurred_at: day(2),
    });
    expect(future.status).toBe(400);
    expect(future.body.message).toBe(NR_MSG.eventFuture);
    const nobody = await event({ leave_start: day(-200), leave_end: day(-1) });
    expect(nobody.status).toBe(400);
    expect(nobody.body.errors).toContainEqual({ msg: NR_MSG.eventWorkers, path: 'user_ids' });
    const noDates = await event({ user_ids: [worker.id] });
    expect(noDates.status).toBe(400);
    expect(await TrainingEvent.count()).toBe(0);
    expect(await Enrollment.count({ where: { user_id: worker.id, course_id: course.id } })).toBe(0);
  });

  it("enrols the worker as 'eventual' past the threshold, with the event recorded, an audit row and an e-mail", async () => {
    const since = new Date();
    const res = await event({
      user_ids: [worker.id],
      leave_start: day(-101),
      leave_end: day(-1),
      note: 'Licença médica',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ enrolled: 1, already: 0, message: NR_MSG.eventCreated(1) });
    const enrolment = await Enrollment.findOne({ where: { user_id: worker.id, course_id: course.id } });
    expect(enrolment).toMatchObject({ training_type: 'eventual', training_event_id: res.body.id });
    const stored = await TrainingEvent.findByPk(res.body.id);
    expect(stored).toMatchObject({ kind: 'retorno_afastamento', enrolled: 1, note: 'Licença médica' });
    expect(JSON.parse(stored?.user_ids ?? '[]')).toEqual([worker.id]);
    expect(await SystemLog.count({ where: { action: 'EVENTO_TREINAMENTO' } })).toBe(1);
    expect((await mailTo(server, worker.email, since)).subject).toContain('Matrícula confirmada');
    // The same trigger again: the worker is already enrolled.
    const again = await event({ user_ids: [worker.id], leave_start: day(-101), leave_end: day(-1) });
    expect(again.body).toMatchObject({ enrolled: 0, already: 1 });
  });

  it("lets a manager trigger for their company's workers only", async () => {
    const other = await event(
      { kind: 'acidente_grave', company_id: company.b, leave_start: undefined, leave_end: undefined },
      manager.token,
    );
    expect(other.status).toBe(403);
    const foreign = await event({ kind: 'acidente_grave', user_ids: [foreigner.id] }, manager.token);
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(NR_MSG.eventWorkers);
    const colleague = await activeUser(server, { company_id: company.a, name: 'Caio Alfa' });
    const own = await event({ kind: 'acidente_grave', company_id: company.a }, manager.token);
    expect(own.status).toBe(201);
    // Ana is already enrolled; Caio is called back now.
    expect(own.body).toMatchObject({ enrolled: 1, already: 1 });
    expect((await Enrollment.findOne({ where: { user_id: colleague.id, course_id: course.id } }))?.training_type).toBe(
      'eventual',
    );
    expect(await Enrollment.count({ where: { user_id: foreigner.id } })).toBe(0);
  });

  it('calls back a worker who already finished the course through its refresher course, keeping the finished one', async () => {
    const refresher = await courseWithLesson({ title: 'NR-35 Reciclagem', nr_preset_id: nr35 });
    const original = await courseWithLesson({
      title: 'NR-35 Básico com reciclagem',
      nr_preset_id: nr35,
      refresher_course_id: refresher.id,
    });
    const veteran = await activeUser(server, { company_id: company.a, name: 'Vera Veterana' });
    await server.req('POST', `/api/courses/${original.id}/enroll`, { token: admin, body: { userId: veteran.id } });
    await completeLesson(server, veteran, original.lessonId);
    const before = await Enrollment.findOne({ where: { user_id: veteran.id, course_id: original.id } });
    expect(before?.completed_at).toBeTruthy();

    const res = await server.req('POST', '/api/training-events', {
      token: admin,
      body: { kind: 'mudanca_procedimento', occurred_at: day(-2), course_id: original.id, user_ids: [veteran.id] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ enrolled: 1, already: 0 });
    const recalled = await Enrollment.findOne({ where: { user_id: veteran.id, course_id: refresher.id } });
    expect(recalled).toMatchObject({ training_type: 'eventual', training_event_id: res.body.id });
    const after = await Enrollment.findOne({ where: { user_id: veteran.id, course_id: original.id } });
    expect(after?.toJSON()).toEqual(before?.toJSON());
  });

  it("puts the training type and the content version on the worker's certificate", async () => {
    await completeLesson(server, worker, course.lessonId);
    const issued = await server.req('POST', '/api/certificates/generate-temporary-certificate', {
      token: worker.token,
      body: { courseId: course.id },
    });
    expect(issued.status).toBe(201);
    expect(issued.body.certificate).toMatchObject({ training_type: 'eventual', course_version: 2 });
  });

  it('makes a new content version when a save changes what is taught, and only then', async () => {
    const before = (await server.req('GET', `/api/courses/${course.id}`, { token: admin })).body.course;
    const saved = await server.req('PUT', `/api/courses/${course.id}/content`, {
      token: admin,
      body: {
        modules: [
          {
            id: before.modules[0].id,
            title: 'Módulo 1',
            lessons: [{ id: course.lessonId, title: 'Aula 1 revista', video_type: 'youtube', duration: 0 }],
          },
        ],
      },
    });
    expect(saved.status).toBe(200);
    const read = (await server.req('GET', `/api/courses/${course.id}`, { token: admin })).body.course;
    expect(read.version).toBe(3);
    // The same tree saved again teaches nothing new: the version stays.
    const same = await server.req('PUT', `/api/courses/${course.id}/content`, {
      token: admin,
      body: {
        modules: [
          {
            id: before.modules[0].id,
            title: 'Módulo 1',
            lessons: [{ id: course.lessonId, title: 'Aula 1 revista', video_type: 'youtube', duration: 0 }],
          },
        ],
      },
    });
    expect(same.status).toBe(200);
    expect((await server.req('GET', `/api/courses/${course.id}`, { token: admin })).body.course.version).toBe(3);
    // The syllabus is taught too: changing it on the course makes version 4; the status does not.
    const { title } = before;
    const syllabus = await server.req('PUT', `/api/courses/${course.id}`, {
      token: admin,
      body: { title, syllabus: 'Análise de risco\nSistemas de ancoragem' },
    });
    expect(syllabus.status).toBe(200);
    expect(syllabus.body.course.version).toBe(4);
    const status = await server.req('PUT', `/api/courses/${course.id}`, {
      token: admin,
      body: { title, status: 'draft' },
    });
    expect(status.body.course.version).toBe(4);
  });
});

describe('the daily cap', () => {
  let lessonId = 0;
  let student: CreatedUser;
  let position = 0;

  const save = async () => {
    const res = await server.req('POST', `/api/lessons/${lessonId}/progress`, {
      token: student.token,
      body: { currentTime: position },
    });
    expect(res.status).toBe(200);
    return res.body as { daily_limit_reached: boolean; message: string };
  };
  /** A minute of watching: the clock and the video move on together, then the player saves. */
  const watchMinute = () => {
    advanceClock(60);
    position += 60;
    return save();
  };
  const watched = async () =>
    (await LessonProgress.findOne({ where: { user_id: student.id, lesson_id: lessonId } }))?.watched_seconds ?? 0;

  beforeAll(async () => {
    // 08:00 tomorrow in São Paulo: the hour of watching below stays inside one calendar day.
    const tomorrow = new Date(now().getTime() + 86_400_000);
    const eight = Date.parse(`${tomorrow.toISOString().slice(0, 10)}T11:00:00Z`);
    advanceClock((eight - now().getTime()) / 1000);
    const preset = await server.req('POST', '/api/nr-presets', {
      token: admin,
      body: { code: 'NR-TESTE', title: 'Norma com limite de 1 hora', initial_hours: 2, daily_cap_hours: 1 },
    });
    expect(preset.status).toBe(201);
    const created = await server.req('POST', '/api/courses', {
      token: admin,
      body: { title: 'Curso de duas horas', status: 'published', nr_preset_id: preset.body.preset.id },
    });
    const content = await server.req('PUT', `/api/courses/${created.body.courseId}/content`, {
      token: admin,
      body: {
        modules: [{ title: 'Módulo', lessons: [{ title: 'Aula longa', video_type: 'youtube', duration: 120 }] }],
      },
    });
    lessonId = content.body.course.modules[0].lessons[0].id;
    student = await activeUser(server);
    await server.req('POST', `/api/courses/${created.body.courseId}/enroll`, {
      token: admin,
      body: { userId: student.id },
    });
  });
  afterAll(() => resetClock());

  it('credits watch time up to the preset cap in a São Paulo day, says so, and credits again the next day', async () => {
    expect((await save()).daily_limit_reached).toBe(false);
    for (let minute = 1; minute < 60; minute++) expect((await watchMinute()).daily_limit_reached).toBe(false);
    const last = await watchMinute();
    expect(last.daily_limit_reached).toBe(true);
    expect(last.message).toBe(NR_MSG.dailyLimitReached(1));
    expect(await watched()).toBeCloseTo(3600, 0);
    // Past the cap the minutes watched are not credited.
    for (let minute = 0; minute < 5; minute++) expect((await watchMinute()).daily_limit_reached).toBe(true);
    expect(await watched()).toBeCloseTo(3600, 0);
    const day = await DailyWatch.findAll({ where: { user_id: student.id } });
    expect(day).toHaveLength(1);
    expect(day[0]?.seconds).toBeCloseTo(3600, 0);
    // The next morning the lesson goes on.
    advanceClock(20 * 3600);
    await save();
    const next = await watchMinute();
    expect(next.daily_limit_reached).toBe(false);
    // The minute, and the 2 s of tolerance the resuming save may credit (policies/study).
    expect(await watched()).toBeGreaterThanOrEqual(3660);
    expect(await watched()).toBeLessThanOrEqual(3662);
    expect(await DailyWatch.count({ where: { user_id: student.id } })).toBe(2);
  });
});

describe('convalidation of earlier training', () => {
  let courseId = 0;
  let worker: CreatedUser;

  const convalidate = (fields: Record<string, string | string[]>, file = PDF, name = 'certificado-anterior.pdf') => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) {
      for (const item of Array.isArray(value) ? value : [value]) form.append(key, item);
    }
    form.append('file', new Blob([new Uint8Array(file)]), name);
    return server.req('POST', '/api/convalidations', { token: admin, form });
  };
  const base = () => ({
    user_id: String(worker.id),
    course_id: String(courseId),
    mode: 'convalidation',
    source_organization: 'Escola Técnica Serra Azul',
    hours: '8',
    responsible: 'Eng. Carla Nunes, CREA-SP 5061234',
  });

  beforeAll(async () => {
    courseId = (
      await server.req('POST', '/api/courses', {
        token: admin,
        body: { title: 'NR-35 Convalidada', status: 'published', nr_preset_id: nr35 },
      })
    ).body.courseId;
    worker = await activeUser(server, { company_id: company.b, name: 'Davi Convalidado' });
  });

  it('refuses a future date, a missing date and evidence that is not a PDF or an image; nothing is written', async () => {
    const future = await convalidate({ ...base(), dates: [day(-30), day(3)] });
    expect(future.status).toBe(400);
    expect(future.body.message).toBe(NR_MSG.convalidationDates);
    const none = await convalidate(base());
    expect(none.status).toBe(400);
    const exe = await convalidate({ ...base(), dates: [day(-30)] }, EXE, 'certificado.pdf');
    expect(exe.status).toBe(415);
    expect(exe.body.message).toBe(NR_MSG.convalidationFileType);
    expect(await Convalidation.count()).toBe(0);
    expect(await Certificate.count({ where: { user_id: worker.id } })).toBe(0);
  });

  it('issues the certificate with validity from the oldest date and the dates listed; a second one is a 409', async () => {
    const oldest = day(-400);
    const res = await convalidate({ ...base(), dates: [day(-380), oldest] }, PNG, 'foto-do-certificado.png');
    expect(res.status).toBe(201);
    expect(res.body.certificate).toMatchObject({
      is_temporary: 0,
      training_type: 'inicial',
      convalidated_dates: [oldest, day(-380)],
    });
    // 24 months from the oldest date, not from today.
    const expires = new Date(res.body.certificate.expires_at);
    const expected = new Date(`${oldest}T12:00:00Z`);
    expected.setUTCMonth(expected.getUTCMonth() + 24);
    expect(expires.toISOString()).toBe(expected.toISOString());
    const record = await Convalidation.findByPk(res.body.id);
    expect(record).toMatchObject({ mode: 'convalidation', hours: 8, certificate_id: res.body.certificate.id });
    expect(record?.evidence_file).toMatch(/^convalidations\//);
    expect(await SystemLog.count({ where: { action: 'CONVALIDACAO_REGISTRADA' } })).toBe(1);
    // The public check states the type and the dates the certificate stands on.
    const code = res.body.certificate.certificate_code;
    const verified = await server.req('GET', `/api/certificates/verify/${code}`);
    expect(verified.body).toMatchObject({ training_type: 'inicial', convalidated_dates: [oldest, day(-380)] });
    const page = await (await fetch(`${server.url}/verificar/${code}`)).text();
    expect(page).toContain('Tipo de treinamento</dt><dd>Inicial');
    expect(page).toContain('Convalidado</dt><dd>treinamento de');
    const again = await convalidate({ ...base(), dates: [oldest] });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(NR_MSG.convalidationExists);
  });

  it('with a complement, enrols the worker instead, and the certificate earned later states the earlier dates', async () => {
    const course = await courseWithLesson({ title: 'NR-35 com complemento', nr_preset_id: nr35 });
    const learner = await activeUser(server, { company_id: company.b, name: 'Elisa Complemento' });
    const oldest = day(-300);
    const fields = { ...base(), user_id: String(learner.id), course_id: String(course.id), dates: [oldest] };
    const bad = await convalidate({ ...fields, complement_hours: '0' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(NR_MSG.complementHours);

    const since = new Date();
    const res = await convalidate({ ...fields, complement_hours: '4' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ certificate: null, message: NR_MSG.convalidatedWithComplement(4) });
    const enrollment = await Enrollment.findByPk(res.body.enrollment_id);
    expect(enrollment).toMatchObject({ user_id: learner.id, course_id: course.id, convalidation_id: res.body.id });
    expect(await Certificate.count({ where: { user_id: learner.id } })).toBe(0);
    expect((await mailTo(server, learner.email, since)).subject).toContain('NR-35 com complemento');

    // The worker does the course; the certificate counts from the earlier training, not from today.
    await completeLesson(server, learner, course.lessonId);
    const issued = await server.req('POST', '/api/certificates/generate-temporary-certificate', {
      token: learner.token,
      body: { courseId: course.id },
    });
    expect(issued.status).toBe(201);
    const cert = await Certificate.findOne({ where: { user_id: learner.id, course_id: course.id } });
    expect(JSON.parse(cert?.convalidated_dates ?? '[]')).toEqual([oldest]);
    const expected = new Date(`${oldest}T12:00:00Z`);
    expected.setUTCMonth(expected.getUTCMonth() + 24);
    expect(cert?.expires_at?.toISOString()).toBe(expected.toISOString());
    expect((await Convalidation.findByPk(res.body.id))?.certificate_id).toBe(cert?.id);

    // A finished course needs no complement: the admin records the training without one.
    const other = await courseWithLesson({ title: 'NR-35 concluído antes', nr_preset_id: nr35 });
    await server.req('POST', `/api/courses/${other.id}/enroll`, { token: admin, body: { userId: learner.id } });
    await completeLesson(server, learner, other.lessonId);
    const done = await convalidate({ ...fields, course_id: String(other.id), complement_hours: '2' });
    expect(done.status).toBe(409);
    expect(done.body.message).toBe(NR_MSG.complementFinished);
  });
});

describe('a complement by modules', () => {
  it('credits the lessons of the modules the earlier training covered, and leaves the others to do', async () => {
    const created = await server.req('POST', '/api/courses', {
      token: admin,
      body: { title: 'NR-35 em dois módulos', status: 'published', nr_preset_id: nr35 },
    });
    const id = created.body.courseId as number;
    const content = await server.req('PUT', `/api/courses/${id}/content`, {
      token: admin,
      body: {
        modules: [
          { title: 'Teoria', lessons: [{ title: 'Riscos da altura', video_type: 'youtube', duration: 0 }] },
          { title: 'Resgate', lessons: [{ title: 'Plano de resgate', video_type: 'youtube', duration: 0 }] },
        ],
      },
    });
    const [theory, rescue] = content.body.course.modules as { id: number; lessons: { id: number }[] }[];
    const learner = await activeUser(server, { company_id: company.a, name: 'Gil Módulos' });
    const form = (fields: Record<string, string | string[]>) => {
      const f = new FormData();
      const all: Record<string, string | string[]> = {
        user_id: String(learner.id),
        course_id: String(id),
        mode: 'reuse',
        source_organization: 'Obras Beta, treinamento interno',
        dates: [day(-200)],
        hours: '4',
        responsible: 'Eng. Carla Nunes, CREA-SP 5061234',
        ...fields,
      };
      for (const [key, value] of Object.entries(all)) {
        for (const item of Array.isArray(value) ? value : [value]) f.append(key, item);
      }
      f.append('file', new Blob([new Uint8Array(PDF)]), 'declaracao.pdf');
      return server.req('POST', '/api/convalidations', { token: admin, form: f });
    };
    const foreign = await form({ complement_module_ids: ['999999'] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(NR_MSG.complementModules);

    const res = await form({ complement_module_ids: [String(rescue?.id)] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ certificate: null, message: NR_MSG.convalidatedWithModules(1) });
    const credited = await LessonProgress.findOne({
      where: { user_id: learner.id, lesson_id: theory?.lessons[0]?.id },
    });
    expect(credited).toMatchObject({ completed: true, credited_by_convalidation_id: res.body.id });
    expect(await LessonProgress.count({ where: { user_id: learner.id, lesson_id: rescue?.lessons[0]?.id } })).toBe(0);
    expect((await Enrollment.findByPk(res.body.enrollment_id))?.progress).toBe(50);

    // The worker does the rescue module only; the certificate states the earlier training's date.
    await completeLesson(server, learner, rescue?.lessons[0]?.id as number);
    const issued = await server.req('POST', '/api/certificates/generate-temporary-certificate', {
      token: learner.token,
      body: { courseId: id },
    });
    expect(issued.status).toBe(201);
    const cert = await Certificate.findOne({ where: { user_id: learner.id, course_id: id } });
    expect(JSON.parse(cert?.convalidated_dates ?? '[]')).toEqual([day(-200)]);
  });
});

describe('the pedagogical project per course version', () => {
  let course: { id: number; lessonId: number };
  const project = {
    objectives: 'Capacitar para o trabalho em altura com segurança.',
    strategy: 'EAD com videoaulas e avaliação; prática presencial.',
    theory_practice: '6 h teóricas a distância, 2 h práticas presenciais.',
    responsible: 'Eng. Carla Nunes, CREA-SP 5061234',
    tutoring_channel: 'Dúvidas pelo portal, respondidas em até 2 dias úteis.',
    assessment_method: 'Prova de 10 questões, nota mínima 70.',
  };
  const versions = async () => (await server.req('GET', `/api/courses/${course.id}/versions`, { token: admin })).body;
  const version = async (n: number) =>
    (await server.req('GET', `/api/courses/${course.id}/versions/${n}`, { token: admin })).body.version;

  beforeAll(async () => {
    course = await courseWithLesson({ title: 'NR-35 com projeto', nr_preset_id: nr35 });
  });

  it('records the project on the current version, the PDF checked by content and downloadable', async () => {
    const saved = await server.req('PUT', `/api/courses/${course.id}/pedagogical-project`, {
      token: admin,
      body: project,
    });
    expect(saved.status).toBe(200);
    const list = await versions();
    expect(list.current).toBe(2);
    expect(list.versions[0]).toMatchObject({ version: 2, module_count: 1, lesson_count: 1, has_project: true });
    expect((await version(2)).project).toMatchObject(project);
    const exe = await server.req('POST', `/api/courses/${course.id}/pedagogical-project/file`, {
      token: admin,
      form: fileForm('file', EXE, 'projeto.pdf'),
    });
    expect(exe.status).toBe(415);
    const pdf = await server.req('POST', `/api/courses/${course.id}/pedagogical-project/file`, {
      token: admin,
      form: fileForm('file', PDF, 'projeto.pdf'),
    });
    expect(pdf.status).toBe(200);
    const file = await fetch(`${server.url}${pdf.body.project_file_url}`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('keeps an earlier version readable as it was after the content and the project change', async () => {
    const before = (await server.req('GET', `/api/courses/${course.id}`, { token: admin })).body.course;
    const saved = await server.req('PUT', `/api/courses/${course.id}/content`, {
      token: admin,
      body: {
        modules: [
          {
            id: before.modules[0].id,
            title: 'Módulo 1',
            lessons: [
              { id: course.lessonId, title: 'Aula 1', video_type: 'youtube', duration: 0 },
              { title: 'Aula 2: resgate', video_type: 'youtube', duration: 0 },
            ],
          },
        ],
      },
    });
    expect(saved.status).toBe(200);
    await server.req('PUT', `/api/courses/${course.id}/pedagogical-project`, {
      token: admin,
      body: { ...project, assessment_method: 'Prova de 15 questões.' },
    });
    const list = await versions();
    expect(list.current).toBe(3);
    expect(list.versions.map((v: { version: number }) => v.version)).toEqual([3, 2]);
    const old = await version(2);
    expect(old.modules[0].lessons.map((l: { title: string }) => l.title)).toEqual(['Aula 1']);
    expect(old.project.assessment_method).toBe(project.assessment_method);
    expect(old.project_file_url).toMatch(/versions\/2\/project-file$/);
    const now3 = await version(3);
    expect(now3.modules[0].lessons.map((l: { title: string }) => l.title)).toEqual(['Aula 1', 'Aula 2: resgate']);
    expect(now3.project.assessment_method).toBe('Prova de 15 questões.');
  });
});
