/**
 * The answers of an open attempt, kept in sessionStorage so that a reload (which resumes the
 * attempt on the server with its remaining time) also brings back what the student had chosen.
 * Storage may be blocked in an intranet frame: every access is guarded.
 */
import type { Answer, Answers } from './logic';

const key = (attemptId: number) => `trilha:assessment-answers:${attemptId}`;

const optionId = (o: unknown): o is number => typeof o === 'number' && Number.isInteger(o) && o > 0;

/**
 * Keeps only `question (or scenario item) id -> option id` pairs of positive integers, and the
 * non-empty tick lists of multiple-answer questions.
 */
export function parseAnswers(raw: string | null): Record<number, Answer> {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const answers: Record<number, Answer> = {};
    for (const [q, o] of Object.entries(value as Record<string, unknown>)) {
      const question = Number(q);
      if (!optionId(question)) continue;
      if (optionId(o)) answers[question] = o;
      else if (Array.isArray(o) && o.length > 0 && o.every(optionId)) answers[question] = [...new Set(o)];
    }
    return answers;
  } catch {
    return {};
  }
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function loadAnswers(attemptId: number): Record<number, Answer> {
  try {
    return parseAnswers(storage()?.getItem(key(attemptId)) ?? null);
  } catch {
    return {};
  }
}

export function saveAnswers(attemptId: number, answers: Answers): void {
  try {
    storage()?.setItem(key(attemptId), JSON.stringify(answers));
  } catch {
    // full or blocked: the answers still live in memory
  }
}

export function clearAnswers(attemptId: number): void {
  try {
    storage()?.removeItem(key(attemptId));
  } catch {
    // nothing to clear
  }
}
