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
import {
  Assessment,
  AssessmentAttempt,
  BankQuestion,
  Course,
  Question,
  QuestionBank,
  QuestionOption,
  type User,
} from '../models';
import { attemptBlocker, authorizeAttemptSubmit, isLate } from '../policies/assessments';
import { authorizeStudy } from '../policies/study';
import { type AssessmentFull, attemptWithAssessment, lockedAttempts, studyAssessment } from '../queries/assessments';
import { answersFit, type Chosen, gradeQuestion, paperOf } from '../queries/paper';
import { type Actor, audit } from '../services/audit';
import { now } from '../services/clock';
import { contentChanged } from '../services/courseContent';
import { emitWorkerEvents } from '../services/webhooks/events';
import { paperFor } from './assessmentPaper';

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
  draw_rules: input.draw_rules?.length ? JSON.stringify(input.draw_rules) : null,
  shuffle_questions: input.shuffle_questions,
  shuffle_options: input.shuffle_options,
});

/**
 * Each draw rule names a bank that exists, and the rules drawing from the same bank (and topic)
 * ask no more questions than it holds: a draw that could not be made is refused when saved.
 */
async function checkDrawRules(input: SaveInput, transaction: Transaction) {
  const pools = new Map<string, { bank_id: number; topic: string | null; wants: number }>();
  for (const rule of input.draw_rules ?? []) {
    const key = `${rule.bank_id}|${rule.topic ?? ''}`;
    const pool = pools.get(key) ?? { bank_id: rule.bank_id, topic: rule.topic ?? null, wants: 0 };
    pool.wants += rule.count;
    pools.set(key, pool);
  }
  for (const pool of pools.values()) {
    const bank = await QuestionBank.findByPk(pool.bank_id, { attributes: ['id', 'title'], transaction });
    if (!bank) throw BadRequestError(ASSESSMENT_MSG.drawBankNotFound);
    const has = await BankQuestion.count({
      where: { bank_id: bank.id, parent_id: null, ...(pool.topic ? { topic: pool.topic } : {}) },
      transaction,
    });
    if (pool.wants > has) throw BadRequestError(ASSESSMENT_MSG.drawTooMany(bank.title, pool.topic, has, pool.wants));
  }
}

export function assessmentCreator(input: SaveInput, actor: Actor): Promise<Assessment> {
  return inTransaction(async (transaction) => {
    const course = await Course.findByPk(input.course_id, { transaction });
    if (!course) throw NotFoundError(COURSE_MSG.courseNotFound);
    await checkDrawRules(input, transaction);
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
    await checkDrawRules(input, transaction);
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

/** `attempt.finished`, with the result as graded, for the endpoints listening. */
function attemptFinished(
  attempt: AssessmentAttempt,
  a: Assessment,
  result: { status: string; score: number; passed: boolean; at: Date },
  transaction: Transaction,
) {
  return emitWorkerEvents(
    [
      {
        type: 'attempt.finished',
        resource: `attempt:${attempt.id}`,
        userId: attempt.user_id,
        courseId: a.course_id,
        data: {
          attempt: {
            id: attempt.id,
            assessment: { id: a.id, title: a.title, passing_score: a.passing_score },
            status: result.status,
            score: result.score,
            passed: result.passed,
            started_at: new Date(attempt.started_at).toISOString(),
            finished_at: result.at.toISOString(),
          },
        },
      },
    ],
    transaction,
  );
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
  await attemptFinished(attempt, a, { status: 'expired', score: 0, passed: false, at }, transaction);
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
  const found = await studyAssessment(assessmentId, user.id);
  if (!found) throw NotFoundError(ASSESSMENT_MSG.notFound);
  const { full, tree } = found;
  const enrollment = authorizeStudy(user, tree);
  if (!tree.lessons.every((l) => tree.completed.has(l.id))) throw ForbiddenError(ASSESSMENT_MSG.lessonsPending);
  const { assessment } = full;
  if (!full.questions.length && !assessment.draw_rules) throw BadRequestError(ASSESSMENT_MSG.noQuestions);

  // What a new attempt shows, drawn and shuffled now and kept with it (issue 21). Drawn before the
  // transaction, whose lock then covers only the reads and writes that decide; a resumed attempt
  // keeps its own paper and this one is dropped.
  const paper = await paperFor(assessment, full.questions, full);

  const attempt = await inTransaction(async (transaction) => {
    // The enrolment row is the per-student mutex: two tabs starting at once get one attempt.
    const attempts = await lockedAttempts(enrollment.id, assessmentId, user.id, transaction);
    const open = attempts.find((t) => t.status === 'in_progress');
    if (open && !isLate(open, assessment, now())) return open;
    if (open) await expire(open, assessment, paperOf(open, full.questions).length, transaction);
    const finished = attempts.filter((t) => t.status !== 'in_progress').length + (open ? 1 : 0);
    const blocked = attemptBlocker(
      assessment,
      finished,
      attempts.some((t) => t.passed),
    );
    if (blocked) throw ForbiddenError(blocked);
    if (!paper.length) throw BadRequestError(ASSESSMENT_MSG.noQuestions);
    const created = await AssessmentAttempt.create(
      {
        assessment_id: assessmentId,
        user_id: user.id,
        status: 'in_progress',
        started_at: now(),
        paper: JSON.stringify(paper),
      },
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
  const { attempt, full } = await attemptWithAssessment(input.attemptId, assessmentId);
  if (!full) throw NotFoundError(ASSESSMENT_MSG.notFound);
  const { assessment, questions } = full;
  authorizeAttemptSubmit(user, attempt);
  if (attempt.status !== 'in_progress') return { attempt, full };

  // Graded against the paper this attempt showed: only its questions and options count.
  const paper = paperOf(attempt, questions);
  const chosen: Chosen = input.answers;
  if (!answersFit(paper, chosen)) throw BadRequestError(ASSESSMENT_MSG.unknownAnswer);

  const at = now();
  const late = isLate(attempt, assessment, at);
  const graded = paper.map((q) => gradeQuestion(q, chosen));
  const correct = late ? 0 : graded.filter((g) => g.right).length;
  const total = paper.reduce((sum, q) => sum + q.points, 0);
  const earned = graded.reduce((sum, g) => sum + g.earned, 0);
  const score = late || !total ? 0 : Math.round((earned / total) * 10000) / 100;
  const passed = !late && score >= assessment.passing_score;
  const elapsed = Math.round((at.getTime() - new Date(attempt.started_at).getTime()) / 1000);
  const result = {
    status: late ? ('expired' as const) : ('completed' as const),
    finished_at: at,
    score,
    passed,
    correct_answers: correct,
    total_questions: paper.length,
    time_taken: Math.min(elapsed, assessment.time_limit * 60 + ASSESSMENT_LIMITS.graceSeconds),
    answers: JSON.stringify(chosen),
  };

  // Only the open attempt is graded (status in the WHERE): of two submits at once, one changes it.
  const changed = await inTransaction(async (transaction) => {
    const [rows] = await AssessmentAttempt.update(result, {
      where: { id: attempt.id, status: 'in_progress' },
      transaction,
    });
    if (rows === 1) {
      await audit(
        actor,
        {
          action: passed ? 'AVALIACAO_APROVADA' : 'AVALIACAO_REPROVADA',
          description: `${assessment.title}: ${late ? 'tempo esgotado' : `nota ${score}%`} (${passed ? 'aprovado' : 'reprovado'})`,
        },
        transaction,
      );
      await attemptFinished(attempt, assessment, { status: result.status, score, passed, at }, transaction);
    }
    return rows === 1;
  });
  // Graded here: the row holds what was just written. Graded by another submit: what that one stored.
  if (changed) {
    attempt.set(result, { raw: true });
    return { attempt, full };
  }
  return { attempt: (await AssessmentAttempt.findByPk(attempt.id)) as AssessmentAttempt, full };
}
