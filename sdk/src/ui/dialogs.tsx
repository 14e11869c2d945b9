import { type ReactNode, useState } from 'react';
import { type DialogSkin, type ModalProps, type ModalSize, type ModalTone, SkinnedModal } from './Modal';

export interface ConfirmModalProps {
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A destructive action: the confirm button is the danger one. */
  danger?: boolean;
  icon?: ReactNode;
  tone?: ModalTone;
  size?: ModalSize;
  onConfirm(): Promise<void> | void;
  onCancel(): void;
}

/**
 * The dialogs drawn with one skin (the element factory of react-stripe-js, for looks): the
 * widgets bind theirs, the portal its own, and both get the same behaviour.
 */
export function createDialogs(skin: DialogSkin) {
  function Modal(props: ModalProps) {
    return <SkinnedModal skin={skin} {...props} />;
  }

  /** A yes/no question; the confirm button waits for `onConfirm` to finish. */
  function ConfirmModal({
    title,
    children,
    confirmLabel = skin.labels.confirm,
    cancelLabel = skin.labels.cancel,
    danger = false,
    icon,
    tone,
    size,
    onConfirm,
    onCancel,
  }: ConfirmModalProps) {
    const [busy, setBusy] = useState(false);
    const confirm = async () => {
      setBusy(true);
      try {
        await onConfirm();
      } finally {
        setBusy(false);
      }
    };
    const focusCancel = skin.confirmFocus === 'cancel' || danger;
    return (
      <Modal
        title={title}
        icon={icon}
        tone={tone}
        size={size}
        onClose={busy ? undefined : onCancel}
        footer={
          <>
            <button
              type="button"
              className={skin.buttons.secondary}
              onClick={onCancel}
              disabled={busy}
              data-autofocus={focusCancel || undefined}
            >
              {cancelLabel}
            </button>
            <button
              type="button"
              className={danger ? skin.buttons.danger : skin.buttons.primary}
              onClick={() => void confirm()}
              disabled={busy}
              data-autofocus={focusCancel ? undefined : true}
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

  return { Modal, ConfirmModal };
}
