import { Op, QueryTypes } from 'sequelize';
import { Assessment, AssessmentAttempt, Question, QuestionOption } from '../models';
import { runtime } from '../runtime';

export interface AssessmentFull {
  assessment: Assessment;
  questions: Question[];
}

/** The assessment, then its questions with their options in order: two statements. */
export async function loadAssessment(id: number): Promise<AssessmentFull | null> {
  const assessment = await Assessment.findByPk(id);
  if (!assessment) return null;
  const questions = await Question.findAll({
    where: { assessment_id: id },
    include: [{ model: QuestionOption, as: 'options' }],
    order: [
      ['order_index', 'ASC'],
      ['id', 'ASC'],
      [{ model: QuestionOption, as: 'options' }, 'order_index', 'ASC'],
      [{ model: QuestionOption, as: 'options' }, 'id', 'ASC'],
    ],
  });
  return { assessment, questions };
}

export interface AssessmentCounts {
  question_count: number;
  attempt_count: number;
}

/** Question and finished-attempt counts for many assessments: two grouped statements. */
export async function assessmentCounts(ids: number[]): Promise<Map<number, AssessmentCounts>> {
  const result = new Map<number, AssessmentCounts>(ids.map((id) => [id, { question_count: 0, attempt_count: 0 }]));
  if (!ids.length) return result;
  const sql = runtime().sequelize;
  const [questions, attempts] = await Promise.all([
    sql.query<{ id: number; n: number }>(
      'SELECT assessment_id AS id, COUNT(*) AS n FROM questions WHERE assessment_id IN (:ids) GROUP BY assessment_id',
      { replacements: { ids }, type: QueryTypes.SELECT },
    ),
    sql.query<{ id: number; n: number }>(
      `SELECT assessment_id AS id, COUNT(*) AS n FROM assessment_attempts
        WHERE assessment_id IN (:ids) AND status <> 'in_progress' GROUP BY assessment_id`,
      { replacements: { ids }, type: QueryTypes.SELECT },
    ),
  ]);
  for (const r of questions) (result.get(Number(r.id)) as AssessmentCounts).question_count = Number(r.n);
  for (const r of attempts) (result.get(Number(r.id)) as AssessmentCounts).attempt_count = Number(r.n);
  return result;
}

export function userAttempts(userId: number, assessmentIds: number[]) {
  return AssessmentAttempt.findAll({
    where: { user_id: userId, assessment_id: { [Op.in]: assessmentIds } },
    order: [['id', 'ASC']],
  });
}

export interface ScoreSummary {
  /** The best finished score, passed or not. */
  best: number;
  /** The best score among attempts the server judged passed; null when none passed. */
  bestPassed: number | null;
}

/** Best finished score and best passed score per (user, assessment), for many at once: one statement. */
export async function bestScores(userId: number, assessmentIds: number[]): Promise<Map<number, ScoreSummary>> {
  if (!assessmentIds.length) return new Map();
  const rows = await runtime().sequelize.query<{ id: number; best: number; best_passed: number | null }>(
    `SELECT assessment_id AS id, MAX(score) AS best, MAX(CASE WHEN passed = :yes THEN score END) AS best_passed
       FROM assessment_attempts
      WHERE user_id = :userId AND assessment_id IN (:ids) AND status <> 'in_progress' GROUP BY assessment_id`,
    { replacements: { userId, ids: assessmentIds, yes: true }, type: QueryTypes.SELECT },
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      { best: Number(r.best), bestPassed: r.best_passed === null ? null : Number(r.best_passed) },
    ]),
  );
}
