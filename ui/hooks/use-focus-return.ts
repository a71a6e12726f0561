import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * Focus back to whatever had it when a dialog opened, for radix dialogs opened without a
 * Dialog.Trigger (from a service, or by another dialog): radix would return focus to its trigger,
 * and without one focus falls to the page's body. Pass the result as onCloseAutoFocus. When the
 * opener is gone (its own dialog closed), `fallback` gets focus instead.
 */
export function useFocusReturn(fallback?: RefObject<HTMLElement | null>): (event: Event) => void {
  const opener = useRef<Element | null>(null);
  useLayoutEffect(() => {
    opener.current = document.activeElement;
  }, []);
  return (event: Event) => {
    event.preventDefault();
    const saved = opener.current;
    const target = saved instanceof HTMLElement && saved.isConnected && saved !== document.body ? saved : fallback?.current;
    target?.focus();
  };
}
