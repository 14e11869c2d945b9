import type { ModalSize } from '@trilha/sdk/ui';
import { type CSSProperties, type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { errorMessage } from '../api';
import { T } from '../messages';
import { Modal } from './dialogs';
import { type FormProblem, FormProblemContext, problemField, problemMessage } from './formProblem';
import { FormAlert } from './StateMessages';

/** A form dialog's request state, held by the dialog's owner so that its other actions can use it too. */
export interface FormState {
  busy: boolean;
  error: ReactNode;
  setError(error: ReactNode): void;
}

export function useFormState(): FormState & { setBusy(busy: boolean): void } {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ReactNode>(null);
  return { busy, error, setError, setBusy };
}

export interface FormModalProps {
  title: ReactNode;
  /** The fields. */
  children: ReactNode;
  /** Escape, the close button, a backdrop click and Cancel call it; omitted, the dialog must be completed. */
  onClose?: () => void;
  /** Its request state, from `useFormState()` (needed with `onSubmit`). */
  form?: ReturnType<typeof useFormState>;
  /** The checks before sending: a problem to show in the error line (about one field or the form), or nothing. */
  validate?: () => FormProblem;
  /**
   * Sends the form; while its promise runs the dialog is busy, a failure shows `failure`'s text.
   * Without it the dialog shows `children` alone (no form, no buttons): a step of the same dialog
   * that is not a form (a first screen, a success screen) replaces the form in place, so the
   * dialog stays open instead of opening again.
   */
  onSubmit?: () => Promise<void> | void;
  /** The error line after a failed submit: the server's message, else this text (or the text made of the error). */
  failure?: string | ((error: unknown) => string);
  submitLabel?: string;
  /** The submit button's text while busy (default: `submitLabel`). */
  busyLabel?: string;
  submitVariant?: 'primary' | 'danger' | 'accent';
  /** Other reasons to keep the submit button off (a field still empty). */
  submitDisabled?: boolean;
  /** Shown instead of the error once the form is done; the submit button stays off then. */
  success?: ReactNode;
  /** Closes the dialog this long after `success` appears. */
  closeAfterSuccessMs?: number;
  /** The submit button keeps its busy text after a success (the first login, until the page reloads). */
  busyAfterSuccess?: boolean;
  /** A line before the error area: what the dialog does or whom it is about. */
  intro?: ReactNode;
  cancelLabel?: string;
  /** The secondary button's action when it is not closing (the first login's 'Voltar'); default `onClose`. */
  onCancel?: () => void;
  cancelDisabled?: boolean;
  /** The buttons in the dialog's footer bar (default) or at the end of the form (the login screen's dialogs). */
  actions?: 'footer' | 'inline';
  size?: ModalSize;
  className?: string;
  style?: CSSProperties;
  formClassName?: string;
  formStyle?: CSSProperties;
}

/**
 * A dialog around one form: title, intro, error (or success) line, the fields, and Cancel and
 * submit buttons that wait while the request runs. Focus handling comes from the shared Modal.
 */
export function FormModal({
  title,
  children,
  onClose,
  form,
  validate,
  onSubmit,
  failure = '',
  submitLabel,
  busyLabel = submitLabel,
  submitVariant = 'primary',
  submitDisabled = false,
  success,
  closeAfterSuccessMs,
  busyAfterSuccess = false,
  intro,
  cancelLabel = T.common.cancel,
  onCancel = onClose,
  cancelDisabled = false,
  actions = 'footer',
  size = 'sm',
  className,
  style,
  formClassName,
  formStyle,
}: FormModalProps) {
  const formId = useId();
  const errorId = `${formId}-error`;
  const [invalidField, setInvalidField] = useState<string | null>(null);
  const busy = Boolean(form?.busy) || (busyAfterSuccess && Boolean(success));

  useEffect(() => {
    if (!success || closeAfterSuccessMs === undefined || !onClose) return;
    const timer = window.setTimeout(onClose, closeAfterSuccessMs);
    return () => window.clearTimeout(timer);
  }, [success, closeAfterSuccessMs, onClose]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!onSubmit) return;
    form?.setError(null);
    const problem = validate?.();
    setInvalidField(problemField(problem));
    if (problem) return form?.setError(problemMessage(problem));
    const sending = onSubmit();
    if (!sending) return;
    form?.setBusy(true);
    try {
      await sending;
    } catch (error) {
      form?.setError(typeof failure === 'function' ? failure(error) : errorMessage(error, failure));
    } finally {
      form?.setBusy(false);
    }
  };

  const buttons = (
    <>
      {onCancel && (
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy || cancelDisabled}>
          {cancelLabel}
        </button>
      )}
      <button
        type="submit"
        form={formId}
        className={`btn btn-${submitVariant}`}
        disabled={busy || Boolean(success) || submitDisabled}
      >
        {busy ? busyLabel : submitLabel}
      </button>
    </>
  );
  return (
    <Modal
      title={title}
      onClose={busy ? undefined : onClose}
      size={size}
      className={className}
      style={style}
      footer={onSubmit && actions === 'footer' ? buttons : undefined}
    >
      {onSubmit ? (
        <form id={formId} onSubmit={submit} noValidate className={formClassName} style={formStyle}>
          {intro}
          {success ? (
            <FormAlert kind="success">{success}</FormAlert>
          ) : (
            <FormAlert kind="error" id={errorId}>
              {form?.error}
            </FormAlert>
          )}
          <FormProblemContext.Provider
            value={invalidField && form?.error && !success ? { field: invalidField, messageId: errorId } : null}
          >
            {children}
          </FormProblemContext.Provider>
          {actions === 'inline' && <div className="modal-actions">{buttons}</div>}
        </form>
      ) : (
        children
      )}
    </Modal>
  );
}
