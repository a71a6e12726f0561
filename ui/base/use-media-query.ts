import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following changes (false where matchMedia does not exist). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    [query],
  );
  const matches = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, matches);
}

/**
 * The phone layout: the same 720 px breakpoint as the hub's bottom navigation, or a touch screen
 * as the primary pointer. Choice: a touch tablet counts as a phone for the app download (it can
 * install the app from its store), whatever its width.
 */
export const PHONE_QUERY = '(max-width: 720px), (pointer: coarse)';

export const usePhoneLayout = (): boolean => useMediaQuery(PHONE_QUERY);
