import { ErrorCode } from '../../../domain/errors/error-codes';
import { formatMoney } from '../../../domain/format/money-format';
import type { BuyCheckError } from '../../../domain/trade/buy-checks';
import type { useT } from '../../base/i18n/use-t';

/**
 * The inline message for an amount the domain refused (spec 000 §5), with the formatted limit;
 * `sourceIsCoin` says whether the thresholds are amounts of a coin (the crypto tab).
 */
export function buyErrorMessage(error: BuyCheckError, sourceIsCoin: boolean, { t, te, locale }: ReturnType<typeof useT>): string {
  switch (error.code) {
    case ErrorCode.insufficientBalance:
      return te(error.code);
    case ErrorCode.belowMinLimit:
      return te(error.code, { min: formatMoney(error.min, error.currency, sourceIsCoin, locale) });
    case ErrorCode.aboveMaxLimit:
      return te(error.code, { max: formatMoney(error.max, error.currency, sourceIsCoin, locale) });
    case ErrorCode.notMultipleOfLotSize:
      return `${te(error.code)} ${t('buy.lotSize', { currency: error.currency, lot: error.lotSize.toFixed() })}`;
    case ErrorCode.applePayWeeklyLimitExceeded:
    case ErrorCode.creditCardWeeklyLimitExceeded:
    case ErrorCode.googlePayWeeklyLimitExceeded:
      return `${te(error.code)} ${t('buy.weeklyRemaining', { remaining: formatMoney(error.remaining, error.limit.currency, false, locale) })}`;
  }
}
