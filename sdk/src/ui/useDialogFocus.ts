import { type RefObject, useEffect } from 'react';
import { useLatest } from './useLatest';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open dialogs, innermost last: only the top one handles Tab and Escape. */
const open: { bodyClassName?: string }[] = [];

/**
 * Keeps the keyboard in an open dialog, also inside a shadow root: focus moves in (the element
 * marked `data-autofocus` first, else the first control), Tab cycles inside, a focus that escapes
 * comes back, Escape calls `onClose` (when there is one), and focus returns to where it was.
 */
export function useDialogFocus(
  dialogRef: RefObject<HTMLElement | null>,
  onClose: (() => void) | undefined,
  bodyClassName?: string,
) {
  const onCloseRef = useLatest(onClose);

  // biome-ignore lint/correctness/useExhaustiveDependencies: set up once per dialog; onClose is read through a ref
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const entry = { bodyClassName };
    const root = dialog.getRootNode() as Document | ShadowRoot;
    const previous = root.activeElement as HTMLElement | null;
    open.push(entry);
    if (bodyClassName) document.body.classList.add(bodyClassName);
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog).focus();

    const onTop = () => open[open.length - 1] === entry;
    const onKeyDown = (event: Event) => {
      if (!onTop() || !(event instanceof KeyboardEvent)) return;
      if (event.key === 'Escape' && !event.defaultPrevented && onCloseRef.current) {
        event.stopPropagation();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        keepTabInside(event, dialog, root);
      }
    };
    // A focus that escapes (a click on the page behind) comes back to the dialog.
    const onFocusIn = (event: Event) => {
      if (onTop() && !dialog.contains(event.target as Node)) dialog.focus();
    };
    root.addEventListener('keydown', onKeyDown);
    root.addEventListener('focusin', onFocusIn);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('focusin', onFocusIn);
      open.splice(open.lastIndexOf(entry), 1);
      if (bodyClassName && !open.some((e) => e.bodyClassName === bodyClassName)) {
        document.body.classList.remove(bodyClassName);
      }
      if (previous?.isConnected) previous.focus();
    };
  }, []);
}

function keepTabInside(event: KeyboardEvent, dialog: HTMLElement, root: Document | ShadowRoot) {
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
}
