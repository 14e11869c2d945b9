import { NR_MSG, type TrainingEventSchema } from '@trilha/sdk/contract';
import { Op } from 'sequelize';
import type { z } from 'zod';
import { inTransaction } from '../db/transaction';
import { BadRequestError, ForbiddenError, NotFoundError } from '../errors';
import { Course, Enrollment, JobRole, NrPreset, TrainingEvent, User } from '../models';
import { LEARNER_ROLES } from '../policies/enrollments';
import { companyScope } from '../policies/grants';
import { type Actor, audit } from '../services/audit';
import { saoPauloDate } from '../services/calendar';
import { now } from '../services/clock';
import { missingEnrollmentsCreator, notifyEnrollments } from './enrollments';

type EventInput = z.output<typeof TrainingEventSchema>;

const DAY_MS = 86_400_000;
/** NR-01 1.7.1.2.3: without an NR of its own, a return from leave calls back after 180 days. */
const DEFAULT_LEAVE_THRESHOLD = 180;

/** Today in São Paulo as 'YYYY-MM-DD' (an event dated after it has not happened yet). */
const today = saoPauloDate;

const daysBetween = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);

/**
 * The workers an event calls back: the listed ones, a company's, or a cargo's holders; active
 * learners only. A manager's event reaches their company only: naming another company, a cargo
 * of it or its workers is refused.
 */
async function affectedWorkers(actorUser: User, input: EventInput): Promise<User[]> {
  const scope = companyScope(actorUser, 'training.trigger');
  if (scope !== null && input.company_id && input.company_id !== scope) throw ForbiddenError();
  let jobRoleCompany: number | null = null;
  if (input.job_role_id) {
    const role = await JobRole.findByPk(input.job_role_id);
    if (!role || (scope !== null && role.company_id !== scope)) throw BadRequestError(NR_MSG.eventWorkers);
    jobRoleCompany = role.company_id;
  }
  const or = [
    ...(input.user_ids?.length ? [{ id: { [Op.in]: input.user_ids } }] : []),
    ...(input.company_id ? [{ company_id: input.company_id }] : []),
    ...(input.job_role_id ? [{ job_role_id: input.job_role_id, company_id: jobRoleCompany }] : []),
  ];
  const workers = await User.findAll({
    where: {
      [Op.or]: or,
      role: { [Op.in]: [...LEARNER_ROLES] },
      is_active: true,
      ...(scope !== null ? { company_id: scope } : {}),
    },
  });
  if (
    input.user_ids?.length &&
    workers.filter((w) => input.user_ids?.includes(w.id)).length !== input.user_ids.length
  ) {
    throw BadRequestError(NR_MSG.eventWorkers);
  }
  if (!workers.length) throw BadRequestError(NR_MSG.eventWorkers);
  return workers;
}

/**
 * Registers an eventual trigger (NR-01 1.7.1.2.3) and enrols every affected worker in the course
 * as 'eventual', in one transaction with the event row and one audit row; the workers are e-mailed
 * after the commit. A return from leave calls back only past the NR's threshold (the course's
 * preset; 180 days without one): a shorter leave is refused, with the reason. Workers who already
 * finished the course are called back through its refresher course (the one the reciclagem uses),
 * so their finished enrolment, progress and certificate stay as they were; workers enrolled and
 * not finished keep their enrolment (counted as `already`, as are finished ones without a refresher).
 */
export async function trainingEventCreator(actorUser: User, input: EventInput, actor: Actor) {
  const at = now();
  const latest = [input.occurred_at, input.leave_start, input.leave_end].filter(Boolean).sort().pop() as string;
  if (latest > today(at))
    throw BadRequestError(NR_MSG.eventFuture, { errors: [{ msg: NR_MSG.eventFuture, path: 'occurred_at' }] });
  const course = await Course.findByPk(input.course_id);
  if (!course) throw NotFoundError('Curso não encontrado.');
  if (input.kind === 'retorno_afastamento' && input.leave_start && input.leave_end) {
    const preset = course.nr_preset_id ? await NrPreset.findByPk(course.nr_preset_id) : null;
    const threshold = preset?.leave_threshold_days ?? DEFAULT_LEAVE_THRESHOLD;
    const days = daysBetween(input.leave_start, input.leave_end);
    if (days <= threshold) throw BadRequestError(NR_MSG.eventLeaveShort(days, threshold));
  }
  const workers = await affectedWorkers(actorUser, input);
  const [finished, refresher] = await Promise.all([
    Enrollment.findAll({
      where: {
        course_id: course.id,
        user_id: { [Op.in]: workers.map((w) => w.id) },
        [Op.or]: [{ completed_at: { [Op.ne]: null } }, { certificate_issued_at: { [Op.ne]: null } }],
      },
      attributes: ['user_id'],
    }),
    course.refresher_course_id ? Course.findByPk(course.refresher_course_id) : null,
  ]);
  const done = new Set(finished.map((e) => e.user_id));
  const { event, created } = await inTransaction(async (transaction) => {
    const event = await TrainingEvent.create(
      {
        kind: input.kind,
        occurred_at: input.occurred_at,
        course_id: course.id,
        company_id: input.company_id ?? companyScope(actorUser, 'training.trigger'),
        job_role_id: input.job_role_id ?? null,
        note: input.note,
        leave_start: input.leave_start ?? null,
        leave_end: input.leave_end ?? null,
        user_ids: JSON.stringify(workers.map((w) => w.id)),
        created_by: actorUser.id,
      },
      { transaction },
    );
    const fields = { training_type: 'eventual', training_event_id: event.id } as const;
    const reason = `evento ${input.kind}`;
    const created = [
      ...(await missingEnrollmentsCreator(workers, [course], actor, transaction, reason, fields)),
      ...(refresher
        ? await missingEnrollmentsCreator(
            workers.filter((w) => done.has(w.id)),
            [refresher],
            actor,
            transaction,
            `${reason}, reciclagem de quem já concluiu ${course.title}`,
            fields,
          )
        : []),
    ];
    await event.update({ enrolled: created.length }, { transaction });
    await audit(
      actor,
      {
        action: 'EVENTO_TREINAMENTO',
        description: `Evento ${input.kind} em ${input.occurred_at} (${course.title}): ${created.length} de ${workers.length} trabalhador(es) matriculado(s) como eventual`,
      },
      transaction,
    );
    return { event, created };
  });
  await notifyEnrollments(created, actor);
  return { id: event.id, enrolled: created.length, already: workers.length - created.length };
}
