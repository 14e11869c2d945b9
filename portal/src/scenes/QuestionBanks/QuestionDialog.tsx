import {
  BANK_LIMITS,
  BANK_MSG,
  type BankQuestion,
  BankQuestionSchema,
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
  type QuestionType,
} from '@trilha/sdk/contract';
import { useId, useState } from 'react';
import { client, errorDetails } from '../../api';
import { Field, TextField } from '../../components/Field';
import { FormModal, useFormState } from '../../components/FormModal';
import { T } from '../../messages';
import { validate } from '../../validate';
import { FieldGroup } from './FieldGroup';
import { OptionsEditor } from './OptionsEditor';
import { QuestionImageField } from './QuestionImageField';
import { draftOf, newDraft, type QuestionDraft, toBody, withType } from './questionDraft';
import { ScenarioItemsEditor } from './ScenarioItemsEditor';

const TX = T.questionBanks;

type Errors = Partial<
  Record<'type' | 'text' | 'topic' | 'points' | 'explanation' | 'image' | 'options' | 'items', string>
>;

/**
 * 'Nova questão' and 'Editar questão': one form for the four types, checked with the contract's
 * BankQuestionSchema before sending, so each problem shows under its part in the server's words;
 * what the server still refuses (a picture that is not one) shows in the error line.
 */
export function QuestionDialog({
  bankId,
  question,
  number,
  topics,
  onClose,
  onSaved,
}: {
  bankId: number;
  question?: BankQuestion;
  /** The question's place in the bank, for the title. */
  number?: number;
  /** The bank's topics, offered while typing one. */
  topics: string[];
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const [draft, setDraft] = useState<QuestionDraft>(() => (question ? draftOf(question) : newDraft()));
  const [errors, setErrors] = useState<Errors>({});
  const form = useFormState();
  const uid = useId();
  const topicsId = `${uid}-topics`;
  const partialHintId = `${uid}-partial`;
  const disabled = form.busy;

  const set = (change: Partial<QuestionDraft>, field?: keyof Errors) => {
    setDraft((d) => ({ ...d, ...change }));
    if (field) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = () => {
    const body = toBody(draft);
    const { '': whole, ...fields } = validate(BankQuestionSchema, body) as Errors & { ''?: string };
    setErrors((e) => ({ ...fields, image: fields.image ?? e.image }));
    if (whole) return form.setError(whole);
    if (Object.values(fields).some(Boolean)) return;
    return (async () => {
      const answer = question
        ? await client.questionBanks.updateQuestion(bankId, question.id, body)
        : await client.questionBanks.addQuestion(bankId, body);
      onSaved(answer.message || BANK_MSG.questionSaved);
    })();
  };

  const type = draft.type;
  return (
    <FormModal
      title={question && number ? TX.questionEditTitle(number) : TX.questionCreateTitle}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      failure={(e) => errorDetails(e, TX.questionSaveError)}
      submitLabel={question ? T.common.save : TX.createQuestion}
      busyLabel={T.common.saving}
      size="lg"
      formClassName="qb-question-form"
    >
      <div className="qb-form-row">
        <Field label={TX.type} error={errors.type} required>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              className="input"
              value={type}
              disabled={disabled}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(e) => {
                setDraft((d) => withType(d, e.target.value as QuestionType));
                setErrors({});
              }}
            >
              {QUESTION_TYPES.map((t) => (
                <option key={t} value={t}>
                  {QUESTION_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label={TX.topic}
          name="topic"
          value={draft.topic}
          list={topicsId}
          onChange={(e) => set({ topic: e.target.value }, 'topic')}
          error={errors.topic}
          hint={TX.topicHint}
          maxLength={BANK_LIMITS.maxTopicLength}
          autoComplete="off"
          disabled={disabled}
        />
        <datalist id={topicsId}>
          {topics.map((t) => (
            <option key={t} value={t} />
          ))}
        </datalist>
        <TextField
          label={TX.pointsField}
          name="points"
          type="number"
          inputMode="numeric"
          min={1}
          max={BANK_LIMITS.maxPoints}
          step={1}
          value={draft.points}
          onChange={(e) => set({ points: e.target.value }, 'points')}
          error={errors.points}
          hint={TX.pointsHint}
          required
          disabled={disabled}
        />
      </div>
      <Field
        label={type === 'scenario' ? TX.scenarioText : TX.text}
        hint={type === 'scenario' ? TX.scenarioTextHint : undefined}
        error={errors.text}
        required
      >
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            className="input"
            rows={3}
            value={draft.text}
            disabled={disabled}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(e) => set({ text: e.target.value }, 'text')}
          />
        )}
      </Field>
      <QuestionImageField
        image={draft.image}
        savedUrl={question?.image_url ?? null}
        error={errors.image}
        disabled={disabled}
        onChange={(image) => set({ image })}
        onError={(image) => setErrors((e) => ({ ...e, image }))}
      />
      {(type === 'single' || type === 'multiple') && (
        <FieldGroup
          legend={TX.options}
          hint={type === 'single' ? TX.optionsHintSingle : TX.optionsHintMultiple}
          error={errors.options}
        >
          <OptionsEditor
            options={draft.options}
            many={type === 'multiple'}
            disabled={disabled}
            onChange={(options) => set({ options }, 'options')}
          />
        </FieldGroup>
      )}
      {type === 'multiple' && (
        <div className="qb-partial">
          <label className="checkbox">
            <input
              type="checkbox"
              checked={draft.partialCredit}
              disabled={disabled}
              aria-describedby={partialHintId}
              onChange={(e) => set({ partialCredit: e.target.checked })}
            />
            <span>{TX.partialCreditField}</span>
          </label>
          <p id={partialHintId} className="field-hint">
            {TX.partialCreditHint}
          </p>
        </div>
      )}
      {type === 'true_false' && (
        <FieldGroup legend={TX.trueFalseLegend} error={errors.options} className="qb-true-false">
          {[true, false].map((value) => (
            <div key={String(value)} className={`qb-option${draft.trueIsCorrect === value ? ' is-correct' : ''}`}>
              <label className="qb-tf">
                <input
                  type="radio"
                  name={`${uid}-tf`}
                  className="qb-option-mark"
                  checked={draft.trueIsCorrect === value}
                  disabled={disabled}
                  onChange={() => set({ trueIsCorrect: value }, 'options')}
                />
                <span>{value ? TX.trueText : TX.falseText}</span>
              </label>
              {draft.trueIsCorrect === value && <span className="badge badge-success">{TX.correct}</span>}
            </div>
          ))}
        </FieldGroup>
      )}
      {type === 'scenario' && (
        <ScenarioItemsEditor
          items={draft.items}
          error={errors.items}
          disabled={disabled}
          onChange={(items) => set({ items }, 'items')}
        />
      )}
      <Field label={TX.explanation} hint={TX.explanationHint} error={errors.explanation}>
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            className="input"
            rows={2}
            value={draft.explanation}
            disabled={disabled}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(e) => set({ explanation: e.target.value }, 'explanation')}
          />
        )}
      </Field>
    </FormModal>
  );
}
