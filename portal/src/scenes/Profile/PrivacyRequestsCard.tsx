import {
  PRIVACY_MSG,
  PRIVACY_REQUEST_KIND_LABELS,
  PRIVACY_REQUEST_KINDS,
  PrivacyRequestCreateSchema,
  type PrivacyRequestKind,
  type PrivacyRequestShape,
} from '@trilha/sdk/contract';
import { useLoader } from '@trilha/sdk/ui';
import { type FormEvent, useState } from 'react';
import { client, errorMessage } from '../../api';
import { Field } from '../../components/Field';
import { Loading } from '../../components/Spinner';
import { ErrorState, FormAlert } from '../../components/StateMessages';
import { formatDate } from '../../format';
import { T } from '../../messages';
import { showSuccess } from '../../state/banners';
import { currentUser } from '../../state/session';
import { validate } from '../../validate';
import { isOpenRequest, RequestStatusBadge } from '../PrivacyRequests/status';
import './PrivacyRequestsCard.css';

const TX = T.privacyRequests;

type Errors = Partial<Record<'kind' | 'details', string>>;

/**
 * Perfil > 'Meus pedidos (LGPD)' (issue 24): the person files a request about their data (art. 18)
 * and follows their requests: status, legal deadline and the answer.
 */
export function PrivacyRequestsCard() {
  const me = currentUser.value?.id;
  // An admin's list is the whole queue: Perfil shows only their own requests.
  const { data, failed, retry, reload } = useLoader(
    () => client.privacy.requests().then((r) => r.requests.filter((req) => req.user_id === me)),
    [me],
  );
  const [kind, setKind] = useState<PrivacyRequestKind | ''>('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { kind, details };
    const found = validate(PrivacyRequestCreateSchema, body) as Errors;
    setErrors(found);
    setProblem(null);
    if (found.kind || found.details) return;
    setBusy(true);
    try {
      const answer = await client.privacy.createRequest({ kind: kind as PrivacyRequestKind, details });
      showSuccess(answer.message || PRIVACY_MSG.created);
      setKind('');
      setDetails('');
      await reload();
    } catch (e) {
      setProblem(errorMessage(e, TX.createError));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card privacy-requests-card" aria-labelledby="privacy-requests-title">
      <h2 id="privacy-requests-title" className="card-title">
        {TX.mineTitle}
      </h2>
      <p className="muted">{TX.mineText}</p>
      <form className="privacy-request-form" onSubmit={submit} noValidate>
        <FormAlert kind="error">{problem}</FormAlert>
        <Field label={TX.kind} error={errors.kind} required hint={kind === 'eliminacao' ? TX.deletionHint : undefined}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              className="input"
              value={kind}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(e) => {
                setKind(e.target.value as PrivacyRequestKind | '');
                setErrors((x) => ({ ...x, kind: undefined }));
              }}
            >
              <option value="">{TX.kindPlaceholder}</option>
              {PRIVACY_REQUEST_KINDS.map((k) => (
                <option key={k} value={k}>
                  {PRIVACY_REQUEST_KIND_LABELS[k]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={TX.details} error={errors.details} hint={TX.detailsHint} required>
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              className="input"
              rows={3}
              value={details}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              maxLength={4000}
              onChange={(e) => {
                setDetails(e.target.value);
                setErrors((x) => ({ ...x, details: undefined }));
              }}
            />
          )}
        </Field>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? TX.submitting : TX.submit}
        </button>
      </form>
      {failed && !data ? (
        <ErrorState message={TX.mineLoadError} onRetry={() => void retry()} />
      ) : !data ? (
        <Loading />
      ) : data.length === 0 ? (
        <p className="muted privacy-request-empty">{TX.mineEmpty}</p>
      ) : (
        <ul className="privacy-request-list" aria-label={TX.mineCaption}>
          {data.map((r) => (
            <MyRequest key={r.id} request={r} />
          ))}
        </ul>
      )}
    </section>
  );
}

function MyRequest({ request: r }: { request: PrivacyRequestShape }) {
  return (
    <li className="privacy-request-item">
      <div className="privacy-request-head">
        <strong>{PRIVACY_REQUEST_KIND_LABELS[r.kind]}</strong>
        <RequestStatusBadge status={r.status} />
      </div>
      <p className="privacy-request-meta muted small">
        {TX.filedOn(formatDate(r.created_at))}
        {' · '}
        {isOpenRequest(r.status) ? TX.dueOn(formatDate(r.due_at)) : TX.answeredOn(formatDate(r.answered_at))}
      </p>
      <p className="privacy-request-text">{r.details}</p>
      {r.answer && (
        <div className="privacy-request-answer">
          <p className="privacy-request-answer-title">{TX.answerTitle}</p>
          <p className="privacy-request-text">{r.answer}</p>
        </div>
      )}
    </li>
  );
}
