import { CONVALIDATION_LIMITS, type ConvalidationSchema, MSG, NR_MSG } from '@trilha/sdk/contract';
import type { Transaction } from 'sequelize';
import type { z } from 'zod';
import { inTransaction } from '../db/transaction';
import { BadRequestError, ConflictError, NotFoundError } from '../errors';
import { Certificate, Convalidation, Course, Enrollment, User } from '../models';
import { can } from '../policies/grants';
import { type Actor, audit } from '../services/audit';
import { now } from '../services/clock';
import { type FileRuleWithText, storeUpload } from '../services/storage';
import { certificateCode, expiryFor, oldestDay } from './certificates';
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

const today = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(at);

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
          responsible: input.responsible,
          note: input.note,
          evidence_file: stored.relativePath,
          created_by: actor.user?.id ?? null,
        },
        { transaction },
      );
      const outcome = complement
        ? { cert: null, enrollment: await complementEnrollment(user, course, record.id, actor, transaction) }
        : { cert: await convalidatedCertificate(user, course, record, actor, at, transaction), enrollment: null };
      const label = input.mode === 'reuse' ? 'Aproveitamento' : 'Convalidação';
      const result = outcome.cert
        ? `certificado ${outcome.cert.certificate_code}`
        : `complemento de ${complement} h a cumprir na matrícula ${outcome.enrollment?.enrollment.id}`;
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
