import { describe, expect, it } from 'vitest';
import { answersFit, gradeQuestion, type PaperQuestion } from '../queries/paper';
import { shuffled } from './assessmentPaper';

const q = (over: Partial<PaperQuestion>): PaperQuestion => ({
  id: 1,
  type: 'single',
  text: 'Q',
  points: 1,
  partial_credit: false,
  explanation: null,
  options: [
    { id: 11, text: 'A', correct: true },
    { id: 12, text: 'B', correct: false },
  ],
  items: [],
  ...over,
});
const multiple = (partial: boolean) =>
  q({
    type: 'multiple',
    points: 2,
    partial_credit: partial,
    options: [
      { id: 21, text: 'A', correct: true },
      { id: 22, text: 'B', correct: true },
      { id: 23, text: 'C', correct: false },
    ],
  });
const scenario = q({
  type: 'scenario',
  points: 2,
  options: [],
  items: [
    {
      id: 31,
      text: 'i1',
      options: [
        { id: 311, text: 'x', correct: true },
        { id: 312, text: 'y', correct: false },
      ],
    },
    {
      id: 32,
      text: 'i2',
      options: [
        { id: 321, text: 'x', correct: true },
        { id: 322, text: 'y', correct: false },
      ],
    },
  ],
});

describe('grading a paper', () => {
  it('gives a single-choice question its points for the right option only', () => {
    expect(gradeQuestion(q({}), { 1: 11 })).toEqual({ earned: 1, right: true });
    expect(gradeQuestion(q({}), { 1: 12 })).toEqual({ earned: 0, right: false });
    expect(gradeQuestion(q({}), {})).toEqual({ earned: 0, right: false });
    expect(gradeQuestion(q({}), { 1: [11] })).toEqual({ earned: 0, right: false });
  });

  it('gives multiple answers all or nothing, or partial credit taken back by wrong choices', () => {
    expect(gradeQuestion(multiple(false), { 1: [21, 22] })).toEqual({ earned: 2, right: true });
    expect(gradeQuestion(multiple(false), { 1: [21] })).toEqual({ earned: 0, right: false });
    expect(gradeQuestion(multiple(true), { 1: [21] })).toEqual({ earned: 1, right: false });
    expect(gradeQuestion(multiple(true), { 1: [21, 23] })).toEqual({ earned: 0, right: false });
    expect(gradeQuestion(multiple(true), { 1: [21, 22, 23] })).toEqual({ earned: 1, right: false });
  });

  it("shares a scenario's points among its items", () => {
    expect(gradeQuestion(scenario, { 31: 311, 32: 321 })).toEqual({ earned: 2, right: true });
    expect(gradeQuestion(scenario, { 31: 311, 32: 322 })).toEqual({ earned: 1, right: false });
  });

  it("accepts only the paper's questions and options, a list only for multiple answers", () => {
    const paper = [q({}), { ...multiple(false), id: 2 }, { ...scenario, id: 3 }];
    expect(answersFit(paper, { 1: 11, 2: [21, 23], 31: 312 })).toBe(true);
    expect(answersFit(paper, { 1: 21 })).toBe(false);
    expect(answersFit(paper, { 1: [11] })).toBe(false);
    expect(answersFit(paper, { 3: 311 })).toBe(false);
    expect(answersFit(paper, { 99: 11 })).toBe(false);
  });
});

describe('shuffled', () => {
  it('keeps every element and reaches every position', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const out = shuffled([1, 2, 3]);
      expect([...out].sort()).toEqual([1, 2, 3]);
      seen.add(out.join(''));
    }
    expect(seen.size).toBe(6);
  });
});
