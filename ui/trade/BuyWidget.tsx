import { useEffect } from 'react';
import { useServices } from '../app/services-context';
import { useStore } from '../hooks/use-store';
import { useT } from '../i18n/i18n';
import { AmountField } from './AmountField';
import { AssetField } from './asset-selector/AssetField';
import { useChooseBuyAsset } from './asset-selector/use-buy-asset';
import { ConfirmModal } from './ConfirmModal';
import { OutcomeModal } from './OutcomeModal';
import { PaymentSelector } from './PaymentSelector';

/** The Buy widget: coin, amount, payment and the Buy button; the rules come from the buy service. */
export function BuyWidget() {
  const { buy } = useServices();
  const state = useStore(buy.state);
  const { t } = useT();
  const chooseAsset = useChooseBuyAsset();

  useEffect(() => buy.start(), [buy]);
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') buy.becameVisible();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [buy]);

  return (
    <form
      className="stack"
      onSubmit={(event) => {
        event.preventDefault();
        buy.pressBuy();
      }}
    >
      <AssetField
        mode="buy"
        label={t('buy.coin')}
        value={state.coin && t('selector.field.coin', { name: state.coin.name, symbol: state.coin.symbol })}
        onSelect={chooseAsset}
      />
      <AmountField state={state} onType={(text) => buy.typeAmount(text)} />
      <PaymentSelector options={state.paymentOptions} selectedId={state.payment?.id} onSelect={(id) => buy.selectPayment(id)} />
      <button type="submit" className="button button--primary" disabled={!state.canBuy}>
        {t('buy.submit')}
      </button>
      <ConfirmModal state={state} onConfirm={() => buy.confirm()} onCancel={() => buy.cancel()} />
      <OutcomeModal outcome={state.outcome} onClose={() => buy.dismissOutcome()} />
    </form>
  );
}
