import { type BuyAmountError } from '../../domain/trade/buy-amount-validation';
import { ErrorCode } from '../../domain/errors/error-codes';
import { formatFiat } from '../../domain/format/money-format';
import { type useT } from '../i18n/i18n';

/** The inline message for an amount the domain refused, with the formatted limit. */
export function amountErrorMessage(error: BuyAmountError, { te, locale }: ReturnType<typeof useT>): string {
  switch (error.code) {
    case ErrorCode.insufficientBalance:
      return te(error.code);
    case ErrorCode.belowMinLimit:
      return te(error.code, { min: formatFiat(error.min, error.currency, locale) });
    case ErrorCode.aboveMaxLimit:
      return te(error.code, { max: formatFiat(error.max, error.currency, locale) });
  }
}
