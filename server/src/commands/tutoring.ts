import { createHash } from 'node:crypto';
import {
  COURSE_MSG,
  type CourseTutoringSchema,
  type QuestionStatus,
  TUTORING_LIMITS,
  TUTORING_MSG,
  type UpdateQuestionSchema,
} from '@trilha/sdk/contract';
import type { Transaction } from 'sequelize';
import type { z } from 'zod';
import { inTransaction } from '../db/transaction';
import { BadRequestError, ConflictError, NotFoundError, TooManyRequestsError } from '../errors';
import { Course, CourseTutor, CourseTutoring, LessonQuestion, LessonQuestionAnswer, User } from '../models';
import { authorizeStudy } from '../policies/study';
import { authorizeTutoredQuestion } from '../policies/tutoring';
import { loadStudyTree } from '../queries/courseTree';
import { responseDaysOf } from '../queries/tutoring';
import { runtime } from '../runtime';
import { type Actor, audit } from '../services/audit';
import { addBusinessDays } from '../services/businessDays';
import { now } from '../services/clock';
import { TUTORING_IMAGE_RULE } from '../services/fileRules';
import { enqueueMail } from '../services/mailOutbox';
import { hit } from '../services/rateLimit';
import { removeUpload, storeUpload } from '../services/storage';

type Reach = 'all' | readonly number[];
const DAY_MS = 86_400_000;
type UpdateInput = z.output<typeof UpdateQuestionSchema>;
type TutoringInput = z.output<typeof CourseTutoringSchema>;

/** Where a question points the asker back to: the course in the portal. */
const courseUrl = (courseId: number) => `${runtime().config.publicUrl}/courses/${courseId}`;

/**
 * A worker asks on a lesson they may study (enrolled, the course available, the lesson open to
 * them). The due time of the first answer is set now, from the course's response days in São Paulo
 * business days, and stays with the question whatever the course says later.
 */
export async function questionAsker(
  lessonId: number,
  input: { text: string },
  image: Buffer | undefined,
  user: User,
  actor: Actor,
): Promise<LessonQuestion> {
  const tree = await loadStudyTree({ lessonId }, user.id);
  if (!tree) throw NotFoundError(COURSE_MSG.lessonNotFound);
  authorizeStudy(user, tree, lessonId);
  const lesson = tree.lessons.find((l) => l.id === lessonId);
  const courseId = tree.course.id;
  if ((await hit(`tutoring:ask:${user.id}`, DAY_MS)) > TUTORING_LIMITS.maxQuestionsPerDay) {
    throw TooManyRequestsError(TUTORING_MSG.tooMany, 3600);
  }
  // The picture is judged by its bytes and stored before the row: a refused one writes nothing.
  const stored = image?.length ? await storeUpload('tutoring', image, TUTORING_IMAGE_RULE) : null;
  try {
    const responseDays = await responseDaysOf(courseId);
    const at = now();
    return await inTransaction(async (transaction) => {
      const question = await LessonQuestion.create(
        {
          lesson_id: lessonId,
          course_id: courseId,
          user_id: user.id,
          company_id: user.company_id ?? null,
          text: input.text,
          image_file: stored?.relativePath ?? null,
          image_sha256: image && stored ? createHash('sha256').update(image).digest('hex') : null,
          status: 'open',
          faq: false,
          response_days: responseDays,
          due_at: addBusinessDays(at, responseDays),
          created_at: at,
          updated_at: at,
        },
        { transaction },
      );
      await audit(
        actor,
        {
          action: 'DUVIDA_ENVIADA',
          description: `Dúvida ${question.id} enviada na aula: ${lesson?.title ?? lessonId} (curso ${tree.course.title})`,
        },
        transaction,
      );
      return question;
    });
  } catch (error) {
    await removeUpload(stored?.relativePath);
    throw error;
  }
}

async function lockedQuestion(id: number, reach: Reach, transaction: Transaction): Promise<LessonQuestion> {
  const question = await LessonQuestion.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
  authorizeTutoredQuestion(reach, question);
  return question as LessonQuestion;
}

/**
 * A tutor answers. The first answer stamps the first-response time and sets the question answered;
 * the asker is e-mailed (through the outbox, in the same transaction: no mail for an answer that
 * was not kept). A closed question takes no answer until it is reopened.
 */
export async function answerPoster(id: number, text: string, tutor: User, reach: Reach, actor: Actor): Promise<void> {
  await inTransaction(async (transaction) => {
    const question = await lockedQuestion(id, reach, transaction);
    if (question.status === 'closed') throw ConflictError(TUTORING_MSG.closedNoAnswer);
    const at = now();
    await LessonQuestionAnswer.create(
      { question_id: question.id, user_id: tutor.id, author_name: tutor.name, text, created_at: at },
      { transaction },
    );
    await question.update(
      { status: 'answered', first_response_at: question.first_response_at ?? at, updated_at: at },
      { transaction },
    );
    const full = await LessonQuestion.findByPk(question.id, {
      include: ['asker', 'course', 'lesson'],
      transaction,
    });
    if (full?.asker?.is_active && full.asker.email) {
      await enqueueMail(
        {
          to: full.asker.email,
          subject: `Sua dúvida foi respondida: ${full.lesson?.title ?? full.course?.title ?? ''}`,
          template: 'tutoring-answer',
          data: {
            name: full.asker.name,
            lessonTitle: full.lesson?.title ?? '',
            courseTitle: full.course?.title ?? '',
            question: question.text,
            answer: text,
            tutorName: tutor.name,
            courseUrl: courseUrl(question.course_id),
          },
        },
        transaction,
      );
    }
    await audit(
      actor,
      {
        action: 'DUVIDA_RESPONDIDA',
        description: `Dúvida ${question.id} respondida (curso ${full?.course?.title ?? question.course_id})`,
      },
      transaction,
    );
  });
}

const STATUS_WORDS: Record<QuestionStatus, string> = {
  open: 'reaberta',
  answered: 'marcada como respondida',
  closed: 'encerrada',
};

/**
 * Close, reopen or mark answered; FAQ on or off. Only an answered question (one with an answer)
 * becomes FAQ or 'answered'; closing keeps everything, and reopening clears the closing time.
 */
export async function questionUpdater(id: number, input: UpdateInput, reach: Reach, actor: Actor): Promise<void> {
  await inTransaction(async (transaction) => {
    const question = await lockedQuestion(id, reach, transaction);
    const answered = question.first_response_at !== null;
    if (input.faq === true && !answered) throw BadRequestError(TUTORING_MSG.faqNeedsAnswer);
    if (input.status === 'answered' && !answered) throw BadRequestError(TUTORING_MSG.answeredNeedsAnswer);
    const at = now();
    const changes: Partial<LessonQuestion> = { updated_at: at };
    const said: string[] = [];
    if (input.status && input.status !== question.status) {
      changes.status = input.status;
      changes.closed_at = input.status === 'closed' ? at : null;
      said.push(STATUS_WORDS[input.status]);
    }
    if (input.faq !== undefined && input.faq !== Boolean(question.faq)) {
      changes.faq = input.faq;
      said.push(input.faq ? 'marcada como pergunta frequente' : 'retirada das perguntas frequentes');
    }
    if (!said.length) return;
    await question.update(changes, { transaction });
    await audit(
      actor,
      { action: 'DUVIDA_ALTERADA', description: `Dúvida ${question.id} ${said.join(' e ')}` },
      transaction,
    );
  });
}

/** An admin sets who tutors the course (active admins or instructors) and its response days. */
export async function courseTutoringSetter(courseId: number, input: TutoringInput, actor: Actor): Promise<void> {
  await inTransaction(async (transaction) => {
    const course = await Course.findByPk(courseId, { attributes: ['id', 'title'], transaction });
    if (!course) throw NotFoundError(COURSE_MSG.courseNotFound);
    const tutors = input.tutor_ids.length
      ? await User.findAll({
          where: { id: input.tutor_ids },
          attributes: ['id', 'role', 'is_active', 'name'],
          transaction,
        })
      : [];
    const valid = tutors.filter((u) => u.is_active && (u.role === 'admin' || u.role === 'instructor'));
    if (valid.length !== input.tutor_ids.length) {
      throw BadRequestError(TUTORING_MSG.tutorRole, { errors: [{ msg: TUTORING_MSG.tutorRole, path: 'tutor_ids' }] });
    }
    const at = now();
    await CourseTutor.destroy({ where: { course_id: courseId }, transaction });
    if (input.tutor_ids.length) {
      await CourseTutor.bulkCreate(
        input.tutor_ids.map((user_id) => ({
          course_id: courseId,
          user_id,
          created_by: actor.user?.id ?? null,
          created_at: at,
        })),
        { transaction },
      );
    }
    await CourseTutoring.upsert(
      { course_id: courseId, response_days: input.response_days, updated_by: actor.user?.id ?? null, updated_at: at },
      { transaction },
    );
    const names = valid.map((u) => u.name).join(', ') || 'nenhum';
    await audit(
      actor,
      {
        action: 'TUTORIA_CONFIGURADA',
        description: `Tutoria do curso ${course.title}: tutores ${names}; prazo de ${input.response_days} dia(s) útil(eis)`,
      },
      transaction,
    );
  });
}
