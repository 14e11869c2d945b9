import { ASSESSMENT_MSG, type AssessmentShape } from '@trilha/sdk/contract';
import { describe, expect, it } from 'vitest';
import { T } from '../../messages';
import { draftFrom, drawTotal, emptyDraft, newDrawRule, toPayload, validateDraft } from './assessmentDraft';

const TX = T.assessmentForm;

const drawDraft = () => ({
  ...emptyDraft(),
  title: 'Avaliação sorteada NR-35',
  composition: 'draw' as const,
  drawRules: [
    { ...newDrawRule(), bankId: '4', count: '3' },
    { ...newDrawRule(), bankId: '4', topic: 'Ancoragem', count: '2' },
  ],
  shuffleQuestions: true,
  shuffleOptions: true,
});

describe('assessment draft with draws from question banks', () => {
  it('sends the draw rules and the shuffles, and no fixed questions', () => {
    const payload = toPayload(9, drawDraft());
    expect(payload.draw_rules).toEqual([
      { bank_id: 4, topic: null, count: 3 },
      { bank_id: 4, topic: 'Ancoragem', count: 2 },
    ]);
    expect(payload.questions).toEqual([]);
    expect(payload).toMatchObject({ shuffle_questions: true, shuffle_options: true });
    expect(validateDraft(9, drawDraft())).toEqual([]);
  });

  it('sends the fixed list with draw_rules null, shuffles kept', () => {
    const draft = { ...drawDraft(), composition: 'fixed' as const };
    const payload = toPayload(9, draft);
    expect(payload.draw_rules).toBeNull();
    expect(payload.questions).toHaveLength(1);
    expect(payload.shuffle_options).toBe(true);
  });

  it('asks for a rule and for each rule’s bank; a count out of range is the schema’s message', () => {
    expect(validateDraft(9, { ...drawDraft(), drawRules: [] })).toEqual([TX.noRules]);
    const noBank = { ...drawDraft(), drawRules: [newDrawRule(), { ...newDrawRule(), bankId: '4' }] };
    expect(validateDraft(9, noBank)).toEqual([TX.ruleBank(1)]);
    const zero = { ...drawDraft(), drawRules: [{ ...newDrawRule(), bankId: '4', count: '0' }] };
    expect(validateDraft(9, zero)).toEqual([ASSESSMENT_MSG.drawRule]);
  });

  it('loads an assessment’s draw rules and shuffles for editing', () => {
    const assessment = {
      id: 1,
      course_id: 9,
      title: 'Sorteada',
      description: null,
      time_limit: 30,
      passing_score: 70,
      max_attempts: 3,
      allow_retake: true,
      draw_rules: [{ bank_id: 4, topic: 'Ancoragem', count: 2 }],
      shuffle_questions: true,
      shuffle_options: false,
      question_count: 2,
      attempt_count: 0,
      questions: [],
    } satisfies AssessmentShape;
    const draft = draftFrom(assessment);
    expect(draft.composition).toBe('draw');
    expect(draft.drawRules.map(({ bankId, topic, count }) => ({ bankId, topic, count }))).toEqual([
      { bankId: '4', topic: 'Ancoragem', count: '2' },
    ]);
    expect(draft).toMatchObject({ shuffleQuestions: true, shuffleOptions: false });
    expect(draftFrom({ ...assessment, draw_rules: null }).composition).toBe('fixed');
  });

  it('totals the questions each attempt draws, ignoring what is not a whole number yet', () => {
    expect(drawTotal(drawDraft().drawRules)).toBe(5);
    expect(
      drawTotal([
        { ...newDrawRule(), count: '' },
        { ...newDrawRule(), count: '4' },
      ]),
    ).toBe(4);
  });
});
