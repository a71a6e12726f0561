import type { SellAmountError } from '../../../domain/trade/sell-amount-validation';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { formatCoin, formatFiat } from '../../../domain/format/money-format';
import type { CurrencyCode } from '../../../domain/money/currency';
import type { Dec } from '../../../domain/money/decimal';
import type { useT } from '../../base/i18n/use-t';

type Translate = ReturnType<typeof useT>;

/** An amount in a cash account's currency (fiat format) or of a coin (coin format). */
export const formatAmount = (amount: Dec, currency: CurrencyCode, isFiat: boolean, locale: string): string =>
  isFiat ? formatFiat(amount, currency, locale) : formatCoin(amount, currency, locale);

/**
 * The inline message for a coin sell amount the domain refused, with its formatted limit (the
 * limits of a sale to cash are in its fiat, those of a sale to another coin in the coin sold).
 */
export function sellAmountErrorMessage(error: SellAmountError, targetIsFiat: boolean, { t, te, locale }: Translate): string {
  switch (error.code) {
    case ErrorCode.insufficientBalance:
      return te(error.code);
    case ErrorCode.notMultipleOfLotSize:
      return t('sell.lot', { currency: error.currency, lot: formatCoin(error.lotSize, error.currency, locale) });
    case ErrorCode.belowMinLimit:
      return te(error.code, { min: formatAmount(error.min, error.currency, targetIsFiat, locale) });
    case ErrorCode.aboveMaxLimit:
      return te(error.code, { max: formatAmount(error.max, error.currency, targetIsFiat, locale) });
  }
}
