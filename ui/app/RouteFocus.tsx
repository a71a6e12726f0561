import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** A modal or popover holds focus: a route change under it leaves focus where it is. */
const DIALOG = '[role="dialog"], [role="alertdialog"], dialog[open]';

interface LastFocus {
  readonly element: Element;
  readonly path: string;
}

/** The element a fragment names, if any (a malformed escape names none). */
function fragmentTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** Makes `target` focusable by script only (tabindex -1, marked so its focus draws no ring) and focuses it. */
function focusTarget(target: HTMLElement, scrollToTop: boolean): void {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.setAttribute('data-route-focus', '');
  if (scrollToTop) window.scrollTo(0, 0);
  target.focus({ preventScroll: scrollToTop });
}

/**
 * Moves focus to the page's main heading when the route changes inside the app (not on the first
 * load): a screen reader reads the new page's name, and the keyboard goes on from the top of the
 * page rather than from a link that no longer exists (WCAG 2.4.3, GOV.UK's and React Router's
 * guidance). A route's heading can come later than its path (lazy code, data), so the move waits for
 * `main h1`; an address with a fragment focuses that element instead. Focus stays where it is when
 * the new page put it somewhere itself (an autofocused field) or a dialog holds it.
 */
export function RouteFocus() {
  const { pathname, hash } = useLocation();
  const settled = useRef<string | undefined>(undefined);
  const lastFocus = useRef<LastFocus | undefined>(undefined);

  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Element) lastFocus.current = { element: event.target, path: window.location.pathname };
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);

  useEffect(() => {
    const root = document.getElementById('root') ?? document.body;
    const check = () => {
      if (settled.current === pathname) return true;
      const heading = root.querySelector<HTMLElement>('main h1');
      if (heading === null) return false;
      const firstPage = settled.current === undefined;
      settled.current = pathname;
      if (firstPage || document.querySelector(DIALOG) !== null) return true;
      const active = document.activeElement;
      const placedByPage = active !== null && active !== document.body && lastFocus.current?.element === active && lastFocus.current.path === pathname;
      if (placedByPage) return true;
      const anchor = fragmentTarget(hash);
      focusTarget(anchor ?? heading, anchor === null);
      return true;
    };
    if (check()) return;
    const observer = new MutationObserver(() => {
      if (check()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname, hash]);

  return null;
}
