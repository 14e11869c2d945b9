import { createDialogs, IconClose } from '@trilha/sdk/ui';
import { T } from '../messages';
import './Modal.css';

/** The portal's dialogs: the sdk's behaviour, drawn at the end of <body> with Modal.css. */
export const { Modal, ConfirmModal } = createDialogs({
  classNames: {
    backdrop: 'modal-backdrop',
    dialog: 'modal',
    header: 'modal-header',
    icon: 'modal-icon',
    title: 'modal-title',
    close: 'icon-button modal-close',
    body: 'modal-body',
    description: 'modal-description',
    footer: 'modal-footer',
  },
  modifiers: ({ size = 'md' }) => `modal-${size}`,
  closeIcon: <IconClose size={18} />,
  labels: { close: T.common.close, cancel: T.common.cancel, confirm: T.common.confirm },
  buttons: { primary: 'btn btn-primary', secondary: 'btn btn-secondary', danger: 'btn btn-danger' },
  inBody: true,
  bodyOpenClassName: 'modal-open',
  confirmFocus: 'cancel',
});

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel?: string;
  danger?: boolean;
  onConfirm: () => Promise<void> | void;
  onClose: () => void;
}

/** Asks before an action, in a small dialog; the confirm button waits for the action to finish. */
export function ConfirmDialog({ message, onClose, ...props }: ConfirmDialogProps) {
  return (
    <ConfirmModal size="sm" onCancel={onClose} {...props}>
      <p className="confirm-text">{message}</p>
    </ConfirmModal>
  );
}
