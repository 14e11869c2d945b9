import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** '<heading> · <brand>', or the brand alone: what the browser tab and a screen reader's page list say. */
export function screenTitle(heading: string | null | undefined, brand: string): string {
  const text = heading?.replace(/\s+/g, ' ').trim();
  return text && text !== brand ? `${text} · ${brand}` : brand;
}

/**
 * What a page load would do for free and a single-page app must do itself (WCAG 2.4.2, 2.4.3):
 * the document title follows the screen's first heading, whenever it appears or changes; and when a
 * new screen replaced the control that had the focus (a button that navigated), the focus goes to
 * the main region, so the next Tab starts in the new screen instead of at the top of the page. Focus
 * that is still somewhere (a side-menu link, a field a screen focused itself) stays where it is.
 */
export function useScreenChange(main: RefObject<HTMLElement | null>, brand: string) {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    const region = main.current;
    if (!region) return;
    const sync = () => {
      const title = screenTitle(region.querySelector('h1, h2')?.textContent, brand);
      if (document.title !== title) document.title = title;
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(region, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [main, brand]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose when the path changes
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) main.current?.focus({ preventScroll: true });
  }, [pathname]);
}

/** The title of a screen outside the signed-in layout (login, password reset). */
export function useDocumentTitle(heading: string | null, brand: string) {
  useEffect(() => {
    document.title = screenTitle(heading, brand);
  }, [heading, brand]);
}
