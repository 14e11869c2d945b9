import {
  type EvaluationReq,
  EvaluationSchema,
  PRACTICAL_RESULT_LABELS,
  PRACTICAL_RESULTS,
  type PracticalParticipant,
  type PracticalResult,
} from '@trilha/sdk/contract';
import { useContext, useId, useState } from 'react';
import { errorMessage } from '../../api';
import { Field } from '../../components/Field';
import { FormModal, useFormState } from '../../components/FormModal';
import { FormProblemContext } from '../../components/formProblem';
import { validate } from '../../validate';
import { PRACTICAL_INSTRUCTOR_TEXT as TX } from './instructorMessages';

export interface AttendanceEvaluationDialogProps {
  participant: PracticalParticipant;
  onSave(evaluation: EvaluationReq): Promise<void>;
  onClose(): void;
}

/** 'Avaliar': satisfatório or insatisfatório with notes; a new rating is kept beside the earlier ones. */
export function AttendanceEvaluationDialog({ participant, onSave, onClose }: AttendanceEvaluationDialogProps) {
  const form = useFormState();
  const [result, setResult] = useState<PracticalResult | ''>(participant.evaluation?.result ?? '');
  const [notes, setNotes] = useState(participant.evaluation?.notes ?? '');
  const radioName = useId();
  const body = (): EvaluationReq => ({ result: result as PracticalResult, notes: notes.trim() || null });

  const problem = () => {
    const found = validate(EvaluationSchema, body());
    if (found.result) return { field: 'result', message: found.result };
    return found.notes ? { field: 'notes', message: found.notes } : null;
  };

  return (
    <FormModal
      title={TX.evaluationTitle}
      intro={<p className="attendance-dialog-intro">{TX.evaluationIntro(participant.name)}</p>}
      onClose={onClose}
      form={form}
      validate={problem}
      onSubmit={() => onSave(body())}
      failure={(error) => errorMessage(error, TX.evaluationError)}
      submitLabel={TX.saveEvaluation}
      busyLabel={TX.savingEvaluation}
      size="md"
      className="attendance-modal"
    >
      <ResultChoice name={radioName} value={result} onChange={setResult} disabled={form.busy} />
      <Field label={TX.notes} problemKey="notes">
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            className="input"
            rows={3}
            value={notes}
            placeholder={TX.notesPlaceholder}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            maxLength={2000}
            disabled={form.busy}
            onChange={(e) => setNotes(e.target.value)}
          />
        )}
      </Field>
    </FormModal>
  );
}

/** The two results as large radio rows; the form's error line describes them when no result is chosen. */
function ResultChoice({
  name,
  value,
  onChange,
  disabled,
}: {
  name: string;
  value: PracticalResult | '';
  onChange(value: PracticalResult): void;
  disabled: boolean;
}) {
  const problem = useContext(FormProblemContext);
  const flagged = problem?.field === 'result';
  return (
    <fieldset
      className="attendance-results"
      disabled={disabled}
      aria-describedby={flagged ? problem.messageId : undefined}
    >
      <legend className="field-label">
        {TX.result}
        <span className="field-required" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      {PRACTICAL_RESULTS.map((result) => (
        <label key={result} className={`attendance-result attendance-result-${result}`}>
          <input
            type="radio"
            name={name}
            value={result}
            checked={value === result}
            required
            aria-invalid={flagged || undefined}
            onChange={() => onChange(result)}
          />
          <span>{PRACTICAL_RESULT_LABELS[result]}</span>
        </label>
      ))}
    </fieldset>
  );
}
