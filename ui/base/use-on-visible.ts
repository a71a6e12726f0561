import { useEffect, useEffectEvent } from 'react';
import { useServices } from './services-context';

/**
 * Runs `callback` each time the page becomes visible again (the visibility port: the document's
 * visibilityState in a browser), not on mounting; the subscription ends with the component.
 */
export function useOnVisible(callback: () => void): void {
  const { visibility } = useServices();
  const onVisible = useEffectEvent(callback);
  useEffect(() => {
    let wasVisible: boolean | undefined;
    const subscription = visibility.visible$.subscribe((visible) => {
      if (visible && wasVisible === false) onVisible();
      wasVisible = visible;
    });
    return () => subscription.unsubscribe();
  }, [visibility]);
}
