import {
  ASSESSMENT_LIMITS,
  ASSESSMENT_MSG,
  type AssessmentSaveSchema,
  COURSE_MSG,
  type SubmitSchema,
} from '@trilha/sdk/contract';
import type { Transaction } from 'sequelize';
import type { z } from 'zod';
import { inTransaction } from '../db/transaction';
import { BadRequestError, ForbiddenError, NotFoundError } from '../errors';
import { Assessment, AssessmentAttempt, Course, Enrollment, Question, QuestionOption, type User } from '../models';
import { attemptBlocker, authorizeAttemptSubmit, isLate } from '../policies/assessments';
import { authorizeStudy } from '../policies/study';
import { type AssessmentFull, assessmentStudyTree, loadAssessment } from '../queries/assessments';
import { type Actor, audit } from '../services/audit';
import { now } from '../services/clock';
import { contentChanged } from '../services/courseContent';

type SaveInput = z.output<typeof AssessmentSaveSchema>;
type SubmitInput = z.output<typeof SubmitSchema>;

async function writeQuestions(assessmentId: number, input: SaveInput, transaction: Transaction) {
  await Question.destroy({ where: { assessment_id: assessmentId }, transaction });
  for (const [i, q] of input.questions.entries()) {
    const question = await Question.create(
      {
        assessment_id: assessmentId,
        question_text: q.text,
        question_type: 'multiple_choice',
        points: 1,
        order_index: i + 1,
      },
      { transaction },
    );
    await QuestionOption.bulkCreate(
      q.options.map((o, j) => ({
        question_id: question.id,
        option_text: o.text,
        is_correct: o.isCorrect,
        order_index: j + 1,
      })),
      { transaction },
    );
  }
}

const columns = (input: SaveInput) => ({
  title: input.title,
  description: input.description,
  time_limit: input.time_limit,
  passing_score: input.passing_score,
  max_attempts: input.max_attempts,
  allow_retake: input.allow_retake,
});

export function assessmentCreator(input: SaveInput, actor: Actor): Promise<Assessment> {
  return inTransaction(async (transaction) => {
    const course = await Course.findByPk(input.course_id, { transaction });
    if (!course) throw NotFoundError(COURSE_MSG.courseNotFound);
    const assessment = await Assessment.create({ course_id: course.id, ...columns(input) }, { transaction });
    await writeQuestions(assessment.id, input, transaction);
    await contentChanged(course.id, transaction);
    await audit(
      actor,
      {
        action: 'AVALIACAO_CRIADA',
        description: `Avaliação criada: ${assessment.title} (${course.title}, ${input.questions.length} questões)`,
      },
      transaction,
    );
    return assessment;
  });
}

/** Replaces the questions as the editor sends them; finished attempts keep their stored scores. */
export function assessmentUpdater(id: number, input: SaveInput, actor: Actor): Promise<Assessment> {
  return inTransaction(async (transaction) => {
    const assessment = await Assessment.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!assessment) throw NotFoundError(ASSESSMENT_MSG.notFound);
    await assessment.update(columns(input), { transaction });
    await writeQuestions(id, input, transaction);
    await contentChanged(assessment.course_id, transaction);
    await audit(
      actor,
      { action: 'AVALIACAO_ATUALIZADA', description: `Avaliação atualizada: ${assessment.title}` },
      transaction,
    );
    return assessment;
  });
}

export function assessmentDeleter(id: number, actor: Actor): Promise<void> {
  return inTransaction(async (transaction) => {
    const assessment = await Assessment.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!assessment) throw NotFoundError(ASSESSMENT_MSG.notFound);
    await assessment.destroy({ transaction });
    await contentChanged(assessment.course_id, transaction);
    await audit(
      actor,
      { action: 'AVALIACAO_EXCLUIDA', description: `Avaliação excluída: ${assessment.title}` },
      transaction,
    );
  });
}

/** Closes a timed-out attempt with score 0 (the server's timer, not the browser's). */
async function expire(attempt: AssessmentAttempt, a: Assessment, questions: number, transaction: Transaction) {
  const at = now();
  await attempt.update(
    {
      status: 'expired',
      finished_at: at,
      score: 0,
      passed: false,
      correct_answers: 0,
      total_questions: questions,
      time_taken: a.time_limit * 60,
      answers: attempt.answers ?? '{}',
    },
    { transaction },
  );
}

/** An attempt with its assessment and questions, for the presenters. */
export interface AttemptOf {
  attempt: AssessmentAttempt;
  full: AssessmentFull;
}

/**
 * Opens an attempt (or resumes the unfinished one): only for an enrolled student who completed
 * every lesson, within max_attempts and allow_retake.
 */
export async function attemptStarter(user: User, assessmentId: number, actor: Actor): Promise<AttemptOf> {
  const full = await loadAssessment(assessmentId);
  if (!full) throw NotFoundError(ASSESSMENT_MSG.notFound);
  const tree = await assessmentStudyTree(full, user.id);
  const enrollment = authorizeStudy(user, tree);
  if (!tree.lessons.every((l) => tree.completed.has(l.id))) throw ForbiddenError(ASSESSMENT_MSG.lessonsPending);
  if (!full.questions.length) throw BadRequestError(ASSESSMENT_MSG.noQuestions);
  const { assessment } = full;

  const attempt = await inTransaction(async (transaction) => {
    // The enrolment row is the per-student mutex: two tabs starting at once get one attempt.
    await Enrollment.findByPk(enrollment.id, { transaction, lock: transaction.LOCK.UPDATE });
    const attempts = await AssessmentAttempt.findAll({
      where: { user_id: user.id, assessment_id: assessmentId },
      transaction,
    });
    const open = attempts.find((t) => t.status === 'in_progress');
    if (open && !isLate(open, assessment, now())) return open;
    if (open) await expire(open, assessment, full.questions.length, transaction);
    const finished = attempts.filter((t) => t.status !== 'in_progress').length + (open ? 1 : 0);
    const blocked = attemptBlocker(
      assessment,
      finished,
      attempts.some((t) => t.passed),
    );
    if (blocked) throw ForbiddenError(blocked);
    const created = await AssessmentAttempt.create(
      { assessment_id: assessmentId, user_id: user.id, status: 'in_progress', started_at: now() },
      { transaction },
    );
    await audit(
      actor,
      { action: 'AVALIACAO_INICIADA', description: `Avaliação iniciada: ${assessment.title}` },
      transaction,
    );
    return created;
  });
  return { attempt, full };
}

/**
 * Grades a submit on the server: only this student's open attempt, only this assessment's
 * questions and options, score = correct / questions x 100. Late submits close with 0. A repeated
 * submit gets the stored attempt back and changes nothing.
 */
export async function attemptSubmitter(
  user: User,
  assessmentId: number,
  input: SubmitInput,
  actor: Actor,
): Promise<AttemptOf> {
  const full = await loadAssessment(assessmentId);
  if (!full) throw NotFoundError(ASSESSMENT_MSG.notFound);
  const { assessment, questions } = full;
  const attempt = await AssessmentAttempt.findOne({ where: { id: input.attemptId, assessment_id: assessmentId } });
  authorizeAttemptSubmit(user, attempt);
  if (attempt.status !== 'in_progress') return { attempt, full };

  const byId = new Map(questions.map((q) => [q.id, q]));
  const chosen: Record<string, number> = {};
  for (const [questionId, optionId] of Object.entries(input.answers)) {
    const question = byId.get(Number(questionId));
    if (!question || !(question.options ?? []).some((o) => o.id === optionId))
      throw BadRequestError(ASSESSMENT_MSG.unknownAnswer);
    chosen[questionId] = optionId;
  }

  const at = now();
  const late = isLate(attempt, assessment, at);
  const correct = late
    ? 0
    : questions.filter((q) => (q.options ?? []).find((o) => o.is_correct)?.id === chosen[String(q.id)]).length;
  const score = late || !questions.length ? 0 : Math.round((correct / questions.length) * 10000) / 100;
  const passed = !late && score >= assessment.passing_score;
  const elapsed = Math.round((at.getTime() - new Date(attempt.started_at).getTime()) / 1000);

  await inTransaction(async (transaction) => {
    const [changed] = await AssessmentAttempt.update(
      {
        status: late ? 'expired' : 'completed',
        finished_at: at,
        score,
        passed,
        correct_answers: correct,
        total_questions: questions.length,
        time_taken: Math.min(elapsed, assessment.time_limit * 60 + ASSESSMENT_LIMITS.graceSeconds),
        answers: JSON.stringify(chosen),
      },
      { where: { id: attempt.id, status: 'in_progress' }, transaction },
    );
    if (changed === 1) {
      await audit(
        actor,
        {
          action: passed ? 'AVALIACAO_APROVADA' : 'AVALIACAO_REPROVADA',
          description: `${assessment.title}: ${late ? 'tempo esgotado' : `nota ${score}%`} (${passed ? 'aprovado' : 'reprovado'})`,
        },
        transaction,
      );
    }
  });
  return { attempt: (await AssessmentAttempt.findByPk(attempt.id)) as AssessmentAttempt, full };
}
