import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * Focus restore for a radix dialog opened by state rather than by its own Trigger (the trade
 * drawer, the notice dialog, the trade modals): radix returns focus to the dialog's trigger on
 * close, and without one focus would fall to the page body. This remembers what had focus when the
 * dialog opened and gives it back; pass the result as the content's `onCloseAutoFocus`. When
 * nothing had focus (the page body) or that element is gone or disabled, `fallback` gets focus
 * when given (a dialog opened as another closed, such as a trade's outcome after its
 * confirmation); else radix's default applies.
 */
export function useReturnFocus(open = true, fallback?: RefObject<HTMLElement | null>): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  // Layout effects run before radix moves focus into the dialog (in its passive effects).
  useLayoutEffect(() => {
    if (open && !wasOpen.current) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    wasOpen.current = open;
  }, [open]);
  return (event: Event) => {
    const remembered = opener.current;
    const target = canTakeFocus(remembered) ? remembered : fallback?.current;
    if (!canTakeFocus(target)) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
  };
}

/** An element that can take focus back: a control still in the page, not disabled, not the body. */
const canTakeFocus = (element: HTMLElement | null | undefined): element is HTMLElement =>
  element !== null && element !== undefined && element !== element.ownerDocument.body && element.isConnected && !element.matches(':disabled');
