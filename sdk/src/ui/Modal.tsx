import { type CSSProperties, type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from './useDialogFocus';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';
export type ModalTone = 'default' | 'success' | 'warning';

/** The class of each part of a dialog: the look belongs to whoever renders it (a widget, the portal). */
export interface ModalClassNames {
  backdrop: string;
  dialog: string;
  header: string;
  icon: string;
  title: string;
  close: string;
  body: string;
  description: string;
  footer: string;
}

/** How one product draws its dialogs; `createDialogs` binds the components to it. */
export interface DialogSkin {
  classNames: ModalClassNames;
  /** Modifier classes of the dialog element for a size and a tone. */
  modifiers(options: { size?: ModalSize; tone?: ModalTone }): string;
  closeIcon: ReactNode;
  labels: { close: string; cancel: string; confirm: string };
  buttons: { primary: string; secondary: string; danger: string };
  /**
   * Rendered at the end of <body>, above everything, instead of in place; in place, a widget's
   * styles (inside its shadow root, or under its root class) reach the dialog.
   */
  inBody?: boolean;
  /** A class on <body> while one of these dialogs is open (the page stops scrolling behind it). */
  bodyOpenClassName?: string;
  /** aria-describedby names the whole body when there is no `description` (short dialogs). */
  bodyDescribes?: boolean;
  /** The button a confirmation focuses first: always Cancel, or Cancel only before a destructive action. */
  confirmFocus: 'cancel' | 'cancel-when-danger';
}

export interface ModalProps {
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Escape, the close button and a click on the backdrop call it; omit it when a choice is required. */
  onClose?: () => void;
  closeLabel?: string;
  icon?: ReactNode;
  tone?: ModalTone;
  size?: ModalSize;
  /** A line under the title (the company a dialog is about), read as the dialog's description. */
  description?: ReactNode;
  /** More classes and inline style (custom properties) on the dialog element. */
  className?: string;
  style?: CSSProperties;
}

/** An accessible modal dialog drawn with `skin` (focus handling in `useDialogFocus`). */
export function SkinnedModal({
  skin,
  title,
  children,
  footer,
  onClose,
  closeLabel = skin.labels.close,
  icon,
  tone,
  size,
  description,
  className,
  style,
}: ModalProps & { skin: DialogSkin }) {
  const id = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useDialogFocus(dialogRef, onClose, skin.bodyOpenClassName);
  const cls = skin.classNames;
  const titleId = `${id}-title`;
  const bodyId = `${id}-body`;
  const descriptionId = `${id}-description`;
  const describedBy = description ? descriptionId : skin.bodyDescribes ? bodyId : undefined;
  const modifiers = skin.modifiers({ size, tone });

  const dialog = (
    // biome-ignore lint/a11y/noStaticElementInteractions: a backdrop click is a mouse shortcut; Escape and the close button are the keyboard paths
    <div
      className={cls.backdrop}
      role="presentation"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose?.();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={[cls.dialog, modifiers, className].filter(Boolean).join(' ')}
        style={style}
      >
        <header className={cls.header}>
          {icon && <span className={cls.icon}>{icon}</span>}
          <h2 id={titleId} className={cls.title}>
            {title}
          </h2>
          {onClose && (
            <button type="button" className={cls.close} onClick={onClose} aria-label={closeLabel}>
              {skin.closeIcon}
            </button>
          )}
        </header>
        <div id={bodyId} className={cls.body}>
          {description && (
            <p id={descriptionId} className={cls.description}>
              {description}
            </p>
          )}
          {children}
        </div>
        {footer && <footer className={cls.footer}>{footer}</footer>}
      </div>
    </div>
  );
  return skin.inBody ? createPortal(dialog, document.body) : dialog;
}
