/**
 * The assessment form's draft and the rules of spec §5 (Quiz question, Assessment form): 2-6
 * options, new questions with 4 options and the first correct, one correct option per question,
 * time limit 1-300 (fallback 30), passing score 0-100 (fallback 70), max attempts 1-10 (fallback 3,
 * empty = unlimited). Or, instead of the fixed list, draw rules of question banks (issue 21).
 */
import {
  ASSESSMENT_LIMITS,
  type AssessmentSaveReq,
  AssessmentSaveSchema,
  type AssessmentShape,
  LIMITS,
} from '@trilha/sdk/contract';
import { T } from '../../messages';
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

/** N questions of a bank, or of one topic of it ('' = every topic); kept as typed. */
export interface DrawRuleDraft {
  key: string;
  bankId: string;
  topic: string;
  count: string;
}

export type Composition = 'fixed' | 'draw';

/** The draw rules an assessment may have (the server's limit). */
export const MAX_DRAW_RULES = 20;

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
  composition: Composition;
  drawRules: DrawRuleDraft[];
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
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

export function newDrawRule(): DrawRuleDraft {
  return { key: newKey(), bankId: '', topic: '', count: '1' };
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
    composition: 'fixed',
    drawRules: [newDrawRule()],
    shuffleQuestions: false,
    shuffleOptions: false,
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
    composition: a.draw_rules?.length ? 'draw' : 'fixed',
    drawRules: a.draw_rules?.length
      ? a.draw_rules.map((r) => ({
          key: newKey(),
          bankId: String(r.bank_id),
          topic: r.topic ?? '',
          count: String(r.count),
        }))
      : [newDrawRule()],
    shuffleQuestions: a.shuffle_questions,
    shuffleOptions: a.shuffle_options,
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

/**
 * The create/update payload: title, settings, and either the questions with text, type, points and
 * options (draw_rules null) or the draw rules (no fixed questions), with the shuffles.
 */
export function toPayload(courseId: number, d: AssessmentDraft): AssessmentSaveReq {
  const drawn = d.composition === 'draw';
  return {
    course_id: courseId,
    title: d.title.trim(),
    description: d.description.trim() || null,
    time_limit: normalizeTimeLimit(d.timeLimit),
    passing_score: normalizePassingScore(d.passingScore),
    max_attempts: normalizeMaxAttempts(d.maxAttempts),
    allow_retake: d.allowRetake,
    questions: drawn
      ? []
      : d.questions.map((q) => ({
          text: q.text.trim(),
          type: 'multiple_choice' as const,
          points: 1 as const,
          options: q.options.map((o) => ({ text: o.text.trim(), isCorrect: o.isCorrect })),
        })),
    draw_rules: drawn
      ? d.drawRules.map((r) => ({ bank_id: Number(r.bankId), topic: r.topic || null, count: Number(r.count) }))
      : null,
    shuffle_questions: d.shuffleQuestions,
    shuffle_options: d.shuffleOptions,
  };
}

/** The rules' own problems (no rule, a rule without its bank), in the form's words. */
function drawProblems(rules: DrawRuleDraft[]): string[] {
  if (!rules.length) return [T.assessmentForm.noRules];
  return rules.flatMap((r, i) => (r.bankId ? [] : [T.assessmentForm.ruleBank(i + 1)]));
}

/**
 * The problems the server's schema finds in the payload, in its words (checked before sending).
 * Whether a bank holds what a rule asks is the server's to say (its message names the bank).
 */
export function validateDraft(courseId: number, d: AssessmentDraft): string[] {
  const own = d.composition === 'draw' ? drawProblems(d.drawRules) : [];
  return own.length ? own : problems(AssessmentSaveSchema, toPayload(courseId, d));
}

/** How many questions the rules draw (each attempt), counting only whole numbers typed. */
export function drawTotal(rules: DrawRuleDraft[]): number {
  return rules.reduce((n, r) => n + (Number.parseInt(r.count, 10) > 0 ? Number.parseInt(r.count, 10) : 0), 0);
}
