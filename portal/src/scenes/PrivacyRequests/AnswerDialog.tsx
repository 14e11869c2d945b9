import {
  PRIVACY_MSG,
  PRIVACY_REQUEST_KIND_LABELS,
  PRIVACY_REQUEST_STATUS_LABELS,
  type PrivacyRequestShape,
  type PrivacyRequestStatus,
  type PrivacyRequestUpdateReq,
  PrivacyRequestUpdateSchema,
} from '@trilha/sdk/contract';
import { useState } from 'react';
import { client, errorDetails } from '../../api';
import { Modal } from '../../components/dialogs';
import { Field, TextField } from '../../components/Field';
import { FormModal, useFormState } from '../../components/FormModal';
import { formatDate, formatDateTime } from '../../format';
import { T } from '../../messages';
import { showSuccess } from '../../state/banners';
import { validate } from '../../validate';
import { isOpenRequest, RequestStatusBadge } from './status';

const TX = T.privacyRequests;
const NEXT: PrivacyRequestStatus[] = ['em_andamento', 'atendida', 'recusada'];
const CORRECTED_FIELDS = ['name', 'email', 'cpf', 'phone', 'address'] as const;
type CorrectedField = (typeof CORRECTED_FIELDS)[number];

/** What the person asked, when, the deadline and every step so far. */
function RequestFacts({ request: r }: { request: PrivacyRequestShape }) {
  return (
    <>
      <dl className="privacy-facts">
        <dt>{TX.person}</dt>
        <dd>
          {r.user_name} <span className="muted privacy-email">({r.user_email})</span>
        </dd>
        <dt>{TX.filed}</dt>
        <dd>{formatDateTime(r.created_at)}</dd>
        <dt>{TX.due}</dt>
        <dd>
          {formatDate(r.due_at)}
          {r.overdue && <span className="badge badge-danger privacy-late-badge">{TX.overdue}</span>}
        </dd>
      </dl>
      <p className="field-label">{TX.detailsLabel}</p>
      <p className="privacy-quote">{r.details}</p>
      <h3 className="privacy-history-title">{TX.history}</h3>
      <ol className="privacy-history">
        {r.history.map((h) => (
          <li key={`${h.at}-${h.status}`}>
            <span className="privacy-history-when">{formatDateTime(h.at)}</span>{' '}
            <RequestStatusBadge status={h.status} />
            {h.by && <span className="muted">{TX.historyBy(h.by)}</span>}
            {h.note && <p className="privacy-quote">{h.note}</p>}
          </li>
        ))}
      </ol>
    </>
  );
}

/**
 * A request of the queue: its facts and history; while open, the form that moves it on or answers
 * it (the answer is required for Atendida and Recusada, and is e-mailed). Approving a deletion
 * says what is anonymised and what is kept under art. 16 I, and asks for a confirmation.
 */
export function AnswerDialog({
  request,
  onClose,
  onSaved,
}: {
  request: PrivacyRequestShape;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [status, setStatus] = useState<PrivacyRequestStatus>('atendida');
  const [answer, setAnswer] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [correction, setCorrection] = useState<Record<CorrectedField, string>>({
    name: '',
    email: '',
    cpf: '',
    phone: '',
    address: '',
  });
  const [errors, setErrors] = useState<{ answer?: string; status?: string }>({});
  const form = useFormState();
  const title = TX.dialogTitle(PRIVACY_REQUEST_KIND_LABELS[request.kind]);

  if (!isOpenRequest(request.status)) {
    return (
      <Modal title={title} onClose={onClose} size="lg">
        <RequestFacts request={request} />
      </Modal>
    );
  }

  const deletion = request.kind === 'eliminacao' && status === 'atendida';
  const correcting = request.kind === 'correcao' && status === 'atendida';
  const answers = status !== 'em_andamento';

  const submit = () => {
    // A correction sends only the fields filled in: the others stay as they are.
    const fields = Object.fromEntries(Object.entries(correction).filter(([, v]) => v.trim()));
    const body: PrivacyRequestUpdateReq = {
      status,
      answer: answer.trim() || null,
      ...(correcting && Object.keys(fields).length ? { correction: fields } : {}),
    };
    const found = validate(PrivacyRequestUpdateSchema, body);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    return save(body);
  };
  const save = async (body: PrivacyRequestUpdateReq) => {
    const saved = await client.privacy.updateRequest(request.id, body);
    showSuccess(saved.message || PRIVACY_MSG.answered);
    onSaved();
  };

  return (
    <FormModal
      title={title}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      failure={(e) => errorDetails(e, TX.saveError)}
      submitLabel={deletion ? TX.deletionSubmit : answers ? TX.send : TX.save}
      busyLabel={T.common.saving}
      submitVariant={deletion ? 'danger' : 'primary'}
      submitDisabled={deletion && !confirmed}
      size="lg"
      intro={<RequestFacts request={request} />}
    >
      <Field label={TX.newStatus} error={errors.status} required>
        {({ id, describedBy, invalid }) => (
          <select
            id={id}
            className="input"
            value={status}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(e) => {
              setStatus(e.target.value as PrivacyRequestStatus);
              setConfirmed(false);
              setErrors({});
            }}
          >
            {NEXT.filter((s) => s !== request.status).map((s) => (
              <option key={s} value={s}>
                {PRIVACY_REQUEST_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={TX.answer} error={errors.answer} hint={answers ? TX.answerHint : TX.noteHint} required={answers}>
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            className="input"
            rows={4}
            value={answer}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            maxLength={8000}
            onChange={(e) => {
              setAnswer(e.target.value);
              setErrors((x) => ({ ...x, answer: undefined }));
            }}
          />
        )}
      </Field>
      {correcting && (
        <fieldset className="privacy-correction">
          <legend className="field-label">{TX.correctionTitle}</legend>
          <p className="muted small">{TX.correctionHint}</p>
          <div className="form-grid">
            {CORRECTED_FIELDS.map((key) => (
              <TextField
                key={key}
                label={TX.correctionFields[key]}
                name={key}
                value={correction[key]}
                error={(errors as Record<string, string | undefined>)[`correction.${key}`]}
                onChange={(e) => setCorrection((c) => ({ ...c, [key]: e.target.value }))}
                autoComplete="off"
              />
            ))}
          </div>
        </fieldset>
      )}
      {deletion && (
        <div className="privacy-deletion" role="note">
          <p className="privacy-deletion-title">{TX.deletionTitle}</p>
          <p>{TX.deletionRemoved}</p>
          <p>{TX.deletionRetained}</p>
          <label className="checkbox">
            <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
            <span>
              {TX.deletionConfirm} <span className="muted">({TX.deletionConfirmHint})</span>
            </span>
          </label>
        </div>
      )}
    </FormModal>
  );
}
