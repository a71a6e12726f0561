import { useMemo, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, following changes (false where matchMedia does not
 * exist). The query's list is made once per query: `matches` is read from it at every render,
 * where matchMedia would parse and evaluate the query again each time.
 */
export function useMediaQuery(query: string): boolean {
  const { subscribe, matches } = useMemo(() => {
    const list = typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;
    return {
      subscribe: (listener: () => void) => {
        list?.addEventListener('change', listener);
        return () => list?.removeEventListener('change', listener);
      },
      matches: () => list?.matches ?? false,
    };
  }, [query]);
  return useSyncExternalStore(subscribe, matches, matches);
}

/**
 * The phone layout: the same 720 px breakpoint as the hub's bottom navigation, or a touch screen
 * as the primary pointer. Choice: a touch tablet counts as a phone for the app download (it can
 * install the app from its store), whatever its width.
 */
export const PHONE_QUERY = '(max-width: 720px), (pointer: coarse)';

export const usePhoneLayout = (): boolean => useMediaQuery(PHONE_QUERY);
