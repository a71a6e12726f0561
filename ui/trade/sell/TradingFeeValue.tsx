import { tradingFeeDisplay, type TradingFee } from '../../../domain/trade/trading-fee';
import { useT } from '../../base/i18n/use-t';
import { formatAmount } from './sell-format';

/**
 * The trading fee of a quote as spec 000 §4 reads it: charged, waived (30-day promotion), free for
 * subscribers, waived for Prime, or free with the original amount struck through.
 */
export function TradingFeeValue({ fee, isFiat }: { readonly fee: TradingFee; readonly isFiat: boolean }) {
  const { t, locale } = useT();
  const display = tradingFeeDisplay(fee);
  switch (display.kind) {
    case 'charged':
      return <>{formatAmount(display.actual, display.currency, isFiat, locale)}</>;
    case 'free_struck_through':
      return (
        <>
          <s>{formatAmount(display.original, display.currency, isFiat, locale)}</s> {t('sell.confirm.feeFree')}
        </>
      );
    case 'waived_promotion':
      return <>{t('sell.confirm.feeWaivedPromotion')}</>;
    case 'free_for_subscribers':
      return <>{t('sell.confirm.feeFreeSubscriber')}</>;
    case 'waived_prime':
      return <>{t('sell.confirm.feeWaivedPrime')}</>;
  }
}
