/**
 * The assessment form's draft and the rules of spec §5 (Quiz question, Assessment form): 2-6
 * options, new questions with 4 options and the first correct, one correct option per question,
 * time limit 1-300 (fallback 30), passing score 0-100 (fallback 70), max attempts 1-10 (fallback 3,
 * empty = unlimited).
 */
import {
  ASSESSMENT_LIMITS,
  type AssessmentSaveReq,
  AssessmentSaveSchema,
  type AssessmentShape,
  LIMITS,
} from '@trilha/sdk/contract';
import { problems } from '../../validate';

export interface OptionDraft {
  key: string;
  text: string;
  isCorrect: boolean;
}

export interface QuestionDraft {
  key: string;
  text: string;
  options: OptionDraft[];
}

export interface AssessmentDraft {
  title: string;
  description: string;
  /** Kept as typed; normalised on blur and on save. */
  timeLimit: string;
  passingScore: string;
  /** '' means unlimited. */
  maxAttempts: string;
  allowRetake: boolean;
  questions: QuestionDraft[];
}

let seq = 0;
/** React keys for items that have no id yet. */
export const newKey = () => `k${Date.now().toString(36)}-${++seq}`;

export const letter = (i: number) => String.fromCharCode(65 + i);

export function newOption(isCorrect = false): OptionDraft {
  return { key: newKey(), text: '', isCorrect };
}

/** A new question: 4 options, the first marked correct. */
export function newQuestion(): QuestionDraft {
  return {
    key: newKey(),
    text: '',
    options: Array.from({ length: LIMITS.defaultOptions }, (_, i) => newOption(i === 0)),
  };
}

export function emptyDraft(): AssessmentDraft {
  return {
    title: '',
    description: '',
    timeLimit: String(ASSESSMENT_LIMITS.defaultTimeLimit),
    passingScore: String(ASSESSMENT_LIMITS.defaultPassingScore),
    maxAttempts: String(ASSESSMENT_LIMITS.defaultMaxAttempts),
    allowRetake: true,
    questions: [newQuestion()],
  };
}

/** The editor's draft of an existing assessment (admins get the questions with `is_correct`). */
export function draftFrom(a: AssessmentShape): AssessmentDraft {
  return {
    title: a.title,
    description: a.description ?? '',
    timeLimit: String(a.time_limit),
    passingScore: String(a.passing_score),
    maxAttempts: a.max_attempts === null ? '' : String(a.max_attempts),
    allowRetake: a.allow_retake,
    questions: (a.questions ?? []).map((q) => ({
      key: `q${q.id}`,
      text: q.question_text,
      options: q.options.map((o) => ({ key: `o${o.id}`, text: o.option_text, isCorrect: o.is_correct === true })),
    })),
  };
}

/** Marks one option correct and clears the others. */
export function setCorrect(q: QuestionDraft, optionKey: string): QuestionDraft {
  return { ...q, options: q.options.map((o) => ({ ...o, isCorrect: o.key === optionKey })) };
}

export function canAddOption(q: QuestionDraft): boolean {
  return q.options.length < LIMITS.maxOptions;
}

export function canRemoveOption(q: QuestionDraft): boolean {
  return q.options.length > LIMITS.minOptions;
}

export function addOption(q: QuestionDraft): QuestionDraft {
  return canAddOption(q) ? { ...q, options: [...q.options, newOption(false)] } : q;
}

/** Removes an option; when it was the correct one, the first remaining option becomes correct. */
export function removeOption(q: QuestionDraft, optionKey: string): QuestionDraft {
  if (!canRemoveOption(q)) return q;
  const options = q.options.filter((o) => o.key !== optionKey);
  if (!options.some((o) => o.isCorrect) && options[0]) options[0] = { ...options[0], isCorrect: true };
  return { ...q, options };
}

/** An integer in range; empty or not a number gives the fallback, out of range is clamped. */
export function normalizeInt(value: string, min: number, max: number, fallback: number): number {
  const n = Number.parseInt(value.trim(), 10);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, n));
}

export const normalizeTimeLimit = (v: string) =>
  normalizeInt(v, ASSESSMENT_LIMITS.minTimeLimit, ASSESSMENT_LIMITS.maxTimeLimit, ASSESSMENT_LIMITS.defaultTimeLimit);
export const normalizePassingScore = (v: string) => normalizeInt(v, 0, 100, ASSESSMENT_LIMITS.defaultPassingScore);

/** Empty stays empty (unlimited); anything else is 1-10 with fallback 3. */
export function normalizeMaxAttempts(v: string): number | null {
  if (!v.trim()) return null;
  return normalizeInt(v, ASSESSMENT_LIMITS.minMaxAttempts, ASSESSMENT_LIMITS.maxMaxAttempts, 3);
}

/** The create/update payload: title, settings and questions with text, type, points and options. */
export function toPayload(courseId: number, d: AssessmentDraft): AssessmentSaveReq {
  return {
    course_id: courseId,
    title: d.title.trim(),
    description: d.description.trim() || null,
    time_limit: normalizeTimeLimit(d.timeLimit),
    passing_score: normalizePassingScore(d.passingScore),
    max_attempts: normalizeMaxAttempts(d.maxAttempts),
    allow_retake: d.allowRetake,
    questions: d.questions.map((q) => ({
      text: q.text.trim(),
      type: 'multiple_choice' as const,
      points: 1 as const,
      options: q.options.map((o) => ({ text: o.text.trim(), isCorrect: o.isCorrect })),
    })),
  };
}

/** The problems the server's schema finds in the payload, in its words (checked before sending). */
export function validateDraft(courseId: number, d: AssessmentDraft): string[] {
  return problems(AssessmentSaveSchema, toPayload(courseId, d));
}
