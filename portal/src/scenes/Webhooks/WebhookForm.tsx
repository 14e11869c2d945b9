import {
  type Company,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_MSG,
  WebhookCreateSchema,
  type WebhookEventType,
} from '@trilha/sdk/contract';
import { useLoader } from '@trilha/sdk/ui';
import { useId, useState } from 'react';
import { client, errorDetails } from '../../api';
import { Field, TextField } from '../../components/Field';
import { FormModal, useFormState } from '../../components/FormModal';
import { T } from '../../messages';
import { validate } from '../../validate';

const TX = T.webhooks;

type Errors = Partial<Record<'url' | 'events' | 'company_id', string>>;

/**
 * 'Novo webhook': the address, the events (each with what it means), and for an admin the company
 * whose events it receives (or all); checked with the contract's schema before sending. The
 * server answers the secret, which the page then shows once.
 */
export function WebhookForm({
  admin,
  onClose,
  onCreated,
}: {
  admin: boolean;
  onClose: () => void;
  onCreated: (secret: string, message: string) => void;
}) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [companyId, setCompanyId] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const form = useFormState();
  const legend = useId();
  const companies = useLoader(
    () => (admin ? client.companies.list().then((r) => r.companies as Company[]) : Promise.resolve([] as Company[])),
    [admin],
  );

  const toggle = (event: WebhookEventType, on: boolean) => {
    setEvents((list) => (on ? [...list, event] : list.filter((e) => e !== event)));
    setErrors((e) => ({ ...e, events: undefined }));
  };
  const all = events.length === WEBHOOK_EVENTS.length;

  const submit = () => {
    const body = { url: url.trim(), events, company_id: companyId ? Number(companyId) : null };
    const problems = validate(WebhookCreateSchema, body) as Errors & { ''?: string };
    const { '': whole, ...fields } = problems;
    setErrors(fields);
    if (whole) return form.setError(whole);
    if (Object.values(fields).some(Boolean)) return;
    return save(body);
  };

  const save = async (body: { url: string; events: WebhookEventType[]; company_id: number | null }) => {
    const answer = await client.webhooks.create(body);
    onCreated(answer.secret, answer.message || WEBHOOK_MSG.created);
  };

  return (
    <FormModal
      title={TX.createTitle}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      failure={(e) => errorDetails(e, TX.saveError)}
      submitLabel={TX.create}
      busyLabel={T.common.saving}
      size="lg"
    >
      <TextField
        label={TX.url}
        name="url"
        type="url"
        inputMode="url"
        value={url}
        onChange={(e) => {
          setUrl(e.target.value);
          setErrors((x) => ({ ...x, url: undefined }));
        }}
        error={errors.url}
        hint={TX.urlHint}
        placeholder="https://rh.empresa.com.br/trilha/eventos"
        maxLength={2000}
        required
        autoComplete="off"
      />
      {admin ? (
        <Field label={TX.company} hint={TX.companyHint} error={errors.company_id}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              className="input"
              value={companyId}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(e) => setCompanyId(e.target.value)}
            >
              <option value="">{TX.allCompanies}</option>
              {(companies.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : (
        <p className="muted small">{TX.companyOwn}</p>
      )}
      <fieldset className="webhook-events" aria-describedby={errors.events ? `${legend}-error` : undefined}>
        <legend id={legend} className="field-label">
          {TX.events}
          <span className="field-required" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        <label className="checkbox webhook-event-all">
          <input
            type="checkbox"
            checked={all}
            onChange={(e) => setEvents(e.target.checked ? [...WEBHOOK_EVENTS] : [])}
          />
          <span>{TX.selectAll}</span>
        </label>
        <div className="webhook-event-grid">
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="checkbox">
              <input
                type="checkbox"
                checked={events.includes(event)}
                onChange={(e) => toggle(event, e.target.checked)}
              />
              <span>
                {WEBHOOK_EVENT_LABELS[event]} <code className="webhook-event-code">{event}</code>
              </span>
            </label>
          ))}
        </div>
        {errors.events && (
          <p id={`${legend}-error`} className="field-error" role="alert">
            {errors.events}
          </p>
        )}
      </fieldset>
    </FormModal>
  );
}
