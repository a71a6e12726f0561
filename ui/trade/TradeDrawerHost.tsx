import { lazy, Suspense } from 'react';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { WithServiceCode } from '../base/WithServiceCode';

const loadTradeDrawer = () => import('./TradeDrawer');
const TradeDrawer = lazy(loadTradeDrawer);

/** The one trade container of the hub, opened through the trade-drawer service as a drawer or a modal; its code and its services' code load on first use. */
export function TradeDrawerHost() {
  const { tradeDrawer } = useServices();
  const { open, presentation } = useStore(tradeDrawer.state);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <WithServiceCode area="trade" alongside={loadTradeDrawer}>
        <TradeDrawer presentation={presentation} />
      </WithServiceCode>
    </Suspense>
  );
}
