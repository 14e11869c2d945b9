/** Pure rules of the assessment widget (spec §2 Assessment taking, §4 Assessment attempt, §9). */
import type { AnswerResult, AssessmentShape } from '../../contract';
import { ASSESSMENT_LIMITS } from '../../contract/limits';

const pad = (n: number) => String(n).padStart(2, '0');

/** Whole seconds, never negative, for anything the server or a clock hands us. */
function wholeSeconds(seconds: number | null | undefined): number {
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
}

/** The countdown: 754 -> '12:34', 3725 -> '1:02:05' (time limits reach 300 minutes). */
export function formatTimer(seconds: number | null | undefined): string {
  const s = wholeSeconds(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${pad(m)}:${pad(s % 60)}`;
}

/** The countdown turns to its warning style under 300 s remaining (spec §9). */
export function isTimerWarning(remainingSeconds: number): boolean {
  return remainingSeconds < ASSESSMENT_LIMITS.timerWarningSeconds;
}

export type TimerAnnouncement = 'fiveMinutes' | 'lastMinute' | null;

/**
 * What the countdown's live region says: one sentence under five minutes, another in the last
 * minute. The text changes only at those two moments, so a screen reader speaks twice, never per tick.
 */
export function timerAnnouncement(remainingSeconds: number): TimerAnnouncement {
  if (remainingSeconds <= 0) return null;
  if (remainingSeconds < 60) return 'lastMinute';
  return isTimerWarning(remainingSeconds) ? 'fiveMinutes' : null;
}

/** Time used, read aloud-friendly: 45 -> '45s', 125 -> '2min 05s', 3725 -> '1h 02min 05s'. */
export function formatDurationSeconds(seconds: number | null | undefined): string {
  const s = wholeSeconds(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  if (h > 0) return `${h}h ${pad(m)}min ${pad(rest)}s`;
  if (m > 0) return `${m}min ${pad(rest)}s`;
  return `${rest}s`;
}

export type ScoreTone = 'success' | 'warning' | 'danger';

/** Score colours (spec §9): 70 or more success, 50 or more warning, below that danger. */
export function scoreTone(score: number): ScoreTone {
  if (score >= 70) return 'success';
  if (score >= 50) return 'warning';
  return 'danger';
}

/** A score as shown: whole numbers stay whole, others get up to one decimal in pt-BR ('66,7'). */
export function formatScore(score: number | null | undefined): string {
  const value = typeof score === 'number' && Number.isFinite(score) ? score : 0;
  return `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(value)}%`;
}

export type GradeStatus = 'approved' | 'failed';

/** Approved when the score reaches the passing score (spec §4). */
export function gradeStatus(score: number, passingScore: number): GradeStatus {
  return score >= passingScore ? 'approved' : 'failed';
}

/** One option, or the options ticked on a multiple-answer question. */
export type Answer = number | number[];
/** Answers by question id, or by a scenario item's id: what the submit sends. */
export type Answers = Readonly<Record<number, Answer>>;

type Answerable = { id: number; items?: readonly { id: number }[] | undefined };

/** The ids a question is answered by: each of a scenario's items, else the question itself. */
export const answerIds = (q: Answerable): number[] => (q.items?.length ? q.items.map((i) => i.id) : [q.id]);

const given = (a: Answer | undefined) => (Array.isArray(a) ? a.length > 0 : a !== undefined);

/** Answered when every item (or the question itself) has a choice; an empty tick list is none. */
export function isAnswered(q: Answerable, answers: Answers): boolean {
  return answerIds(q).every((id) => given(answers[id]));
}

/** How many of these questions are wholly answered. */
export function answeredCount(questions: readonly Answerable[], answers: Answers): number {
  return questions.reduce((n, q) => (isAnswered(q, answers) ? n + 1 : n), 0);
}

/** Finish is enabled only when every question is answered (spec §5 Assessment form). */
export function allAnswered(questions: readonly Answerable[], answers: Answers): boolean {
  return questions.length > 0 && answeredCount(questions, answers) === questions.length;
}

/** Percent of questions answered, whole, for the progress bar. */
export function answeredPercent(questions: readonly Answerable[], answers: Answers): number {
  return questions.length ? Math.round((answeredCount(questions, answers) / questions.length) * 100) : 0;
}

/** Ticks or unticks one option of a multiple-answer question; nothing ticked is no answer. */
export function toggleOption(current: Answer | undefined, optionId: number): number[] | undefined {
  const ticked = Array.isArray(current) ? current : current === undefined ? [] : [current];
  const next = ticked.includes(optionId) ? ticked.filter((id) => id !== optionId) : [...ticked, optionId];
  return next.length ? next : undefined;
}

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** Points earned of the points at stake, in pt-BR: '0,5 de 1 ponto', '2 de 3 pontos'. */
export function formatPoints(earned: number, total: number): string {
  return `${decimal.format(earned)} de ${decimal.format(total)} ${total >= 2 ? 'pontos' : 'ponto'}`;
}

export type Verdict = 'right' | 'partial' | 'wrong';

/** What a result says of one question or scenario item: the options chosen and right, and the points. */
export interface Mark {
  chosen: number[];
  correct: number[];
  earned: number;
  total: number;
  verdict: Verdict;
}

/** Reads one result: the options chosen (one, or a multiple answer's ticks) and right, and the points. */
export function markOf(r: AnswerResult | undefined, points: number): Mark {
  const earned = r?.points_earned ?? 0;
  const single = r?.selected_option_id;
  return {
    chosen: r?.selected_option_ids ?? (single ? [single] : []),
    correct: r?.correct_option_ids ?? (r ? [r.correct_option_id] : []),
    earned,
    total: r?.points ?? points,
    verdict: r?.is_correct ? 'right' : earned > 0 ? 'partial' : 'wrong',
  };
}

/** A scenario's items summed into one mark for its heading: right only when every item is. */
export function sumMarks(marks: readonly Mark[]): Pick<Mark, 'earned' | 'total' | 'verdict'> {
  const earned = marks.reduce((n, m) => n + m.earned, 0);
  const total = marks.reduce((n, m) => n + m.total, 0);
  const verdict = marks.every((m) => m.verdict === 'right') ? 'right' : earned > 0 ? 'partial' : 'wrong';
  return { earned, total, verdict };
}

/** A temporary certificate is requested automatically at 70 or more (spec §4, §9). */
export function requestsCertificateAutomatically(score: number): boolean {
  return score >= ASSESSMENT_LIMITS.autoCertificateScore;
}

/** The manual button: a passing attempt of at least 60 (spec §5 Temporary certificate, §9). */
export function allowsManualCertificate(score: number, passed: boolean): boolean {
  return passed && score >= ASSESSMENT_LIMITS.manualCertificateScore;
}

export type LoadErrorKind = 'notFound' | 'session' | 'forbidden' | 'failed';

/** Load errors of spec §8: 404 not found, 401 session expired, 403 the server's reason, else retry. */
export function loadErrorKind(status: number | undefined): LoadErrorKind {
  if (status === 404) return 'notFound';
  if (status === 401) return 'session';
  if (status === 403) return 'forbidden';
  return 'failed';
}

/** 'Ilimitadas' when there is no limit, else the number. */
export function attemptsLimitLabel(maxAttempts: number | null | undefined, unlimited: string): string {
  return maxAttempts === null || maxAttempts === undefined ? unlimited : String(maxAttempts);
}

/** The attempt the student left open and may still resume (the server times it; this is a hint). */
export function resumableAttempt<T extends { status: string; started_at: string }>(
  attempts: readonly T[],
  assessment: Pick<AssessmentShape, 'time_limit'>,
  nowMs: number,
): T | null {
  const open = attempts.find((t) => t.status === 'in_progress');
  if (!open) return null;
  const started = new Date(open.started_at).getTime();
  if (Number.isNaN(started)) return open;
  return started + assessment.time_limit * 60_000 > nowMs ? open : null;
}

/** Seconds left from a deadline on the local clock (ms), rounded up so '00:00' means over. */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/** Moves through questions: clamps into range. */
export function clampIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, index));
}
