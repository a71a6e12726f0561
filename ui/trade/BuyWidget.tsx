import { useEffect, useId } from 'react';
import { useServices } from '../app/services-context';
import { useStore } from '../hooks/use-store';
import { useT } from '../i18n/i18n';
import { AmountField } from './AmountField';
import { ConfirmModal } from './ConfirmModal';
import { OutcomeModal } from './OutcomeModal';
import { PaymentSelector } from './PaymentSelector';

/** The Buy widget: coin, amount, payment and the Buy button; the rules come from the buy service. */
export function BuyWidget() {
  const { buy } = useServices();
  const state = useStore(buy.state);
  const { t } = useT();
  const coinId = useId();

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
      <label htmlFor={coinId}>{t('buy.coin')}</label>
      <select id={coinId} className="input" value={state.coin?.symbol ?? ''} onChange={(event) => buy.selectCoin(event.target.value)}>
        {state.coins.map((coin) => (
          <option key={coin.symbol} value={coin.symbol}>
            {coin.name} ({coin.symbol})
          </option>
        ))}
      </select>
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
