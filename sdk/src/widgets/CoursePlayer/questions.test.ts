import { describe, expect, it } from 'vitest';
import { TUTORING_LEARNER_MSG } from '../../contract/learnerMessages';
import { TUTORING_LIMITS } from '../../contract/tutoring';
import { imageError, QUESTION_IMAGE_ACCEPT, questionImageSrc, textError, validateQuestion } from './questions';

const png = { type: 'image/png', size: 120_000 };

describe("the 'Dúvidas' form", () => {
  it('takes the four picture types of the contract', () => {
    expect(QUESTION_IMAGE_ACCEPT).toBe('image/jpeg,image/png,image/gif,image/webp');
  });

  it('wants 5 to 4000 characters once trimmed', () => {
    expect(validateQuestion({ text: '   abcd  ', image: null })).toEqual({ text: TUTORING_LEARNER_MSG.questionLength });
    expect(validateQuestion({ text: '  abcde ', image: null })).toEqual({});
    const max = 'a'.repeat(TUTORING_LIMITS.questionMaxLength);
    expect(validateQuestion({ text: ` ${max} `, image: null })).toEqual({});
    expect(validateQuestion({ text: `${max}a`, image: null })).toEqual({ text: TUTORING_LEARNER_MSG.questionLength });
    expect(textError('\n\n  \n')).toBe(TUTORING_LEARNER_MSG.questionLength);
    expect(textError('Linha 1\nLinha 2')).toBeUndefined();
  });

  it('leaves the picture optional, and refuses other types and pictures over 3 MB', () => {
    expect(validateQuestion({ text: 'Como travo a máquina?', image: png })).toEqual({});
    expect(imageError(null)).toBeUndefined();
    expect(imageError({ type: 'IMAGE/WEBP', size: TUTORING_LIMITS.imageMaxBytes })).toBeUndefined();
    for (const type of ['image/svg+xml', 'application/pdf', ''])
      expect(imageError({ type, size: 10 })).toBe(TUTORING_LEARNER_MSG.image);
    expect(imageError({ ...png, size: TUTORING_LIMITS.imageMaxBytes + 1 })).toBe(TUTORING_LEARNER_MSG.image);
  });

  it('says both problems at once', () => {
    expect(validateQuestion({ text: '', image: { type: 'image/bmp', size: 10 } })).toEqual({
      text: TUTORING_LEARNER_MSG.questionLength,
      image: TUTORING_LEARNER_MSG.image,
    });
  });
});

describe("a question's picture", () => {
  const api = (path: string) => `https://trilha.example.com.br${path}`;

  it('loads a signed API path from the API base, as the player does with uploaded videos', () => {
    expect(questionImageSrc('/api/uploads/tutoring/a.png?exp=1&sig=x', api)).toBe(
      'https://trilha.example.com.br/api/uploads/tutoring/a.png?exp=1&sig=x',
    );
  });

  it('keeps an absolute http(s) link and drops anything else', () => {
    expect(questionImageSrc('https://cdn.example.com/a.png', api)).toBe('https://cdn.example.com/a.png');
    expect(questionImageSrc(null, api)).toBeNull();
    for (const url of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example.com/a.png', 'a.png'])
      expect(questionImageSrc(url, api)).toBeNull();
  });
});
