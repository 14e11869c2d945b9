import type {
  AnswerResult,
  AssessmentShape,
  AttemptReview,
  AttemptShape,
  AttemptStart,
  DrawRule,
  QuestionShape,
  SubmitResponse,
} from '@trilha/sdk/contract';
import type { Assessment, AssessmentAttempt, Question, User } from '../models';
import { attemptDeadline } from '../policies/assessments';
import type { AssessmentCounts, AssessmentFull } from '../queries/assessments';
import { type Chosen, gradeQuestion, type PaperOption, type PaperQuestion, paperOf } from '../queries/paper';
import { questionImageUrl } from '../services/questionImages';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

/** Questions for a student carry no `is_correct`; admins (editor, preview) get it. */
export function presentQuestions(questions: Question[], withAnswers: boolean): QuestionShape[] {
  return questions.map((q) => ({
    id: q.id,
    question_text: q.question_text,
    question_type: 'multiple_choice',
    points: q.points,
    options: (q.options ?? []).map((o) =>
      withAnswers
        ? { id: o.id, option_text: o.option_text, is_correct: Boolean(o.is_correct) }
        : { id: o.id, option_text: o.option_text },
    ),
  }));
}

export function presentAssessment(
  a: Assessment,
  counts: AssessmentCounts,
  extras: Partial<
    Pick<AssessmentShape, 'questions' | 'my_attempts' | 'best_score' | 'can_start' | 'blocked_reason' | 'course_title'>
  > = {},
): AssessmentShape {
  const rules = a.draw_rules ? (JSON.parse(a.draw_rules) as DrawRule[]) : null;
  return {
    id: a.id,
    course_id: a.course_id,
    title: a.title,
    description: a.description ?? null,
    time_limit: a.time_limit,
    passing_score: a.passing_score,
    max_attempts: a.max_attempts ?? null,
    allow_retake: Boolean(a.allow_retake),
    draw_rules: rules,
    shuffle_questions: Boolean(a.shuffle_questions),
    shuffle_options: Boolean(a.shuffle_options),
    // A drawn assessment shows as many questions as its rules draw.
    question_count: rules ? rules.reduce((sum, r) => sum + r.count, 0) : counts.question_count,
    attempt_count: counts.attempt_count,
    ...extras,
  };
}

export function presentAttempt(t: AssessmentAttempt): AttemptShape {
  return {
    id: t.id,
    status: t.status,
    score: t.score ?? null,
    passed: t.passed === null || t.passed === undefined ? null : Boolean(t.passed),
    started_at: iso(t.started_at) as string,
    finished_at: iso(t.finished_at),
    time_taken: t.time_taken ?? null,
  };
}

/**
 * The paper's questions as they were shown: texts, pictures and options in their order. What is
 * right goes out only with `withAnswers` (a finished attempt's review), never while it is open.
 */
export function presentPaper(paper: PaperQuestion[], withAnswers = false): QuestionShape[] {
  const options = (list: PaperOption[]) =>
    list.map((o) => ({ id: o.id, option_text: o.text, ...(withAnswers ? { is_correct: o.correct } : {}) }));
  return paper.map((q) => ({
    id: q.id,
    question_text: q.text,
    question_type: q.type,
    points: q.points,
    image_url: questionImageUrl(q.image),
    options: options(q.options),
    ...(q.items.length ? { items: q.items.map((i) => ({ id: i.id, text: i.text, options: options(i.options) })) } : {}),
  }));
}

/** An opened attempt: the questions it shows, without answers, and the server's deadline, counted from `at`. */
export function presentAttemptStart(attempt: AssessmentAttempt, full: AssessmentFull, at: Date): AttemptStart {
  const deadline = attemptDeadline(attempt, full.assessment);
  const paper = paperOf(attempt, full.questions);
  return {
    attemptId: attempt.id,
    started_at: iso(attempt.started_at) as string,
    expires_at: new Date(deadline).toISOString(),
    remaining_seconds: Math.max(0, Math.round((deadline - at.getTime()) / 1000)),
    assessment: presentAssessment(
      full.assessment,
      { question_count: paper.length, attempt_count: 0 },
      { questions: presentPaper(paper) },
    ),
  };
}

/** The graded result, rebuilt from the paper and the stored answers: the same for every repeat submit. */
export function presentResult(
  attempt: AssessmentAttempt,
  assessment: Assessment,
  questions: Question[],
): SubmitResponse {
  const chosen = JSON.parse(attempt.answers ?? '{}') as Chosen;
  const graded = attempt.status === 'completed';
  const one = (id: number, options: PaperOption[], points: number, explanation: string | null): AnswerResult => {
    const right = options.find((o) => o.correct);
    const selected = chosen[String(id)];
    const single = Array.isArray(selected) ? null : (selected ?? null);
    const isCorrect = graded && single !== null && single === right?.id;
    return {
      question_id: id,
      selected_option_id: single,
      correct_option_id: right?.id ?? 0,
      is_correct: isCorrect,
      points,
      points_earned: isCorrect ? points : 0,
      explanation,
    };
  };
  const results = paperOf(attempt, questions).flatMap((q): AnswerResult[] => {
    if (q.items.length) return q.items.map((i) => one(i.id, i.options, q.points / q.items.length, q.explanation));
    if (q.type !== 'multiple') return [one(q.id, q.options, q.points, q.explanation)];
    const selected = chosen[String(q.id)];
    const mark = gradeQuestion(q, chosen);
    const correctIds = q.options.filter((o) => o.correct).map((o) => o.id);
    return [
      {
        question_id: q.id,
        selected_option_id: null,
        correct_option_id: correctIds[0] ?? 0,
        is_correct: graded && mark.right,
        selected_option_ids: Array.isArray(selected) ? selected : selected === undefined ? [] : [selected],
        correct_option_ids: correctIds,
        points: q.points,
        points_earned: graded ? mark.earned : 0,
        explanation: q.explanation,
      },
    ];
  });
  return {
    attemptId: attempt.id,
    score: attempt.score ?? 0,
    passed: Boolean(attempt.passed),
    correctAnswers: attempt.correct_answers ?? 0,
    totalQuestions: attempt.total_questions ?? questions.length,
    timeTaken: attempt.time_taken ?? 0,
    passingScore: assessment.passing_score,
    expired: attempt.status === 'expired',
    results,
    answers: results,
  };
}

/** A finished attempt replayed: the paper as shown with the right options, and the graded answers. */
export function presentAttemptReview(
  attempt: AssessmentAttempt,
  full: AssessmentFull,
  owner: Pick<User, 'id' | 'name'> | null,
): AttemptReview {
  return {
    attempt: { ...presentAttempt(attempt), user_id: attempt.user_id, user_name: owner?.name ?? '' },
    questions: presentPaper(paperOf(attempt, full.questions), true),
    result: presentResult(attempt, full.assessment, full.questions),
  };
}
