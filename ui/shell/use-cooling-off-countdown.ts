import { useEffect } from 'react';
import type { CoolingOffCountdownState } from '../../application/compliance/cooling-off-countdown-service';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';

/** The running cooling-off countdown, kept ticking while the calling component is shown. */
export function useCoolingOffCountdown(): CoolingOffCountdownState {
  const { coolingOffCountdown } = useServices();
  useEffect(() => coolingOffCountdown.start(), [coolingOffCountdown]);
  return useStore(coolingOffCountdown.state);
}
