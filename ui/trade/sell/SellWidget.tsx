import { useEffect } from 'react';
import { useServices } from '../../base/services-context';
import { useOnVisible } from '../../base/use-on-visible';
import { useStore } from '../../base/use-store';
import { useT } from '../../base/i18n/use-t';
import { BasketPercentageField } from './BasketPercentageField';
import { BasketSellConfirmDialog } from './BasketSellConfirmDialog';
import { CoinAmountField } from './CoinAmountField';
import { CoinSellConfirmDialog } from './CoinSellConfirmDialog';
import { ReceiveInSelector } from './ReceiveInSelector';
import { SellAssetField } from './SellAssetField';
import { SellEmptyState } from './SellEmptyState';
import { SellOutcomeDialog } from './SellOutcomeDialog';
import { WalletSetupDialog } from './WalletSetupDialog';

/** The Sell tab (spec 000 §2): what to sell, how much, where to receive it, and Sell. The rules come from the sell service. */
export function SellWidget() {
  const { sell, tradeDrawer } = useServices();
  const state = useStore(sell.state);
  const drawer = useStore(tradeDrawer.state);
  const { t, tn } = useT();

  useEffect(() => sell.start(), [sell]);
  useEffect(() => {
    if (drawer.asset !== undefined) sell.preselect(drawer.asset);
  }, [sell, drawer.asset, drawer.request]);
  useOnVisible(() => sell.becameVisible());

  if (state.loading) return <p className="hint">{t('sell.loading')}</p>;
  if (state.empty) return <SellEmptyState />;
  const basket = state.form.source?.kind === 'basket';
  return (
    <form
      className="stack sell"
      onSubmit={(event) => {
        event.preventDefault();
        void sell.pressSell();
      }}
    >
      <SellAssetField state={state} />
      {basket ? <BasketPercentageField state={state} /> : <CoinAmountField state={state} />}
      <ReceiveInSelector state={state} />
      {state.inlineNotice?.message !== undefined && (
        <p className="field-error" role="alert">
          {tn(state.inlineNotice.message)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={!state.canSell}>
        {state.checking ? t('sell.checking') : t('sell.submit')}
      </button>
      <CoinSellConfirmDialog state={state} />
      <BasketSellConfirmDialog state={state} />
      <SellOutcomeDialog outcome={state.outcome} />
      <WalletSetupDialog setup={state.walletSetup} />
    </form>
  );
}
