import { BANK_MSG, type BankQuestion, BankQuestionSchema } from '@trilha/sdk/contract';
import { describe, expect, it } from 'vitest';
import { validate } from '../../validate';
import { draftOf, markCorrect, newDraft, type QuestionDraft, removeOption, toBody, withType } from './questionDraft';

const filled = (change: Partial<QuestionDraft> = {}): QuestionDraft => {
  const d = newDraft();
  return {
    ...d,
    text: 'Qual EPI protege contra quedas?',
    options: d.options.map((o, i) => ({ ...o, text: `Alternativa ${i + 1}` })),
    items: d.items.map((item) => ({
      ...item,
      text: 'O que fazer primeiro?',
      options: item.options.map((o, i) => ({ ...o, text: `Passo ${i + 1}` })),
    })),
    ...change,
  };
};

const saved = (q: Partial<BankQuestion>): BankQuestion => ({
  id: 7,
  bank_id: 1,
  type: 'single',
  text: 'Enunciado',
  topic: null,
  points: 2,
  partial_credit: false,
  explanation: null,
  image_url: null,
  options: [],
  items: [],
  ...q,
});

describe('the question draft', () => {
  it('makes a body the contract takes for each type, with only that type’s parts', () => {
    for (const type of ['single', 'multiple', 'true_false', 'scenario'] as const) {
      let d = withType(filled(), type);
      if (type === 'multiple') d = { ...d, options: markCorrect(d.options, d.options[1]?.key ?? '', false) };
      const body = toBody(d);
      expect(validate(BankQuestionSchema, body), type).toEqual({});
      expect(body.items?.length ?? 0).toBe(type === 'scenario' ? 1 : 0);
      if (type === 'scenario') expect(body.options).toEqual([]);
    }
    expect(toBody(withType(filled(), 'true_false')).options).toEqual([
      { text: 'Verdadeiro', isCorrect: true },
      { text: 'Falso', isCorrect: false },
    ]);
  });

  it('says in the contract’s words what is missing', () => {
    expect(validate(BankQuestionSchema, toBody(newDraft()))).toMatchObject({ text: BANK_MSG.text });
    const blankOption = filled({ options: newDraft().options });
    expect(validate(BankQuestionSchema, toBody(blankOption)).options).toBe(BANK_MSG.optionsCount);
    const allRight = withType(filled(), 'multiple');
    const every = { ...allRight, options: allRight.options.map((o) => ({ ...o, isCorrect: true })) };
    expect(validate(BankQuestionSchema, toBody(every)).options).toBe(BANK_MSG.someCorrect);
    expect(validate(BankQuestionSchema, toBody(filled({ points: '0' }))).points).toBe(BANK_MSG.points);
  });

  it('keeps one right alternative for single choice, and a right one after removing it', () => {
    const d = withType(filled(), 'multiple');
    const two = markCorrect(d.options, d.options[2]?.key ?? '', false);
    const single = withType({ ...d, options: two }, 'single');
    expect(single.options.filter((o) => o.isCorrect).map((o) => o.text)).toEqual(['Alternativa 1']);
    const left = removeOption(single.options, single.options[0]?.key ?? '', true);
    expect(left[0]?.isCorrect).toBe(true);
    expect(left).toHaveLength(3);
  });

  it('sends a new picture, null to remove the saved one, and nothing to keep it', () => {
    expect(toBody(filled({ image: { kind: 'new', dataUrl: 'data:image/png;base64,AA==' } })).image).toBe(
      'data:image/png;base64,AA==',
    );
    expect(toBody(filled({ image: { kind: 'removed' } })).image).toBeNull();
    expect('image' in toBody(filled({ image: { kind: 'saved', url: '/x.png' } }))).toBe(false);
  });

  it('reads a saved question back: which of Verdadeiro and Falso is right, a scenario’s items', () => {
    const tf = draftOf(
      saved({
        type: 'true_false',
        options: [
          { id: 1, text: 'Verdadeiro', isCorrect: false },
          { id: 2, text: 'Falso', isCorrect: true },
        ],
      }),
    );
    expect(tf.trueIsCorrect).toBe(false);
    const scenario = draftOf(
      saved({
        type: 'scenario',
        items: [
          {
            id: 3,
            text: 'Item',
            options: [
              { id: 4, text: 'A', isCorrect: true },
              { id: 5, text: 'B', isCorrect: false },
            ],
          },
        ],
      }),
    );
    expect(scenario.items[0]?.options.map((o) => o.text)).toEqual(['A', 'B']);
    expect(toBody(scenario).items?.[0]?.options[0]).toEqual({ text: 'A', isCorrect: true });
  });
});
