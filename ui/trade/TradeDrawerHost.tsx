import { lazy, Suspense } from 'react';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';

const TradeDrawer = lazy(() => import('./TradeDrawer'));

/** The one trade container of the hub, opened through the trade-drawer service as a drawer or a modal; its code loads on first use. */
export function TradeDrawerHost() {
  const { tradeDrawer } = useServices();
  const { open, presentation } = useStore(tradeDrawer.state);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <TradeDrawer presentation={presentation} />
    </Suspense>
  );
}
