import { CONVALIDATION_LIMITS, type ConvalidationSchema, MSG, NR_MSG } from '@trilha/sdk/contract';
import type { Transaction } from 'sequelize';
import type { z } from 'zod';
import { inTransaction } from '../db/transaction';
import { BadRequestError, ConflictError, NotFoundError } from '../errors';
import { Certificate, Convalidation, Course, Enrollment, Lesson, LessonProgress, Module, User } from '../models';
import { can } from '../policies/grants';
import { type Actor, audit } from '../services/audit';
import { saoPauloDate } from '../services/calendar';
import { now } from '../services/clock';
import { type FileRuleWithText, storeUpload } from '../services/storage';
import { certificateEvent } from '../services/webhooks/events';
import { certificateCode, expiryFor, oldestDay } from './certificates';
import { recomputeProgress } from './courseContent';
import { withStoredFile } from './courses';
import { createEnrollment, notify } from './enrollments';

type ConvalidationInput = z.output<typeof ConvalidationSchema>;

/** The evidence of earlier training: a PDF or a photo of the paper certificate, checked by content. */
const EVIDENCE_RULE: FileRuleWithText = {
  maxBytes: CONVALIDATION_LIMITS.evidenceMaxBytes,
  mimes: ['application/pdf', 'image/jpeg', 'image/png'],
  tooLarge: NR_MSG.convalidationFileTooLarge,
  badType: NR_MSG.convalidationFileType,
};

const today = saoPauloDate;

/**
 * Records earlier training a worker did (NR-01 1.7.6): reused within the organisation or
 * convalidated from another, with its dates, hours, the technician who approved it and the
 * evidence file. Without a complement it issues the official certificate in the same transaction:
 * its validity counts from the oldest date reused, and it lists the dates. With `complement_hours`
 * the worker is enrolled (or their enrolment linked) to do the rest, and the certificate of that
 * enrolment states the same dates when it is issued. A worker with an active certificate of the
 * course already is a 409; a future date, a file that is not a PDF or an image, a 400.
 */
export async function convalidationRecorder(input: ConvalidationInput, evidence: Buffer | undefined, actor: Actor) {
  const at = now();
  const dates = [...new Set(input.dates)].sort();
  if (!dates.length || dates.some((d) => Number.isNaN(Date.parse(`${d}T00:00:00Z`)) || d > today(at))) {
    throw BadRequestError(NR_MSG.convalidationDates, { errors: [{ msg: NR_MSG.convalidationDates, path: 'dates' }] });
  }
  if (!evidence?.length) throw BadRequestError(NR_MSG.convalidationFile);
  const [user, course] = await Promise.all([User.findByPk(input.user_id), Course.findByPk(input.course_id)]);
  if (!user) throw NotFoundError(MSG.userNotFound);
  if (!course) throw NotFoundError('Curso não encontrado.');
  if (!can(user, 'courses.study')) throw BadRequestError(NR_MSG.convalidationNotLearner);
  const toDo = input.complement_module_ids ? await complementModules(course.id, input.complement_module_ids) : null;
  const stored = await storeUpload('convalidations', evidence, EVIDENCE_RULE);
  const complement = input.complement_hours ?? null;
  const result = await withStoredFile(stored, () =>
    inTransaction(async (transaction) => {
      const active = await Certificate.findOne({
        where: { user_id: user.id, course_id: course.id, status: 'active' },
        transaction,
      });
      if (active) throw ConflictError(NR_MSG.convalidationExists);
      const record = await Convalidation.create(
        {
          user_id: user.id,
          course_id: course.id,
          mode: input.mode,
          source_organization: input.source_organization,
          dates: JSON.stringify(dates),
          hours: input.hours,
          complement_hours: complement,
          complement_module_ids: toDo ? JSON.stringify(toDo.modules) : null,
          responsible: input.responsible,
          note: input.note,
          evidence_file: stored.relativePath,
          created_by: actor.user?.id ?? null,
        },
        { transaction },
      );
      const outcome =
        complement || toDo
          ? { cert: null, enrollment: await complementEnrollment(user, course, record.id, actor, transaction) }
          : { cert: await convalidatedCertificate(user, course, record, actor, at, transaction), enrollment: null };
      if (toDo) await creditLessons(user.id, course.id, toDo.credited, record.id, at, transaction);
      const label = input.mode === 'reuse' ? 'Aproveitamento' : 'Convalidação';
      const result = outcome.cert
        ? `certificado ${outcome.cert.certificate_code}`
        : `complemento${complement ? ` de ${complement} h` : ''}${toDo ? ` (${toDo.modules.length} módulo(s) a cumprir, ${toDo.credited.length} aula(s) aproveitada(s))` : ''} na matrícula ${outcome.enrollment?.enrollment.id}`;
      await audit(
        actor,
        {
          action: 'CONVALIDACAO_REGISTRADA',
          description: `${label} de ${course.title} para ${user.name} (${input.source_organization}; ${dates.join(', ')}; ${input.hours} h; aprovado por ${input.responsible}): ${result}`,
          subject: user,
        },
        transaction,
      );
      return { record, ...outcome };
    }),
  );
  if (result.enrollment?.created) await notify([user], course, actor);
  return { record: result.record, cert: result.cert, enrollmentId: result.enrollment?.enrollment.id ?? null };
}

/**
 * The modules a complement leaves to do, all live modules of the course; the lessons of the other
 * live modules are the ones the earlier training credits.
 */
async function complementModules(courseId: number, wanted: number[]) {
  const live = await Module.findAll({ where: { course_id: courseId, archived_at: null }, attributes: ['id'] });
  const ids = new Set(live.map((m) => m.id));
  const modules = [...new Set(wanted)];
  if (modules.some((id) => !ids.has(id))) {
    throw BadRequestError(NR_MSG.complementModules, {
      errors: [{ msg: NR_MSG.complementModules, path: 'complement_module_ids' }],
    });
  }
  const creditedModules = live.filter((m) => !modules.includes(m.id)).map((m) => m.id);
  const lessons = creditedModules.length
    ? await Lesson.findAll({ where: { module_id: creditedModules, archived_at: null }, attributes: ['id'] })
    : [];
  return { modules, credited: lessons.map((l) => l.id) };
}

/**
 * Marks the credited lessons completed for the worker, each row saying which convalidation did it
 * (what they watched of a lesson before stays as it was), and recomputes the course's progress.
 */
async function creditLessons(
  userId: number,
  courseId: number,
  lessonIds: number[],
  convalidationId: number,
  at: Date,
  transaction: Transaction,
) {
  if (!lessonIds.length) return;
  const rows = await LessonProgress.findAll({
    where: { user_id: userId, lesson_id: lessonIds },
    attributes: ['id', 'lesson_id', 'completed'],
    transaction,
  });
  const have = new Set(rows.map((r) => r.lesson_id));
  const credit = { completed: true, completed_at: at, credited_by_convalidation_id: convalidationId };
  await LessonProgress.bulkCreate(
    lessonIds.filter((id) => !have.has(id)).map((lesson_id) => ({ user_id: userId, lesson_id, ...credit })),
    { transaction },
  );
  const open = rows.filter((r) => !r.completed).map((r) => r.id);
  if (open.length) await LessonProgress.update(credit, { where: { id: open }, transaction });
  await recomputeProgress(courseId, transaction);
}

/** The official certificate a convalidation without complement stands for, linked from its record. */
async function convalidatedCertificate(
  user: User,
  course: Course,
  record: Convalidation,
  actor: Actor,
  at: Date,
  transaction: Transaction,
) {
  const dates = JSON.parse(record.dates) as string[];
  const cert = await Certificate.create(
    {
      user_id: user.id,
      course_id: course.id,
      certificate_code: certificateCode(),
      is_temporary: false,
      status: 'active',
      issued_at: at,
      validated_at: at,
      validated_by: actor.user?.id ?? null,
      expires_at: expiryFor(course, oldestDay(dates)),
      training_type: 'inicial',
      course_version: course.version,
      convalidated_dates: record.dates,
    },
    { transaction },
  );
  await record.update({ certificate_id: cert.id }, { transaction });
  await certificateEvent('certificate.issued', cert, transaction);
  return cert;
}

/**
 * The enrolment that completes a partial convalidation: the worker's own if they have one not yet
 * finished (linked to the record), a new one otherwise. A finished course needs no complement.
 */
async function complementEnrollment(
  user: User,
  course: Course,
  convalidationId: number,
  actor: Actor,
  transaction: Transaction,
) {
  const existing = await Enrollment.findOne({
    where: { user_id: user.id, course_id: course.id },
    transaction,
    lock: transaction.LOCK.UPDATE,
  });
  if (existing?.completed_at) throw ConflictError(NR_MSG.complementFinished);
  if (existing) {
    await existing.update({ convalidation_id: convalidationId }, { transaction });
    return { enrollment: existing, created: false };
  }
  const enrollment = await createEnrollment(user, course, actor, transaction, { convalidation_id: convalidationId });
  return { enrollment, created: true };
}
