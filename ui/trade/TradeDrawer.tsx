import { Dialog, Tabs } from 'radix-ui';
import { type TradeTab } from '../../application/trade/trade-drawer-service';
import { useServices } from '../app/services-context';
import { useStore } from '../hooks/use-store';
import { useT } from '../i18n/i18n';
import { BuyWidget } from './BuyWidget';
import { SellWidget } from './sell/SellWidget';

/** The trade container as a side drawer: Buy (tab 0) and Sell (tab 1), driven by the trade-drawer service. */
export default function TradeDrawer() {
  const { tradeDrawer } = useServices();
  const { tab } = useStore(tradeDrawer.state);
  const { t } = useT();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && tradeDrawer.close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content className="drawer" aria-describedby={undefined}>
          <div className="drawer__header">
            <Dialog.Title className="drawer__title">{t('trade.title')}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('app.close')}>
              ×
            </Dialog.Close>
          </div>
          <Tabs.Root value={tab} onValueChange={(value) => tradeDrawer.selectTab(value as TradeTab)} className="tabs">
            <Tabs.List className="tabs__list" aria-label={t('trade.title')}>
              <Tabs.Trigger value="buy" className="tabs__trigger">
                {t('trade.tab.buy')}
              </Tabs.Trigger>
              <Tabs.Trigger value="sell" className="tabs__trigger">
                {t('trade.tab.sell')}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="buy" className="tabs__panel">
              <BuyWidget />
            </Tabs.Content>
            <Tabs.Content value="sell" className="tabs__panel">
              <SellWidget />
            </Tabs.Content>
          </Tabs.Root>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
