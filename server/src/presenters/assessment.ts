import type {
  AnswerResult,
  AssessmentShape,
  AttemptShape,
  AttemptStart,
  QuestionShape,
  SubmitResponse,
} from '@trilha/sdk/contract';
import type { Assessment, AssessmentAttempt, Question } from '../models';
import { attemptDeadline } from '../policies/assessments';
import type { AssessmentCounts, AssessmentFull } from '../queries/assessments';

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
  return {
    id: a.id,
    course_id: a.course_id,
    title: a.title,
    description: a.description ?? null,
    time_limit: a.time_limit,
    passing_score: a.passing_score,
    max_attempts: a.max_attempts ?? null,
    allow_retake: Boolean(a.allow_retake),
    question_count: counts.question_count,
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

/** An opened attempt: the questions without answers and the server's deadline, counted from `at`. */
export function presentAttemptStart(attempt: AssessmentAttempt, full: AssessmentFull, at: Date): AttemptStart {
  const deadline = attemptDeadline(attempt, full.assessment);
  return {
    attemptId: attempt.id,
    started_at: iso(attempt.started_at) as string,
    expires_at: new Date(deadline).toISOString(),
    remaining_seconds: Math.max(0, Math.round((deadline - at.getTime()) / 1000)),
    assessment: presentAssessment(
      full.assessment,
      { question_count: full.questions.length, attempt_count: 0 },
      { questions: presentQuestions(full.questions, false) },
    ),
  };
}

/** The graded result, rebuilt from the stored answers: the same answer for every repeat submit. */
export function presentResult(
  attempt: AssessmentAttempt,
  assessment: Assessment,
  questions: Question[],
): SubmitResponse {
  const chosen = JSON.parse(attempt.answers ?? '{}') as Record<string, number>;
  const results: AnswerResult[] = questions.map((q) => {
    const correct = (q.options ?? []).find((o) => o.is_correct);
    const selected = chosen[String(q.id)] ?? null;
    return {
      question_id: q.id,
      selected_option_id: selected,
      correct_option_id: correct?.id ?? 0,
      is_correct: attempt.status === 'completed' && selected !== null && selected === correct?.id,
    };
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
