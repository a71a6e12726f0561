import { useEffect } from 'react';
import { useServices } from '../base/services-context';

/** Keeps the page's one live-prices subscription open while the calling component is shown (it is shared: each caller counts once). */
export function useLivePriceStream(): void {
  const { livePrices } = useServices();
  useEffect(() => livePrices.start(), [livePrices]);
}
