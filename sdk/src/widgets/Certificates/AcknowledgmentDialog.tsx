import { useId, useRef, useState } from 'react';
import type { CertificateShape } from '../../contract';
import { ACKNOWLEDGMENT_MSG } from '../../contract/learnerMessages';
import { useTrilhaClient } from '../../provider';
import { IconCheckCircle, IconCircleAlert, IconClipboardCheck } from '../../ui/icons';
import { Modal } from '../shared/dialogs';
import { serverMessage } from './logic';
import { CERTIFICATE_TEXT as TX } from './messages';

const CODE_LENGTH = 6;
const digits = (text: string) => text.replace(/\D/g, '').slice(0, CODE_LENGTH);

/**
 * The worker confirms receiving the training (NR-01: the worker's signature on the certificate):
 * the statement, a 6-digit code e-mailed on request, and the confirmation. Every answer of the
 * server, good or bad, shows inside the dialog.
 */
export function AcknowledgmentDialog({
  certificate,
  providerName,
  onAcknowledged,
  onClose,
}: {
  certificate: CertificateShape;
  providerName?: string;
  onAcknowledged(): void;
  onClose(): void;
}) {
  const client = useTrilhaClient();
  const id = useId();
  const codeRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState<'send' | 'confirm' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const sendCode = async () => {
    setBusy('send');
    setError(null);
    try {
      await client.certificates.acknowledgmentCode(certificate.id);
      setSent(true);
      codeRef.current?.focus();
    } catch (e) {
      setError(serverMessage(e, TX.acknowledgeFailed));
    } finally {
      setBusy(null);
    }
  };

  const confirm = async () => {
    // The widgets' bundle carries no zod validation (tsup.config.ts): the schema's rule, checked by hand.
    if (code.length !== CODE_LENGTH) {
      setCodeError(TX.codeRequired);
      codeRef.current?.focus();
      return;
    }
    setBusy('confirm');
    setError(null);
    try {
      await client.certificates.acknowledge(certificate.id, code);
      setDone(true);
      onAcknowledged();
    } catch (e) {
      setError(serverMessage(e, TX.acknowledgeFailed));
    } finally {
      setBusy(null);
    }
  };

  const statement = ACKNOWLEDGMENT_MSG.statement(certificate.course_title, '', providerName?.trim() || TX.provider);
  return (
    <Modal
      title={TX.acknowledgeTitle}
      icon={<IconClipboardCheck />}
      tone={done ? 'success' : 'default'}
      onClose={busy ? undefined : onClose}
      footer={
        done ? (
          <button type="button" className="trilha-btn trilha-btn--primary" onClick={onClose} data-autofocus>
            {TX.close}
          </button>
        ) : (
          <>
            <button type="button" className="trilha-btn trilha-btn--secondary" onClick={onClose} disabled={!!busy}>
              {TX.cancel}
            </button>
            <button
              type="button"
              className="trilha-btn trilha-btn--primary"
              onClick={() => void confirm()}
              disabled={!!busy}
              aria-busy={busy === 'confirm' || undefined}
            >
              {TX.confirm}
            </button>
          </>
        )
      }
    >
      <blockquote className="trilha-ack__statement">{statement}</blockquote>
      {done ? (
        <p className="trilha-alert trilha-alert--success" role="status">
          <IconCheckCircle />
          {ACKNOWLEDGMENT_MSG.confirmed}
        </p>
      ) : (
        <>
          <p className="trilha-hint">{TX.acknowledgeIntro}</p>
          <button
            type="button"
            className="trilha-btn trilha-btn--secondary trilha-ack__send"
            onClick={() => void sendCode()}
            disabled={!!busy}
            aria-busy={busy === 'send' || undefined}
            data-autofocus
          >
            {sent ? TX.resendCode : TX.sendCode}
          </button>
          <div role="status">
            {sent && (
              <p className="trilha-alert trilha-alert--info">
                <IconCheckCircle />
                {ACKNOWLEDGMENT_MSG.codeSent}
              </p>
            )}
          </div>
          <div className="trilha-field">
            <label htmlFor={id}>{TX.codeLabel}</label>
            <input
              ref={codeRef}
              id={id}
              className="trilha-input trilha-cert__code trilha-ack__code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? `${id}-error` : undefined}
              // No maxLength: a pasted e-mail line ('123 456') keeps its six digits instead of being cut short.
              onChange={(event) => {
                setCode(digits(event.target.value));
                setCodeError(null);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') void confirm();
              }}
            />
            {codeError && (
              <p className="trilha-field__error" id={`${id}-error`} role="alert">
                {codeError}
              </p>
            )}
          </div>
          {error && (
            <p className="trilha-alert trilha-alert--danger" role="alert">
              <IconCircleAlert />
              {error}
            </p>
          )}
        </>
      )}
    </Modal>
  );
}
