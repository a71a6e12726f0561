import { lazy, Suspense } from 'react';
import { useServices } from '../app/services-context';
import { useStore } from '../hooks/use-store';

const TradeDrawer = lazy(() => import('./TradeDrawer'));

/** The one trade drawer of the hub, opened through the trade-drawer service; its code loads on first use. */
export function TradeDrawerHost() {
  const { tradeDrawer } = useServices();
  const { open } = useStore(tradeDrawer.state);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <TradeDrawer />
    </Suspense>
  );
}
