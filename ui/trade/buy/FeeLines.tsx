import type { CurrencyCode } from '../../../domain/money/currency';
import type { Dec } from '../../../domain/money/decimal';
import { formatFiat, formatMoney } from '../../../domain/format/money-format';
import { cardFeeDisplay, type CardFee, fiatFeeShown, type TradingFee, tradingFeeDisplay } from '../../../domain/trade/trading-fee';
import { useT } from '../../base/i18n/use-t';

interface Props {
  readonly trading: TradingFee | undefined;
  readonly processing: CardFee | undefined;
  /** The fees are in a coin (paying with crypto), not a fiat. */
  readonly isCoin: boolean;
  /** The widget's estimate reads "≈ amount"; the quotation's lines are exact. */
  readonly estimate: boolean;
}

/**
 * The trading fee and card processing fee lines as a description list's terms and values (spec
 * 000 §4 trading fee display): waived for the 30-day promotion, free for subscribers, waived for
 * Prime, free with the original struck through when nothing is charged under a subscription;
 * a waived card fee shows its original struck through. Fees in fiat are shown rounded down (§9).
 */
export function FeeLines({ trading, processing, isCoin, estimate }: Props) {
  const { t, locale } = useT();
  const money = (amount: Dec, currency: CurrencyCode) =>
    isCoin ? formatMoney(amount, currency, true, locale) : formatFiat(fiatFeeShown(amount), currency, locale);
  const charged = (amount: Dec, currency: CurrencyCode) => (estimate ? t('buy.fee.estimate', { amount: money(amount, currency) }) : money(amount, currency));
  const struck = (label: string, amount: Dec, currency: CurrencyCode) => (
    <>
      {label} <s aria-hidden="true">{money(amount, currency)}</s>
      <span className="visually-hidden">{t('buy.fee.originalWas', { amount: money(amount, currency) })}</span>
    </>
  );
  const tradingValue = () => {
    if (trading === undefined) return null;
    const display = tradingFeeDisplay(trading);
    switch (display.kind) {
      case 'free_struck_through':
        return struck(t('buy.fee.free'), display.original, display.currency);
      case 'waived_promotion':
        return t('buy.fee.waivedPromotion');
      case 'free_for_subscribers':
        return t('buy.fee.freeForSubscribers');
      case 'waived_prime':
        return t('buy.fee.waivedPrime');
      case 'charged':
        return charged(display.actual, display.currency);
    }
  };
  const processingValue = () => {
    if (processing === undefined) return null;
    const display = cardFeeDisplay(processing);
    return display.kind === 'waived' ? struck(t('buy.fee.waived'), display.original, display.currency) : charged(display.actual, display.currency);
  };
  return (
    <>
      {trading !== undefined && (
        <>
          <dt>{t('buy.fee.trading')}</dt>
          <dd data-testid="trading-fee">{tradingValue()}</dd>
        </>
      )}
      {processing !== undefined && (
        <>
          <dt>{t('buy.fee.processing')}</dt>
          <dd data-testid="processing-fee">{processingValue()}</dd>
        </>
      )}
    </>
  );
}
