import * as Checkbox from 'radix-ui/checkbox';
import { useId } from 'react';
import type { BasketBuyState, BasketPreviewQuote } from '../../../application/trade/basket-buy-state';
import { chargedBasketFees } from '../../../domain/basket/basket-buy-estimate';
import { formatFiat } from '../../../domain/format/money-format';
import { useServices } from '../../base/services-context';
import { useT } from '../../base/i18n/use-t';
import { QuoteConfirmDialog } from '../confirm/QuoteConfirmDialog';

/** Spec 000 §2, §4: the 'confirm basket buy' modal with the preview's lines and the terms checkbox that Confirm waits for. */
export function BasketConfirmDialog({ state }: { readonly state: BasketBuyState }) {
  const { basketBuy } = useServices();
  const { t, locale } = useT();
  const termsId = useId();
  const currency = state.currency;
  const lines = (preview: BasketPreviewQuote) => (
    <dl className="summary" data-testid="basket-preview">
      <dt>{t('basket.confirm.basket')}</dt>
      <dd>{preview.basketName}</dd>
      <dt>{t('basket.confirm.coins')}</dt>
      <dd>{preview.basketCoins.join(', ')}</dd>
      <dt>{t('basket.confirm.pay')}</dt>
      <dd>{formatFiat(preview.totalPaymentAmount, currency, locale)}</dd>
      {chargedBasketFees(preview.fees, preview.totalPaymentAmount).map((charged, index) => (
        <div key={index} className="summary__row">
          <dt>{charged.fee.type === 'percentage' ? `${t('basket.confirm.fee')} (${charged.fee.value.toFixed()}%)` : t('basket.confirm.fee')}</dt>
          <dd>{formatFiat(charged.amount, charged.fee.currency, locale)}</dd>
        </div>
      ))}
      <dt>{t('basket.confirm.invest')}</dt>
      <dd>{formatFiat(preview.paymentAmount, currency, locale)}</dd>
      <dt>{t('basket.confirm.rebalancing')}</dt>
      <dd>{t(`basket.interval.${preview.rebalancingInterval}`)}</dd>
      <dt className="summary__total">{t('basket.confirm.total')}</dt>
      <dd className="summary__total">{formatFiat(preview.totalPaymentAmount, currency, locale)}</dd>
    </dl>
  );
  const open = state.confirm.phase === 'open';
  const submitting = open && state.confirm.submitting;
  return (
    <QuoteConfirmDialog
      state={state.confirm}
      title={t('basket.confirm.title')}
      lines={lines}
      footer={
        <div className="terms">
          <Checkbox.Root
            id={termsId}
            className="checkbox"
            checked={state.termsAccepted}
            disabled={submitting}
            onCheckedChange={(checked) => basketBuy.acceptTerms(checked === true)}
          >
            <Checkbox.Indicator className="checkbox__mark" aria-hidden="true">
              ✓
            </Checkbox.Indicator>
          </Checkbox.Root>
          <label htmlFor={termsId}>{t('basket.terms')}</label>
        </div>
      }
      confirmBlocked={!state.termsAccepted}
      onConfirm={() => basketBuy.confirm()}
      onCancel={() => basketBuy.cancel()}
    />
  );
}
