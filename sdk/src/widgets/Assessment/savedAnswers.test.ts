import { describe, expect, it } from 'vitest';
import { parseAnswers } from './savedAnswers';

describe('saved answers', () => {
  it('reads back question -> option pairs', () => {
    expect(parseAnswers(JSON.stringify({ 11: 3, 12: 7 }))).toEqual({ 11: 3, 12: 7 });
  });

  it('drops anything that is not a pair of positive integers', () => {
    expect(parseAnswers(JSON.stringify({ 11: '3', x: 2, 12: -1, 13: 1.5, 14: 4 }))).toEqual({ 14: 4 });
    expect(parseAnswers('[1,2]')).toEqual({});
    expect(parseAnswers('not json')).toEqual({});
    expect(parseAnswers(null)).toEqual({});
  });
});
