import { ASSESSMENT_LIMITS } from '@trilha/sdk/contract';
import { scrollBehavior } from '@trilha/sdk/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { errorDetails } from '../../api';
import { Modal } from '../../components/dialogs';
import { Field, TextField } from '../../components/Field';
import { FormAlert } from '../../components/StateMessages';
import { T } from '../../messages';
import {
  type AssessmentDraft,
  type Composition,
  normalizeMaxAttempts,
  normalizePassingScore,
  normalizeTimeLimit,
  validateDraft,
} from './assessmentDraft';
import { DrawRuleEditor } from './DrawRuleEditor';
import { QuestionEditor } from './QuestionEditor';

const TX = T.assessmentForm;

/**
 * The create/edit overlay of the assessment manager: settings with the bounds and fallbacks of
 * spec §5 (normalised when a field loses focus), the composition (the question editor, or draw
 * rules of question banks) and the shuffles. `onSave` throws on failure; the overlay shows the
 * server's errors joined by line breaks (a draw the bank cannot give among them), else `failText`.
 */
export function AssessmentFormModal({
  courseId,
  initial,
  editing,
  failText,
  onSave,
  onClose,
}: {
  courseId: number;
  initial: AssessmentDraft;
  editing: boolean;
  failText: string;
  onSave(draft: AssessmentDraft): Promise<void>;
  onClose(): void;
}) {
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const formId = useId();
  // Any edit clears the last list of problems; the next save checks again.
  const set = (patch: Partial<AssessmentDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setError(null);
  };

  // The errors sit above the form: bring them into view after a submit from the bottom.
  useEffect(() => {
    if (error) alertRef.current?.scrollIntoView({ block: 'nearest', behavior: scrollBehavior() });
  }, [error]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validateDraft(courseId, draft);
    if (problems.length) {
      setError(problems.join('\n'));
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await onSave(draft);
    } catch (err) {
      setError(errorDetails(err, failText));
      setSaving(false);
    }
  };

  return (
    <Modal
      title={editing ? TX.editTitle : TX.createTitle}
      size="xl"
      onClose={saving ? undefined : onClose}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={saving}>
            {T.common.cancel}
          </button>
          <button type="submit" form="assessment-form" className="btn btn-primary" disabled={saving}>
            {saving ? T.common.saving : editing ? TX.saveChanges : TX.create}
          </button>
        </>
      }
    >
      <form id="assessment-form" className="assessment-form" onSubmit={submit} noValidate>
        <div ref={alertRef}>
          <FormAlert kind="error">{error}</FormAlert>
        </div>
        <div className="form-grid">
          <TextField
            label={TX.title}
            required
            value={draft.title}
            maxLength={255}
            fieldClassName="form-grid-full"
            disabled={saving}
            onChange={(e) => set({ title: e.target.value })}
            data-autofocus
          />
          <Field label={TX.description} className="form-grid-full">
            {({ id }) => (
              <textarea
                id={id}
                className="input"
                rows={2}
                value={draft.description}
                disabled={saving}
                onChange={(e) => set({ description: e.target.value })}
              />
            )}
          </Field>
        </div>
        <div className="assessment-form-settings">
          <TextField
            label={TX.timeLimit}
            hint={TX.timeLimitHint}
            type="number"
            inputMode="numeric"
            min={ASSESSMENT_LIMITS.minTimeLimit}
            max={ASSESSMENT_LIMITS.maxTimeLimit}
            value={draft.timeLimit}
            disabled={saving}
            onChange={(e) => set({ timeLimit: e.target.value })}
            onBlur={() => set({ timeLimit: String(normalizeTimeLimit(draft.timeLimit)) })}
          />
          <TextField
            label={TX.passingScore}
            hint={TX.passingScoreHint}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            value={draft.passingScore}
            disabled={saving}
            onChange={(e) => set({ passingScore: e.target.value })}
            onBlur={() => set({ passingScore: String(normalizePassingScore(draft.passingScore)) })}
          />
          <TextField
            label={TX.maxAttempts}
            hint={TX.maxAttemptsHint}
            type="number"
            inputMode="numeric"
            min={ASSESSMENT_LIMITS.minMaxAttempts}
            max={ASSESSMENT_LIMITS.maxMaxAttempts}
            placeholder={TX.unlimited}
            value={draft.maxAttempts}
            disabled={saving}
            onChange={(e) => set({ maxAttempts: e.target.value })}
            onBlur={() => set({ maxAttempts: String(normalizeMaxAttempts(draft.maxAttempts) ?? '') })}
          />
          <label className="checkbox assessment-form-retake">
            <input
              type="checkbox"
              checked={draft.allowRetake}
              disabled={saving}
              onChange={(e) => set({ allowRetake: e.target.checked })}
            />
            {TX.allowRetake}
          </label>
        </div>
        <div className="assessment-composition">
          <fieldset className="assessment-composition-choices" disabled={saving}>
            <legend className="field-label">{TX.composition}</legend>
            {(
              [
                ['fixed', TX.fixedList],
                ['draw', TX.drawFromBanks],
              ] as [Composition, string][]
            ).map(([value, label]) => (
              <label key={value} className="checkbox">
                <input
                  type="radio"
                  name={`${formId}-composition`}
                  checked={draft.composition === value}
                  onChange={() => set({ composition: value })}
                />
                {label}
              </label>
            ))}
          </fieldset>
          <div className="assessment-composition-shuffles">
            {(
              [
                ['shuffleQuestions', TX.shuffleQuestions],
                ['shuffleOptions', TX.shuffleOptions],
              ] as const
            ).map(([key, label]) => (
              <label key={key} className="checkbox">
                <input
                  type="checkbox"
                  checked={draft[key]}
                  disabled={saving}
                  aria-describedby={`${formId}-shuffle-hint`}
                  onChange={(e) => set({ [key]: e.target.checked })}
                />
                {label}
              </label>
            ))}
            <p id={`${formId}-shuffle-hint`} className="field-hint">
              {TX.shuffleHint}
            </p>
          </div>
        </div>
        {draft.composition === 'draw' ? (
          <DrawRuleEditor
            courseId={courseId}
            rules={draft.drawRules}
            disabled={saving}
            onChange={(drawRules) => set({ drawRules })}
          />
        ) : (
          <QuestionEditor questions={draft.questions} disabled={saving} onChange={(questions) => set({ questions })} />
        )}
      </form>
    </Modal>
  );
}
