import { createHash } from 'node:crypto';
import {
  type AttendanceSchema,
  COURSE_MSG,
  type EvaluationSchema,
  PRACTICAL_LIMITS,
  PRACTICAL_MSG,
  type PracticalSessionSchema,
} from '@trilha/sdk/contract';
import { type Transaction, UniqueConstraintError } from 'sequelize';
import type { z } from 'zod';
import { inTransaction } from '../db/transaction';
import { BadRequestError, ConflictError, NotFoundError } from '../errors';
import {
  Course,
  Enrollment,
  PracticalAttendance,
  PracticalEvaluation,
  PracticalParticipant,
  PracticalSession,
  User,
} from '../models';
import { authorizeSessionInstructor, authorizeSessionView } from '../policies/practical';
import { type Actor, audit } from '../services/audit';
import { now } from '../services/clock';
import { consumeCode, issueCode } from '../services/codes';
import { brDate } from '../services/format';
import type { MailMessage } from '../services/mail';
import { enqueueMail } from '../services/mailOutbox';
import { removeUpload, storeUpload } from '../services/storage';
import { emitWorkerEvents } from '../services/webhooks/events';

type SessionInput = z.output<typeof PracticalSessionSchema>;
type AttendanceInput = z.output<typeof AttendanceSchema>;
type EvaluationInput = z.output<typeof EvaluationSchema>;

const hourFmt = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' });
/** '12/03/2027, das 08:00 às 12:00': how the e-mails and the roster say when a session is. */
export const sessionWhen = (s: Pick<PracticalSession, 'starts_at' | 'ends_at'>) =>
  `${brDate(s.starts_at)}, das ${hourFmt.format(new Date(s.starts_at))} às ${hourFmt.format(new Date(s.ends_at))}`;

/** The e-mail that tells a participant when and where: on joining the roster, and the day before. */
export function sessionMail(
  user: Pick<User, 'name' | 'email'>,
  courseTitle: string,
  session: PracticalSession,
  reminder: boolean,
): MailMessage {
  return {
    to: user.email,
    subject: `${reminder ? 'Amanhã: turma prática' : 'Turma prática'}: ${courseTitle} em ${brDate(session.starts_at)}`,
    template: 'practical-session',
    data: {
      name: user.name,
      courseTitle,
      when: sessionWhen(session),
      place: session.place,
      hours: String(Number(session.hours)).replace('.', ','),
      reminder,
    },
  };
}

export async function loadSession(id: number, transaction?: Transaction): Promise<PracticalSession> {
  const session = await PracticalSession.findByPk(id, {
    transaction,
    ...(transaction ? { lock: transaction.LOCK.UPDATE } : {}),
  });
  if (!session) throw NotFoundError(PRACTICAL_MSG.notFound);
  return session;
}

/** The course must exist and the instructor be an active user of the Instrutor profile. */
async function checkSessionInput(input: SessionInput, transaction: Transaction) {
  const [course, instructor] = await Promise.all([
    Course.findByPk(input.course_id, { attributes: ['id', 'title'], transaction }),
    User.findByPk(input.instructor_id, { attributes: ['id', 'role', 'is_active', 'name'], transaction }),
  ]);
  if (!course) throw NotFoundError(COURSE_MSG.courseNotFound);
  if (instructor?.role !== 'instructor' || !instructor.is_active) {
    throw BadRequestError(PRACTICAL_MSG.instructorRole, {
      errors: [{ msg: PRACTICAL_MSG.instructorRole, path: 'instructor_id' }],
    });
  }
  return { course, instructor };
}

const columns = (input: SessionInput) => ({
  course_id: input.course_id,
  starts_at: new Date(input.starts_at),
  ends_at: new Date(input.ends_at),
  place: input.place,
  instructor_id: input.instructor_id,
  capacity: input.capacity,
  hours: input.hours,
});

export function sessionCreator(input: SessionInput, actor: Actor): Promise<PracticalSession> {
  return inTransaction(async (transaction) => {
    const { course, instructor } = await checkSessionInput(input, transaction);
    const session = await PracticalSession.create(
      { ...columns(input), created_by: actor.user?.id ?? null },
      { transaction },
    );
    await audit(
      actor,
      {
        action: 'TURMA_PRATICA_CRIADA',
        description: `Turma prática de ${course.title} em ${sessionWhen(session)}, ${session.place} (instrutor ${instructor.name})`,
      },
      transaction,
    );
    return session;
  });
}

/** Moves or resizes a session; its capacity never drops below the roster it already has. */
export function sessionUpdater(id: number, input: SessionInput, actor: Actor): Promise<PracticalSession> {
  return inTransaction(async (transaction) => {
    const session = await loadSession(id, transaction);
    const { course } = await checkSessionInput(input, transaction);
    const enrolled = await PracticalParticipant.count({ where: { session_id: id }, transaction });
    if (input.capacity < enrolled) throw BadRequestError(PRACTICAL_MSG.capacityBelowRoster(enrolled));
    if (input.course_id !== session.course_id && enrolled > 0) {
      throw BadRequestError(PRACTICAL_MSG.courseLocked);
    }
    // Attendance signed there is evidence of when, where and with whom: that stays as it was.
    const next = columns(input);
    if (await PracticalAttendance.count({ where: { session_id: id }, transaction })) {
      const same =
        next.starts_at.getTime() === new Date(session.starts_at).getTime() &&
        next.ends_at.getTime() === new Date(session.ends_at).getTime() &&
        next.place === session.place &&
        next.instructor_id === session.instructor_id &&
        next.hours === Number(session.hours);
      if (!same) throw ConflictError(PRACTICAL_MSG.lockedAfterAttendance);
    }
    await session.update(next, { transaction });
    await audit(
      actor,
      {
        action: 'TURMA_PRATICA_ALTERADA',
        description: `Turma prática ${id} de ${course.title}: ${sessionWhen(session)}`,
      },
      transaction,
    );
    return session;
  });
}

/** A session nobody attended yet may go, with its roster; one with attendance is evidence. */
export function sessionDeleter(id: number, actor: Actor): Promise<void> {
  return inTransaction(async (transaction) => {
    const session = await loadSession(id, transaction);
    if (await PracticalAttendance.count({ where: { session_id: id }, transaction })) {
      throw ConflictError(PRACTICAL_MSG.deleteWithAttendance);
    }
    await PracticalParticipant.destroy({ where: { session_id: id }, transaction });
    await session.destroy({ transaction });
    await audit(
      actor,
      {
        action: 'TURMA_PRATICA_EXCLUIDA',
        level: 'warn',
        description: `Turma prática ${id} excluída (${session.place})`,
      },
      transaction,
    );
  });
}

/**
 * Adds workers enrolled in the session's course; those already on it are skipped. The session row
 * is locked, so two admins filling the last seats at once cannot overbook it. Each new participant
 * is e-mailed the date and place, with (and only with) the roster change.
 */
export function participantsAdder(id: number, userIds: number[], actor: Actor) {
  return inTransaction(async (transaction) => {
    const session = await loadSession(id, transaction);
    const wanted = [...new Set(userIds)];
    const [users, enrolments, present, course] = await Promise.all([
      User.findAll({ where: { id: wanted }, attributes: ['id', 'name', 'email', 'is_active'], transaction }),
      Enrollment.findAll({
        where: { course_id: session.course_id, user_id: wanted },
        attributes: ['user_id'],
        transaction,
      }),
      PracticalParticipant.findAll({ where: { session_id: id }, attributes: ['user_id'], transaction }),
      Course.findByPk(session.course_id, { attributes: ['id', 'title'], transaction }),
    ]);
    const enrolled = new Set(enrolments.map((e) => e.user_id));
    const refused = wanted.filter((u) => !enrolled.has(u) || !users.find((x) => x.id === u)?.is_active);
    if (refused.length) {
      const names = refused.map((u) => users.find((x) => x.id === u)?.name ?? `#${u}`).join(', ');
      throw BadRequestError(PRACTICAL_MSG.notEnrolled(names));
    }
    const on = new Set(present.map((p) => p.user_id));
    const fresh = users.filter((u) => !on.has(u.id));
    const free = session.capacity - on.size;
    if (fresh.length > free) throw ConflictError(PRACTICAL_MSG.overCapacity(Math.max(free, 0)));
    await PracticalParticipant.bulkCreate(
      fresh.map((u) => ({ session_id: id, user_id: u.id, added_by: actor.user?.id ?? null })),
      { transaction },
    );
    for (const user of fresh) {
      await enqueueMail(sessionMail(user, course?.title ?? '', session, false), transaction);
    }
    if (fresh.length) {
      await audit(
        actor,
        {
          action: 'TURMA_PRATICA_PARTICIPANTES',
          description: `${fresh.length} participante(s) na turma prática ${id}: ${fresh.map((u) => u.name).join(', ')}`,
        },
        transaction,
      );
    }
    return { session, added: fresh.length };
  });
}

async function onRoster(session: PracticalSession, userId: number): Promise<User> {
  const [row, user] = await Promise.all([
    PracticalParticipant.findOne({ where: { session_id: session.id, user_id: userId }, attributes: ['id'] }),
    User.findByPk(userId),
  ]);
  if (!row || !user) throw NotFoundError(PRACTICAL_MSG.notOnRoster);
  return user;
}

/** E-mails the participant a 6-digit code, good for this session only (10 minutes, 5 tries). */
export async function attendanceCodeSender(id: number, userId: number, instructor: User, actor: Actor) {
  const session = await loadSession(id);
  authorizeSessionView(instructor, session);
  const user = await onRoster(session, userId);
  const course = await Course.findByPk(session.course_id, { attributes: ['title'] });
  await issueCode(user, 'practical_attendance', undefined, {
    scope: String(session.id),
    intro: `Informe o código abaixo ao instrutor para confirmar a sua presença na turma prática de ${course?.title ?? ''} (${sessionWhen(session)}, ${session.place}).`,
  });
  await audit(actor, {
    action: 'TURMA_PRATICA_CODIGO',
    description: `Código de presença enviado a ${user.email} (turma prática ${id})`,
    subject: user,
  });
}

/** A drawn signature: a PNG of sane size and dimensions, by its bytes, not by what the data URL says. */
function signaturePng(dataUrl: string | undefined): Buffer {
  const match = /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl ?? '');
  const png = match ? Buffer.from(match[1] as string, 'base64') : Buffer.alloc(0);
  const magic = png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const ihdr = png.subarray(12, 16).toString('latin1') === 'IHDR';
  const width = ihdr ? png.readUInt32BE(16) : 0;
  const height = ihdr ? png.readUInt32BE(20) : 0;
  const sane = (side: number) => side >= 20 && side <= PRACTICAL_LIMITS.signatureMaxSide;
  if (!magic || !sane(width) || !sane(height) || png.length > PRACTICAL_LIMITS.signatureMaxBytes) {
    throw BadRequestError(PRACTICAL_MSG.signatureInvalid, {
      errors: [{ msg: PRACTICAL_MSG.signatureInvalid, path: 'signature' }],
    });
  }
  return png;
}

/**
 * Records that a worker on the roster was there, signed on the session's instructor's device by a
 * drawn signature (stored, with its SHA-256) or by the code e-mailed to them. A retry with the same
 * `client_id` (a lost answer, a queue replayed after the device was offline) answers the mark
 * already recorded instead of recording twice; a second mark for the same worker is a 409.
 */
export async function attendanceRecorder(id: number, input: AttendanceInput, instructor: User, actor: Actor) {
  const session = await loadSession(id);
  authorizeSessionInstructor(instructor, session);
  const replay = await PracticalAttendance.findOne({ where: { client_id: input.client_id } });
  if (replay) return replayed(replay, session, input);
  const user = await onRoster(session, input.user_id);
  if (await PracticalAttendance.findOne({ where: { session_id: id, user_id: user.id }, attributes: ['id'] })) {
    throw ConflictError(PRACTICAL_MSG.alreadyAttended);
  }
  const png = input.method === 'signature' ? signaturePng(input.signature) : null;
  if (input.method === 'code') await consumeCode(user.id, 'practical_attendance', input.code ?? '', String(id));
  const stored = png
    ? await storeUpload('signatures', png, {
        maxBytes: PRACTICAL_LIMITS.signatureMaxBytes,
        mimes: ['image/png'],
        tooLarge: PRACTICAL_MSG.signatureInvalid,
        badType: PRACTICAL_MSG.signatureInvalid,
      })
    : null;
  try {
    return await inTransaction(async (transaction) => {
      const mark = await PracticalAttendance.create(
        {
          client_id: input.client_id,
          session_id: id,
          user_id: user.id,
          method: input.method,
          signature_file: stored?.relativePath ?? null,
          signature_sha256: png ? createHash('sha256').update(png).digest('hex') : null,
          instructor_id: instructor.id,
          ip: actor.ip ?? null,
          signed_at: now(),
        },
        { transaction },
      );
      await audit(
        actor,
        {
          action: 'PRESENCA_REGISTRADA',
          description: `Presença de ${user.name} na turma prática ${id} (${input.method === 'signature' ? 'assinatura' : 'código por e-mail'})`,
          subject: user,
        },
        transaction,
      );
      await emitWorkerEvents(
        [
          {
            type: 'attendance.signed',
            resource: `attendance:${id}-${user.id}`,
            userId: user.id,
            courseId: session.course_id,
            data: {
              session: { id, starts_at: new Date(session.starts_at).toISOString(), place: session.place },
              method: input.method,
              signed_at: new Date(mark.signed_at).toISOString(),
            },
          },
        ],
        transaction,
      );
      return mark;
    });
  } catch (err) {
    await removeUpload(stored?.relativePath);
    if (!(err instanceof UniqueConstraintError)) throw err;
    // The same mark arrived twice at once: the other request recorded it.
    const winner = await PracticalAttendance.findOne({ where: { client_id: input.client_id } });
    if (winner) return replayed(winner, session, input);
    throw ConflictError(PRACTICAL_MSG.alreadyAttended);
  }
}

function replayed(mark: PracticalAttendance, session: PracticalSession, input: AttendanceInput) {
  if (mark.session_id !== session.id || mark.user_id !== input.user_id) throw ConflictError(PRACTICAL_MSG.clientId);
  return mark;
}

/** The session's instructor rates a participant who attended; a new rating supersedes, never erases. */
export async function evaluationRecorder(
  id: number,
  userId: number,
  input: EvaluationInput,
  instructor: User,
  actor: Actor,
) {
  const session = await loadSession(id);
  authorizeSessionInstructor(instructor, session);
  const user = await onRoster(session, userId);
  if (!(await PracticalAttendance.findOne({ where: { session_id: id, user_id: userId }, attributes: ['id'] }))) {
    throw BadRequestError(PRACTICAL_MSG.evaluationBeforeAttendance);
  }
  return inTransaction(async (transaction) => {
    const evaluation = await PracticalEvaluation.create(
      {
        session_id: id,
        user_id: userId,
        result: input.result,
        notes: input.notes ?? null,
        evaluated_by: instructor.id,
        evaluated_at: now(),
      },
      { transaction },
    );
    await audit(
      actor,
      {
        action: 'AVALIACAO_PRATICA',
        description: `Avaliação prática de ${user.name} na turma ${id}: ${input.result === 'satisfatorio' ? 'satisfatório' : 'insatisfatório'}`,
        subject: user,
      },
      transaction,
    );
    return evaluation;
  });
}
