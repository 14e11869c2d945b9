import { createDialogs } from '../../ui/dialogs';
import { IconClose } from '../../ui/icons';

/** The widgets' dialogs: drawn in place with the `.trilha-modal` styles of shared/base.css. */
export const { Modal, ConfirmModal } = createDialogs({
  classNames: {
    backdrop: 'trilha-modal',
    dialog: 'trilha-modal__dialog',
    header: 'trilha-modal__header',
    icon: 'trilha-modal__icon',
    title: 'trilha-modal__title',
    close: 'trilha-icon-btn',
    body: 'trilha-modal__body',
    description: 'trilha-modal__description',
    footer: 'trilha-modal__footer',
  },
  modifiers: ({ tone = 'default' }) => `trilha-modal__dialog--${tone}`,
  closeIcon: <IconClose />,
  labels: { close: 'Fechar', cancel: 'Cancelar', confirm: 'Confirmar' },
  buttons: {
    primary: 'trilha-btn trilha-btn--primary',
    secondary: 'trilha-btn trilha-btn--secondary',
    danger: 'trilha-btn trilha-btn--danger-solid',
  },
  bodyDescribes: true,
  confirmFocus: 'cancel-when-danger',
});
