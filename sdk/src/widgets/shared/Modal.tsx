import { type ReactNode, useEffect, useId, useRef } from 'react';
import { IconClose } from './icons';
import { useLatest } from './useLatest';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Escape, the close button and a click on the backdrop call it; omit it when a choice is required. */
  onClose?: () => void;
  icon?: ReactNode;
  tone?: 'default' | 'success' | 'warning';
  closeLabel?: string;
}

/**
 * An accessible dialog that also works inside a shadow root: focus moves into it (the element
 * marked `data-autofocus` first), Tab stays inside, Escape closes, focus returns on close.
 * It renders in place (not in a portal) so the widget's own styles reach it.
 */
export function Modal({ title, children, footer, onClose, icon, tone = 'default', closeLabel = 'Fechar' }: ModalProps) {
  const titleId = useId();
  const bodyId = useId();
  const overlayRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useLatest(onClose);

  useEffect(() => {
    const overlay = overlayRef.current;
    const dialog = dialogRef.current;
    if (!overlay || !dialog) return;
    const root = dialog.getRootNode() as Document | ShadowRoot;
    const previous = root.activeElement as HTMLElement | null;
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && onCloseRef.current) {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (el) => el.getClientRects().length > 0,
      );
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (!firstItem || !lastItem) {
        event.preventDefault();
        return;
      }
      const active = root.activeElement;
      if (event.shiftKey && (active === firstItem || !dialog.contains(active))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || !dialog.contains(active))) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === overlay) onCloseRef.current?.();
    };
    overlay.addEventListener('keydown', onKeyDown);
    overlay.addEventListener('mousedown', onBackdrop);
    return () => {
      overlay.removeEventListener('keydown', onKeyDown);
      overlay.removeEventListener('mousedown', onBackdrop);
      if (previous?.isConnected) previous.focus();
    };
  }, [onCloseRef]);

  return (
    <div className="trilha-modal" ref={overlayRef}>
      <div
        className={`trilha-modal__dialog trilha-modal__dialog--${tone}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        ref={dialogRef}
      >
        <div className="trilha-modal__header">
          {icon && <span className="trilha-modal__icon">{icon}</span>}
          <h2 className="trilha-modal__title" id={titleId}>
            {title}
          </h2>
          {onClose && (
            <button type="button" className="trilha-icon-btn" aria-label={closeLabel} onClick={onClose}>
              <IconClose />
            </button>
          )}
        </div>
        <div className="trilha-modal__body" id={bodyId}>
          {children}
        </div>
        {footer && <div className="trilha-modal__footer">{footer}</div>}
      </div>
    </div>
  );
}
