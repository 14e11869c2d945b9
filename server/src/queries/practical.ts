import type { PracticalParticipant as ParticipantShape, PracticalSession as SessionShape } from '@trilha/sdk/contract';
import { col, fn, Op } from 'sequelize';
import {
  Company,
  Course,
  PracticalAttendance,
  PracticalEvaluation,
  PracticalParticipant,
  PracticalSession,
  User,
} from '../models';
import { can, canEverywhere, companyScope } from '../policies/grants';
import { authorizeAttendanceLists } from '../policies/practical';

const iso = (d: Date) => new Date(d).toISOString();

/** Sessions as the API shows them, with course, instructor and roster size: three statements for any number. */
async function present(sessions: PracticalSession[]): Promise<SessionShape[]> {
  if (!sessions.length) return [];
  const ids = sessions.map((s) => s.id);
  const [courses, instructors, counts] = await Promise.all([
    Course.findAll({ where: { id: [...new Set(sessions.map((s) => s.course_id))] }, attributes: ['id', 'title'] }),
    User.findAll({ where: { id: [...new Set(sessions.map((s) => s.instructor_id))] }, attributes: ['id', 'name'] }),
    PracticalParticipant.findAll({
      where: { session_id: ids },
      attributes: ['session_id', [fn('COUNT', col('id')), 'n']],
      group: ['session_id'],
      raw: true,
    }) as unknown as Promise<{ session_id: number; n: number | string }[]>,
  ]);
  const title = new Map(courses.map((c) => [c.id, c.title]));
  const name = new Map(instructors.map((u) => [u.id, u.name]));
  const count = new Map(counts.map((c) => [c.session_id, Number(c.n)]));
  return sessions.map((s) => ({
    id: s.id,
    course_id: s.course_id,
    course_title: title.get(s.course_id) ?? '',
    starts_at: iso(s.starts_at),
    ends_at: iso(s.ends_at),
    place: s.place,
    instructor_id: s.instructor_id,
    instructor_name: name.get(s.instructor_id) ?? '',
    capacity: s.capacity,
    hours: Number(s.hours),
    participants: count.get(s.id) ?? 0,
  }));
}

export const presentSession = async (session: PracticalSession) => (await present([session]))[0] as SessionShape;

/**
 * An admin's every session; an instructor's own; a client company's manager, the sessions with at
 * least one of their company's workers on the roster. Soonest first.
 */
export async function sessionList(user: Pick<User, 'id' | 'role' | 'company_id'>): Promise<SessionShape[]> {
  const order: [string, string][] = [
    ['starts_at', 'ASC'],
    ['id', 'ASC'],
  ];
  if (canEverywhere(user, 'practical.instruct')) return present(await PracticalSession.findAll({ order }));
  if (can(user, 'practical.instruct'))
    return present(await PracticalSession.findAll({ where: { instructor_id: user.id }, order }));
  authorizeAttendanceLists(user);
  const companyId = companyScope(user, 'team.read');
  const rows = await PracticalParticipant.findAll({
    attributes: ['session_id'],
    include: [{ model: User, as: 'participant', attributes: [], where: { company_id: companyId }, required: true }],
    raw: true,
  });
  const ids = [...new Set(rows.map((r) => r.session_id))];
  return ids.length ? present(await PracticalSession.findAll({ where: { id: ids }, order })) : [];
}

/** The roster: each participant with company, attendance and newest evaluation, in five statements. */
export async function rosterOf(sessionId: number, userIds?: number[]): Promise<ParticipantShape[]> {
  const rows = await PracticalParticipant.findAll({
    where: userIds ? { session_id: sessionId, user_id: userIds } : { session_id: sessionId },
    attributes: ['user_id'],
  });
  const ids = rows.map((r) => r.user_id);
  if (!ids.length) return [];
  const [users, marks, evaluations] = await Promise.all([
    User.findAll({
      where: { id: ids },
      attributes: ['id', 'name', 'cpf', 'company_id'],
      include: [{ model: Company, as: 'company', attributes: ['name'] }],
    }),
    PracticalAttendance.findAll({ where: { session_id: sessionId, user_id: ids } }),
    PracticalEvaluation.findAll({
      where: { session_id: sessionId, user_id: { [Op.in]: ids } },
      order: [['id', 'ASC']],
    }),
  ]);
  const mark = new Map(marks.map((m) => [m.user_id, m]));
  const evaluation = new Map(evaluations.map((e) => [e.user_id, e]));
  return users
    .map((u) => {
      const m = mark.get(u.id);
      const e = evaluation.get(u.id);
      return {
        user_id: u.id,
        name: u.name,
        cpf: u.cpf ?? null,
        company_id: u.company_id ?? null,
        company: (u as User & { company?: Company | null }).company?.name ?? null,
        attendance: m ? { method: m.method, signed_at: iso(m.signed_at) } : null,
        evaluation: e ? { result: e.result, notes: e.notes ?? null, evaluated_at: iso(e.evaluated_at) } : null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

/**
 * The practical part of a worker's course: satisfied when, in some session of the course, they
 * attended and their newest evaluation there is satisfatório. Returns that session, or null.
 */
export async function satisfiedPractice(userId: number, courseId: number): Promise<PracticalSession | null> {
  const sessions = await PracticalSession.findAll({ where: { course_id: courseId }, attributes: ['id'] });
  if (!sessions.length) return null;
  const ids = sessions.map((s) => s.id);
  const [marks, evaluations] = await Promise.all([
    PracticalAttendance.findAll({ where: { user_id: userId, session_id: ids }, attributes: ['session_id'] }),
    PracticalEvaluation.findAll({ where: { user_id: userId, session_id: ids }, order: [['id', 'ASC']] }),
  ]);
  const attended = new Set(marks.map((m) => m.session_id));
  const newest = new Map(evaluations.map((e) => [e.session_id, e]));
  const passed = [...newest.values()].filter((e) => e.result === 'satisfatorio' && attended.has(e.session_id));
  const last = passed.sort((a, b) => b.id - a.id)[0];
  return last ? PracticalSession.findByPk(last.session_id) : null;
}
