import { type ReactNode, useState } from 'react';
import { Modal } from './Modal';

/**
 * A yes/no question in the widget's own dialog (the default when the host passes no `confirm`).
 * The confirm button waits for `onConfirm` to finish.
 */
export function ConfirmModal({
  title,
  children,
  confirmLabel,
  cancelLabel,
  icon,
  tone,
  danger,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  icon?: ReactNode;
  tone?: 'default' | 'success' | 'warning';
  danger?: boolean;
  onConfirm(): Promise<void> | void;
  onCancel(): void;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title={title}
      icon={icon}
      tone={tone}
      onClose={busy ? undefined : onCancel}
      footer={
        <>
          <button
            type="button"
            className="trilha-btn trilha-btn--secondary"
            onClick={onCancel}
            disabled={busy}
            data-autofocus={danger ? true : undefined}
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            className={`trilha-btn ${danger ? 'trilha-btn--danger-solid' : 'trilha-btn--primary'}`}
            onClick={() => void confirm()}
            disabled={busy}
            data-autofocus={danger ? undefined : true}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
