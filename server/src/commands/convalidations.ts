import { CONVALIDATION_LIMITS, type ConvalidationSchema, MSG, NR_MSG } from '@trilha/sdk/contract';
import type { z } from 'zod';
import { inTransaction } from '../db/transaction';
import { BadRequestError, ConflictError, NotFoundError } from '../errors';
import { Certificate, Convalidation, Course, User } from '../models';
import { can } from '../policies/grants';
import { type Actor, audit } from '../services/audit';
import { now } from '../services/clock';
import { type FileRuleWithText, storeUpload } from '../services/storage';
import { certificateCode, expiryFor } from './certificates';
import { withStoredFile } from './courses';

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
 * evidence file. Issues the official certificate in the same transaction: its validity counts from
 * the oldest date reused, and it lists the dates. A worker with an active certificate of the
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
  return withStoredFile(stored, () =>
    inTransaction(async (transaction) => {
      const active = await Certificate.findOne({
        where: { user_id: user.id, course_id: course.id, status: 'active' },
        transaction,
      });
      if (active) throw ConflictError(NR_MSG.convalidationExists);
      const oldest = new Date(`${dates[0]}T12:00:00Z`);
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
          // NR-01 1.7.6: the validity of reused training counts from its oldest date.
          expires_at: expiryFor(course, oldest),
          training_type: 'inicial',
          course_version: course.version,
          convalidated_dates: JSON.stringify(dates),
        },
        { transaction },
      );
      const record = await Convalidation.create(
        {
          user_id: user.id,
          course_id: course.id,
          mode: input.mode,
          source_organization: input.source_organization,
          dates: JSON.stringify(dates),
          hours: input.hours,
          responsible: input.responsible,
          note: input.note,
          evidence_file: stored.relativePath,
          certificate_id: cert.id,
          created_by: actor.user?.id ?? null,
        },
        { transaction },
      );
      await audit(
        actor,
        {
          action: 'CONVALIDACAO_REGISTRADA',
          description: `${input.mode === 'reuse' ? 'Aproveitamento' : 'Convalidação'} de ${course.title} para ${user.name} (${input.source_organization}; ${dates.join(', ')}; ${input.hours} h; aprovado por ${input.responsible}): certificado ${cert.certificate_code}`,
          subject: user,
        },
        transaction,
      );
      return { record, cert };
    }),
  );
}
