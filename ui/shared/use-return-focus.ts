import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Focus restore for a radix dialog opened by state rather than by its own Trigger (the trade
 * drawer, the notice dialog, the trade modals): radix returns focus to the dialog's trigger on
 * close, and without one focus would fall to the page body. This remembers what had focus when the
 * dialog opened and gives it back; pass the result as the content's `onCloseAutoFocus`. When that
 * element is gone, radix's default applies.
 */
export function useReturnFocus(open = true): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  // Layout effects run before radix moves focus into the dialog (in its passive effects).
  useLayoutEffect(() => {
    if (open && !wasOpen.current) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    wasOpen.current = open;
  }, [open]);
  return useCallback((event: Event) => {
    const target = opener.current;
    if (target === null || !target.isConnected) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
  }, []);
}
