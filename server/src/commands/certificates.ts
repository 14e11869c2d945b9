import { randomBytes } from 'node:crypto';
import {
  ASSESSMENT_LIMITS,
  CERTIFICATE_LIMITS,
  CERTIFICATE_MSG,
  COURSE_MSG,
  ERROR_IDS,
  MSG,
  PRACTICAL_MSG,
  type TrainingType,
} from '@trilha/sdk/contract';
import { type Transaction, UniqueConstraintError } from 'sequelize';
import { inTransaction } from '../db/transaction';
import { BadRequestError, ConflictError, HttpError, NotFoundError } from '../errors';
import { Certificate, Convalidation, Course, Enrollment, User } from '../models';
import { authorizeStudy } from '../policies/study';
import { bestScores } from '../queries/assessments';
import { loadStudyTree } from '../queries/courseTree';
import { satisfiedPractice } from '../queries/practical';
import { type Actor, audit } from '../services/audit';
import { dropCachedPdfs, renderAhead } from '../services/certificatePdf';
import { now } from '../services/clock';
import { removeUpload, storeUpload } from '../services/storage';
import { certificateEvent } from '../services/webhooks/events';

/** 'TS-' + 12 characters without look-alikes (0/O, 1/I/L): typed by people from a printout. */
export function certificateCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(12);
  let code = '';
  for (const b of bytes) code += alphabet[b % alphabet.length];
  return `TS-${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

/** The day a reused training's validity counts from (NR-01 1.7.6): the oldest of its dates, at noon UTC. */
export const oldestDay = (dates: readonly string[]) => new Date(`${[...dates].sort()[0]}T12:00:00Z`);

/**
 * What a new certificate states of the training behind it: the enrolment's type and, when the
 * enrolment completes earlier training (a convalidation with complement), that training's dates,
 * the validity counted from the oldest of them. Links the convalidation to the certificate.
 */
async function trainingTaken(
  where: { user_id: number; course_id: number },
  course: Pick<Course, 'validity_months'>,
  issuedAt: Date,
  transaction: Transaction,
) {
  const taken = await Enrollment.findOne({ where, attributes: ['training_type', 'convalidation_id'], transaction });
  const earlier = taken?.convalidation_id
    ? await Convalidation.findByPk(taken.convalidation_id, { attributes: ['id', 'dates'], transaction })
    : null;
  return {
    facts: {
      training_type: taken?.training_type ?? ('inicial' as TrainingType),
      convalidated_dates: earlier?.dates ?? null,
      expires_at: expiryFor(course, earlier ? oldestDay(JSON.parse(earlier.dates) as string[]) : issuedAt),
    },
    /** Once the certificate exists: the convalidation it completes points at it. */
    link: async (certificateId: number) => {
      if (earlier) await earlier.update({ certificate_id: certificateId }, { transaction });
    },
  };
}

export function expiryFor(course: Pick<Course, 'validity_months'>, from: Date): Date | null {
  if (!course.validity_months) return null;
  const d = new Date(from);
  d.setUTCMonth(d.getUTCMonth() + course.validity_months);
  return d;
}

/**
 * The temporary certificate: every lesson completed and, for every assessment of the course, a
 * passing attempt of at least 60 %. Scores come from the attempts, never from the client. The
 * unique (user, course) key makes concurrent requests yield one certificate; the others get 409.
 */
export async function temporaryIssuer(user: User, courseId: number, actor: Actor): Promise<Certificate> {
  const tree = await loadStudyTree({ courseId }, user.id);
  if (!tree) throw NotFoundError(COURSE_MSG.courseNotFound);
  const enrollment = authorizeStudy(user, tree);
  const { completed } = tree;
  if (await Certificate.findOne({ where: { user_id: user.id, course_id: courseId } })) {
    throw ConflictError(CERTIFICATE_MSG.alreadyGenerated);
  }
  if (!tree.lessons.length || !tree.lessons.every((l) => completed.has(l.id)))
    throw BadRequestError(CERTIFICATE_MSG.lessonsPending);
  const assessments = tree.course.assessments ?? [];
  const best = await bestScores(
    user.id,
    assessments.map((a) => a.id),
  );
  // A passed attempt (judged against the assessment's passing score when it was submitted) of at
  // least 60 %: a 66.7 % on a 70 % assessment is 'Reprovado' and earns nothing.
  const scores: number[] = [];
  for (const a of assessments) {
    const summary = best.get(a.id);
    const passed = summary?.bestPassed ?? null;
    if (passed === null || passed < ASSESSMENT_LIMITS.manualCertificateScore) {
      const shown = summary?.best ?? null;
      throw new HttpError(400, ERROR_IDS.insufficientScore, CERTIFICATE_MSG.insufficientScore(shown), {
        bestScore: shown,
      });
    }
    scores.push(passed);
  }
  const issuedAt = now();
  try {
    return await inTransaction(async (transaction) => {
      // What the certificate states of the training (issue 19): its type and the content version taken.
      const [taken, version] = await Promise.all([
        trainingTaken({ user_id: user.id, course_id: courseId }, tree.course, issuedAt, transaction),
        Course.findByPk(courseId, { attributes: ['version'], transaction }),
      ]);
      const cert = await Certificate.create(
        {
          user_id: user.id,
          course_id: courseId,
          ...taken.facts,
          course_version: version?.version ?? null,
          certificate_code: certificateCode(),
          is_temporary: true,
          status: 'active',
          score: scores.length ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 100) / 100 : null,
          issued_at: issuedAt,
        },
        { transaction },
      );
      await taken.link(cert.id);
      await Enrollment.update({ certificate_issued_at: issuedAt }, { where: { id: enrollment.id }, transaction });
      await certificateEvent('certificate.issued', cert, transaction);
      await audit(
        actor,
        {
          action: 'CERTIFICADO_EMITIDO',
          description: `Certificado temporário emitido: ${tree.course.title} (${cert.certificate_code})`,
        },
        transaction,
      );
      return cert;
    });
  } catch (err) {
    if (err instanceof UniqueConstraintError) throw ConflictError(CERTIFICATE_MSG.alreadyGenerated);
    throw err;
  }
}

async function lockCertificate(id: number, transaction: Transaction) {
  const cert = await Certificate.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
  if (!cert) throw NotFoundError(CERTIFICATE_MSG.notFound);
  return cert;
}

/**
 * Makes a certificate official. A course whose practical part is required (issue 20) is official
 * only once the worker attended a practical session and was rated satisfatório there.
 */
export async function certificateValidator(id: number, actor: Actor): Promise<Certificate> {
  const validated = await inTransaction(async (transaction) => {
    const cert = await lockCertificate(id, transaction);
    if (cert.status === 'revoked') throw BadRequestError(CERTIFICATE_MSG.alreadyRevoked);
    const course = await Course.findByPk(cert.course_id, { attributes: ['practical_required'], transaction });
    if (course?.practical_required && !(await satisfiedPractice(cert.user_id, cert.course_id))) {
      throw new HttpError(409, ERROR_IDS.practicalPending, PRACTICAL_MSG.practicalPending);
    }
    await cert.update(
      { is_temporary: false, validated_at: now(), validated_by: actor.user?.id ?? null },
      { transaction },
    );
    await audit(
      actor,
      { action: 'CERTIFICADO_VALIDADO', description: `Certificado validado como oficial: ${cert.certificate_code}` },
      transaction,
    );
    await certificateEvent('certificate.validated', cert, transaction);
    return cert;
  });
  renderAhead(validated);
  return validated;
}

/**
 * Revokes for good: downloads answer 410 from then on (services/certificatePdf reads the status on
 * every download, on every node) and this node's cached renders are dropped.
 */
export async function certificateRevoker(id: number, reason: string, actor: Actor): Promise<Certificate> {
  const revoked = await inTransaction(async (transaction) => {
    const cert = await lockCertificate(id, transaction);
    if (cert.status === 'revoked') throw BadRequestError(CERTIFICATE_MSG.alreadyRevoked);
    await cert.update(
      { status: 'revoked', revoked_at: now(), revoke_reason: reason, revoked_by: actor.user?.id ?? null },
      { transaction },
    );
    await audit(
      actor,
      {
        action: 'CERTIFICADO_REVOGADO',
        level: 'warn',
        description: `Certificado revogado: ${cert.certificate_code} — ${reason}`,
      },
      transaction,
    );
    await certificateEvent('certificate.revoked', cert, transaction);
    return cert;
  });
  await dropCachedPdfs(revoked.certificate_code);
  return revoked;
}

const PDF_RULE = {
  maxBytes: CERTIFICATE_LIMITS.uploadMaxBytes,
  mimes: ['application/pdf'],
  tooLarge: CERTIFICATE_MSG.uploadTooLarge,
  badType: CERTIFICATE_MSG.uploadType,
};

/** An official certificate as a PDF the admin uploads (checked by content); replaces the file of an existing one. */
export async function certificateUploader(
  input: { course_id: number; user_id: number },
  pdf: Buffer | undefined,
  actor: Actor,
) {
  if (!pdf?.length) throw BadRequestError(CERTIFICATE_MSG.uploadRequired);
  const [course, user] = await Promise.all([Course.findByPk(input.course_id), User.findByPk(input.user_id)]);
  if (!course) throw NotFoundError(COURSE_MSG.courseNotFound);
  if (!user) throw NotFoundError(MSG.userNotFound);
  const stored = await storeUpload('certificates', pdf, PDF_RULE);
  let previous: string | null = null;
  try {
    const cert = await inTransaction(async (transaction) => {
      const at = now();
      const existing = await Certificate.findOne({
        where: { user_id: user.id, course_id: course.id },
        transaction,
        lock: transaction.LOCK.UPDATE,
      });
      previous = existing?.file_path ?? null;
      const taken = existing
        ? null
        : await trainingTaken({ user_id: user.id, course_id: course.id }, course, at, transaction);
      const cert = existing
        ? await existing.update(
            {
              file_path: stored.relativePath,
              is_temporary: false,
              validated_at: at,
              validated_by: actor.user?.id ?? null,
            },
            { transaction },
          )
        : await Certificate.create(
            {
              user_id: user.id,
              course_id: course.id,
              ...taken?.facts,
              course_version: course.version,
              certificate_code: certificateCode(),
              is_temporary: false,
              status: 'active',
              issued_at: at,
              validated_at: at,
              validated_by: actor.user?.id ?? null,
              file_path: stored.relativePath,
            },
            { transaction },
          );
      await taken?.link(cert.id);
      await Enrollment.update(
        { certificate_issued_at: cert.issued_at },
        { where: { user_id: user.id, course_id: course.id, certificate_issued_at: null }, transaction },
      );
      await audit(
        actor,
        {
          action: 'CERTIFICADO_ENVIADO',
          description: `Certificado oficial enviado para ${user.email}: ${course.title}`,
        },
        transaction,
      );
      await certificateEvent(existing ? 'certificate.validated' : 'certificate.issued', cert, transaction);
      return cert;
    });
    await removeUpload(previous);
    return cert;
  } catch (err) {
    await removeUpload(stored.relativePath);
    throw err;
  }
}

export async function certificateDeleter(id: number, actor: Actor): Promise<void> {
  const removed = await inTransaction(async (transaction) => {
    const cert = await lockCertificate(id, transaction);
    await cert.destroy({ transaction });
    await Enrollment.update(
      { certificate_issued_at: null },
      { where: { user_id: cert.user_id, course_id: cert.course_id }, transaction },
    );
    await audit(
      actor,
      { action: 'CERTIFICADO_EXCLUIDO', description: `Certificado excluído: ${cert.certificate_code}` },
      transaction,
    );
    return cert;
  });
  await Promise.all([removeUpload(removed.file_path), dropCachedPdfs(removed.certificate_code)]);
}
