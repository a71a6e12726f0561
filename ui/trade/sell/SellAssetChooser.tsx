import { Dialog, Tabs } from 'radix-ui';
import { useState } from 'react';
import { type SellState } from '../../../application/trade/sell-state';
import { formatCoin, formatFiat } from '../../../domain/format/money-format';
import { useServices } from '../../app/services-context';
import { useStore } from '../../hooks/use-store';
import { useT } from '../../i18n/i18n';

/**
 * What to sell: the chosen coin or basket, and a modal titled Sell with Coins and Baskets tabs
 * (spec 000 §2; Baskets only with the basket product) listing what the customer holds.
 */
export function SellAssetChooser({ state }: { readonly state: SellState }) {
  const { sell, customer } = useServices();
  const { basketEnabled } = useStore(customer.state);
  const { t, locale } = useT();
  const [open, setOpen] = useState(false);
  const { source } = state.form;
  const current =
    source?.kind === 'coin' ? source.currency : source?.kind === 'basket' ? (state.basket?.title ?? '') : undefined;
  const held =
    source?.kind === 'coin'
      ? formatCoin(source.balance, source.currency, locale)
      : state.basket !== undefined
        ? formatFiat(state.basket.balance, state.basket.balanceCurrency, locale)
        : undefined;
  const choose = (select: () => void) => {
    select();
    setOpen(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <div className="sell-asset">
        <span className="sell-asset__label">{t('sell.asset')}</span>
        <Dialog.Trigger className="sell-asset__trigger" aria-label={current === undefined ? t('sell.asset.choose') : t('sell.asset.change', { asset: current })}>
          <span className="sell-asset__name">{current ?? t('sell.asset.choose')}</span>
          {held !== undefined && <span className="hint">{t('sell.available', { amount: held })}</span>}
          <span aria-hidden="true">▾</span>
        </Dialog.Trigger>
      </div>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay overlay--modal" />
        <Dialog.Content className="modal" aria-describedby={undefined}>
          <div className="drawer__header">
            <Dialog.Title className="modal__title">{t('sell.selector.title')}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('app.close')}>
              ×
            </Dialog.Close>
          </div>
          <Tabs.Root defaultValue={source?.kind === 'basket' ? 'baskets' : 'coins'}>
            <Tabs.List className="tabs__list tabs__list--small" aria-label={t('sell.selector.tabs')}>
              <Tabs.Trigger value="coins" className="tabs__trigger">
                {t('sell.selector.coins')}
              </Tabs.Trigger>
              {basketEnabled && (
                <Tabs.Trigger value="baskets" className="tabs__trigger">
                  {t('sell.selector.baskets')}
                </Tabs.Trigger>
              )}
            </Tabs.List>
            <Tabs.Content value="coins">
              {state.coinSources.length === 0 ? (
                <p className="hint">{t('sell.selector.noCoins')}</p>
              ) : (
                <ul className="sell-assets">
                  {state.coinSources.map((wallet) => (
                    <li key={wallet.currency}>
                      <button
                        type="button"
                        className="sell-assets__item"
                        aria-current={source?.kind === 'coin' && source.currency === wallet.currency ? 'true' : undefined}
                        onClick={() => choose(() => sell.selectCoin(wallet.currency))}
                      >
                        <span className="sell-assets__name">{wallet.currency}</span>
                        <span>{formatCoin(wallet.available, wallet.currency, locale)}</span>
                        <span className="hint">{formatFiat(wallet.nativeAvailable, wallet.nativeCurrency, locale)}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </Tabs.Content>
            {basketEnabled && (
              <Tabs.Content value="baskets">
                {state.basketSources.length === 0 ? (
                  <p className="hint">{t('sell.selector.noBaskets')}</p>
                ) : (
                  <ul className="sell-assets">
                    {state.basketSources.map((basket) => (
                      <li key={basket.id}>
                        <button
                          type="button"
                          className="sell-assets__item"
                          aria-current={source?.kind === 'basket' && source.basketId === basket.id ? 'true' : undefined}
                          onClick={() => choose(() => sell.selectBasket(basket.id))}
                        >
                          <span className="sell-assets__name">{basket.title}</span>
                          <span>{formatFiat(basket.balance, basket.balanceCurrency, locale)}</span>
                          <span className="hint">{basket.coins.join(' · ')}</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </Tabs.Content>
            )}
          </Tabs.Root>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
