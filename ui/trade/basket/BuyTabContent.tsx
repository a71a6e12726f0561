import type { ReactNode } from 'react';
import { useServices } from '../../base/services-context';
import { useStore } from '../../base/use-store';
import { BasketBuyForm } from './BasketBuyForm';

/**
 * The Buy tab: the basket buy form when a basket is chosen (spec 000 §2 "basket mode in Buy"),
 * the coin form otherwise. Choice: with the basket product off a basket asks shows the coin form.
 */
export function BuyTabContent({ children }: { readonly children: ReactNode }) {
  const { tradeDrawer, customer } = useServices();
  const { asset } = useStore(tradeDrawer.state);
  const { basketEnabled } = useStore(customer.state);
  return asset?.kind === 'basket' && basketEnabled ? <BasketBuyForm basketId={asset.basketId} /> : children;
}
