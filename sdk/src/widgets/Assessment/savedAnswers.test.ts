import { describe, expect, it } from 'vitest';
import { parseAnswers } from './savedAnswers';

describe('saved answers', () => {
  it('reads back question -> option pairs', () => {
    expect(parseAnswers(JSON.stringify({ 11: 3, 12: 7 }))).toEqual({ 11: 3, 12: 7 });
  });

  it("reads back a multiple-answer question's ticks and a scenario's items, each by its own id", () => {
    expect(parseAnswers(JSON.stringify({ 11: [4, 6], 21: 9, 22: 8 }))).toEqual({ 11: [4, 6], 21: 9, 22: 8 });
    expect(parseAnswers(JSON.stringify({ 11: [4, 4, 6] }))).toEqual({ 11: [4, 6] });
  });

  it('drops anything that is not a pair of positive integers', () => {
    expect(parseAnswers(JSON.stringify({ 11: '3', x: 2, 12: -1, 13: 1.5, 14: 4 }))).toEqual({ 14: 4 });
    expect(parseAnswers(JSON.stringify({ 11: [], 12: [1, 'x'], 13: [0], 14: [[1]], 15: [2] }))).toEqual({ 15: [2] });
    expect(parseAnswers('[1,2]')).toEqual({});
    expect(parseAnswers('not json')).toEqual({});
    expect(parseAnswers(null)).toEqual({});
  });
});
