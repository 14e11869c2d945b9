import { IconAlert } from '@trilha/sdk/ui';
import type { ReactNode } from 'react';
import { T } from '../messages';

/** The error state of a screen or section, with an optional retry. */
export function ErrorState({
  message,
  onRetry,
  retryLabel = T.common.retry,
}: {
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <div className="state state-error" role="alert">
      <IconAlert size={28} />
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {retryLabel}
        </button>
      )}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="state state-empty">{children}</div>;
}

/** An error or success line inside a form or dialog; line breaks in the text are kept. */
export function FormAlert({
  kind,
  id,
  children,
}: {
  kind: 'error' | 'success' | 'info';
  /** For the field it is about to name it in aria-describedby. */
  id?: string;
  children: ReactNode;
}) {
  if (!children) return null;
  return (
    <div id={id} className={`form-alert form-alert-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
