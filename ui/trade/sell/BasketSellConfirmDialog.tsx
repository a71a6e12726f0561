import type { BasketSellQuote, SellState } from '../../../application/trade/sell-state';
import { sellPreviewFee } from '../../../domain/basket/basket-sell-check';
import { formatFiat } from '../../../domain/format/money-format';
import { useServices } from '../../base/services-context';
import { useT } from '../../base/i18n/use-t';
import { QuoteConfirmDialog } from '../confirm/QuoteConfirmDialog';

/**
 * The basket sell's confirmation (spec 000 §2 'confirm basket sell'): the share sold, the coins it
 * takes out of the basket, the sale value, the fee and the payout; the sale settles later.
 */
export function BasketSellConfirmDialog({ state }: { readonly state: SellState }) {
  const { sell } = useServices();
  const { t, locale } = useT();
  const lines = (preview: BasketSellQuote) => {
    const currency = state.target?.currency ?? state.native;
    return (
      <>
        <dl className="summary" data-testid="quote-summary">
          <dt>{t('sell.confirm.share')}</dt>
          <dd>{`${state.form.basketPercentage}%`}</dd>
          <dt>{t('sell.confirm.coins')}</dt>
          <dd>{preview.basketCoins.join(' · ')}</dd>
          <dt>{t('sell.confirm.payout')}</dt>
          <dd>{formatFiat(preview.payoutAmount, currency, locale)}</dd>
          <dt>{t('sell.confirm.basketFee')}</dt>
          <dd>{formatFiat(sellPreviewFee(preview), currency, locale)}</dd>
          <dt className="summary__total">{t('sell.confirm.youReceive')}</dt>
          <dd className="summary__total">{formatFiat(preview.totalPayoutAmount, currency, locale)}</dd>
        </dl>
        <p className="hint">{t('sell.confirm.settles')}</p>
      </>
    );
  };
  return (
    <QuoteConfirmDialog
      state={state.basketConfirm}
      title={t('sell.confirm.basketTitle')}
      lines={lines}
      onConfirm={() => sell.confirm()}
      onCancel={() => sell.cancel()}
    />
  );
}
