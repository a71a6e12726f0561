import * as Tabs from 'radix-ui/tabs';
import type { ReactNode } from 'react';
import type { TradeTab } from '../../application/trade/trade-drawer-service';
import { showsPrimeRatesBadge } from '../../domain/trade/order-types';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';
import { BuyWidget } from './buy/BuyWidget';
import { BuyTabContent } from './basket/BuyTabContent';
import { OrderTypeMenu } from './OrderTypeMenu';
import { PrimeRatesBadge } from './PrimeRatesBadge';
import { SellWidget } from './sell/SellWidget';

interface Props {
  /**
   * The optional custom component of spec 000 §2. Choice: it is shown under the tab's content,
   * for whatever the opening page adds to the trade (a banner, a note about the asset).
   */
  readonly custom?: ReactNode;
}

/**
 * The trade container's content, whatever holds it (the drawer, a modal): the Buy (tab 0) and Sell
 * (tab 1) tabs driven by the trade-drawer service, the order-type popover of the shown side, the
 * Prime rates badge for Prime regular users, and the optional custom component.
 */
export function TradeContainer({ custom }: Props) {
  const { tradeDrawer, customer } = useServices();
  const { tab } = useStore(tradeDrawer.state);
  const { isPrimeRegular } = useStore(customer.state);
  const { t } = useT();
  return (
    <Tabs.Root value={tab} onValueChange={(value) => tradeDrawer.selectTab(value as TradeTab)} className="tabs trade">
      <Tabs.List className="tabs__list" aria-label={t('trade.tabs')}>
        <Tabs.Trigger value="buy" className="tabs__trigger">
          {t('trade.tab.buy')}
        </Tabs.Trigger>
        <Tabs.Trigger value="sell" className="tabs__trigger">
          {t('trade.tab.sell')}
        </Tabs.Trigger>
      </Tabs.List>
      <div className="trade__options">
        <OrderTypeMenu side={tab} />
        {showsPrimeRatesBadge(isPrimeRegular) && <PrimeRatesBadge />}
      </div>
      <Tabs.Content value="buy" className="tabs__panel">
        <BuyTabContent>
          <BuyWidget />
        </BuyTabContent>
      </Tabs.Content>
      <Tabs.Content value="sell" className="tabs__panel">
        <SellWidget />
      </Tabs.Content>
      {custom !== undefined && <div className="trade__custom">{custom}</div>}
    </Tabs.Root>
  );
}
