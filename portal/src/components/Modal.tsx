import { type CSSProperties, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { T } from '../messages';
import { IconClose } from './icons';
import './Modal.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open dialogs, innermost last: only the top one handles Tab and Escape. */
const stack: string[] = [];

export interface ModalProps {
  title: ReactNode;
  /** Escape, the close button and a backdrop click call it; omit it for a dialog that must be completed. */
  onClose?: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  description?: ReactNode;
  /** Accent colour of the header bar (the forgot-password modal has its own). */
  accent?: string;
  className?: string;
}

export function Modal({ title, onClose, children, footer, size = 'md', description, accent, className }: ModalProps) {
  const id = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    stack.push(id);
    document.body.classList.add('modal-open');
    const dialog = dialogRef.current;
    const first =
      dialog?.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog?.querySelector<HTMLElement>(`.modal-body ${FOCUSABLE}`);
    (first ?? dialog)?.focus();

    const onKey = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== id || !dialog) return;
      if (event.key === 'Escape' && !event.defaultPrevented && onCloseRef.current) {
        event.stopPropagation();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
          (el) => el.offsetParent !== null,
        );
        if (items.length === 0) {
          event.preventDefault();
          return;
        }
        const firstItem = items[0] as HTMLElement;
        const lastItem = items[items.length - 1] as HTMLElement;
        const active = document.activeElement;
        if (event.shiftKey && (active === firstItem || !dialog.contains(active))) {
          event.preventDefault();
          lastItem.focus();
        } else if (!event.shiftKey && (active === lastItem || !dialog.contains(active))) {
          event.preventDefault();
          firstItem.focus();
        }
      }
    };
    // A focus that escapes (a click on the page behind) comes back to the dialog.
    const onFocusIn = (event: FocusEvent) => {
      if (stack[stack.length - 1] === id && dialog && !dialog.contains(event.target as Node)) dialog.focus();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      const at = stack.lastIndexOf(id);
      if (at >= 0) stack.splice(at, 1);
      if (stack.length === 0) document.body.classList.remove('modal-open');
      if (previous?.isConnected) previous.focus();
    };
  }, [id]);

  const titleId = `${id}-title`;
  const descId = description ? `${id}-desc` : undefined;
  const style = accent ? ({ '--modal-accent': accent } as CSSProperties) : undefined;

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a backdrop click is a mouse shortcut; Escape and the close button are the keyboard paths
    <div
      className="modal-backdrop"
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
        aria-describedby={descId}
        tabIndex={-1}
        className={`modal modal-${size}${accent ? ' modal-accented' : ''}${className ? ` ${className}` : ''}`}
        style={style}
      >
        <header className="modal-header">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          {onClose && (
            <button type="button" className="icon-button modal-close" onClick={onClose} aria-label={T.common.close}>
              <IconClose size={18} />
            </button>
          )}
        </header>
        <div className="modal-body">
          {description && (
            <p id={descId} className="modal-description">
              {description}
            </p>
          )}
          {children}
        </div>
        {footer && <footer className="modal-footer">{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
}
