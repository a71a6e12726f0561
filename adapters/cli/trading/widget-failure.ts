import type { BasketBuyAmountError } from '../../../domain/basket/basket-buy-amount';
import { ErrorCode } from '../../../domain/errors/error-codes';
import type { ErrorNotice, ShownText } from '../../../domain/errors/error-presentation';
import { formatFiat, formatMoney } from '../../../domain/format/money-format';
import type { SellPercentageRejection } from '../../../domain/basket/sell-percentage-input';
import type { AmountInputRejection } from '../../../domain/money/amount-input';
import type { BuyCheckError } from '../../../domain/trade/buy-checks';
import type { SellAmountError } from '../../../domain/trade/sell-amount-validation';
import { CliFailed, usageFailure } from '../cli-failure';
import { ruleFailure } from '../api-failure';
import type { CliMessages } from '../output/cli-messages';

const TRANSPORT_CODES = new Set<string>([ErrorCode.requestTimeout, ErrorCode.networkError, ErrorCode.serverError, ErrorCode.unexpectedResponse]);

function shownText(text: ShownText | undefined, messages: CliMessages): string | undefined {
  switch (text?.kind) {
    case undefined:
      return undefined;
    case 'key':
      return messages.text(text.key);
    case 'text':
      return text.text;
    case 'l10n':
      return messages.keyOf(text.key) === text.key ? messages.text(text.key, text.payloads) : text.key;
  }
}

/**
 * A notice the widget showed (a dialog, a modal, a toast, or the text beside the amount) as the
 * CLI reports it: its catalogue code, and the message the customer reads (the server's when the
 * catalogue shows the server's). Timeouts, network and server failures are transport failures.
 */
export function noticeFailure(notice: ErrorNotice, messages: CliMessages): CliFailed {
  const message = shownText(notice.message, messages) ?? messages.text(notice.code);
  const kind = TRANSPORT_CODES.has(notice.code) ? 'transport' : 'business';
  return new CliFailed({ kind, code: notice.code, message_key: messages.keyOf(notice.code), message, params: {} });
}

/** An amount the amount-input rule refused (too many decimals or digits, a dot where none is allowed), or one not above zero. */
export const inputFailure = (reason: AmountInputRejection | SellPercentageRejection | 'not_above_zero', messages: CliMessages): CliFailed =>
  ruleFailure(ErrorCode.amountInputRefused, { reason }, messages);

/**
 * What typing `typed` into an amount field came to: text that is not a number is a usage error
 * (the flag is wrong); a number the rule refuses is the validation error with the rule's reason.
 */
export function typedAmountFailure(reason: AmountInputRejection | SellPercentageRejection, typed: string, messages: CliMessages, flag = 'amount'): CliFailed {
  if (reason === 'invalid_character' || reason === 'too_many_dots')
    return usageFailure(`--${flag} takes a number such as 250.50, not "${typed}"`, 'digits and one dot (commas are ignored)');
  return inputFailure(reason, messages);
}

/** An amount error of the Buy, Sell or basket forms (spec 000 §5). */
export type AmountError = BuyCheckError | SellAmountError | BasketBuyAmountError;

function withDetail(failure: CliFailed, detail: string): CliFailed {
  return failure.failure.kind === 'usage' ? failure : new CliFailed({ ...failure.failure, message: `${failure.failure.message} ${detail}` });
}

/**
 * The inline error a form shows for an amount, with its values as the message shows them
 * (formatted) and as amounts (`*_amount`, decimal strings). `limitsInCoin`: the limits are amounts
 * of a coin (a crypto-wallet buy, a coin sold for another coin).
 */
export function amountFailure(error: AmountError, limitsInCoin: boolean, messages: CliMessages): CliFailed {
  const { locale } = messages;
  switch (error.code) {
    case ErrorCode.insufficientBalance:
      return ruleFailure(error.code, {}, messages);
    case ErrorCode.belowMinLimit:
      return ruleFailure(
        error.code,
        { min: formatMoney(error.min, error.currency, limitsInCoin, locale), min_amount: error.min.toFixed(), currency: error.currency },
        messages,
      );
    case ErrorCode.aboveMaxLimit:
      return ruleFailure(
        error.code,
        { max: formatMoney(error.max, error.currency, limitsInCoin, locale), max_amount: error.max.toFixed(), currency: error.currency },
        messages,
      );
    case ErrorCode.notMultipleOfLotSize:
      return withDetail(
        ruleFailure(error.code, { lot_size: error.lotSize.toFixed(), currency: error.currency }, messages),
        `Lot size: ${error.lotSize.toFixed()} ${error.currency}.`,
      );
    case ErrorCode.applePayWeeklyLimitExceeded:
    case ErrorCode.creditCardWeeklyLimitExceeded:
    case ErrorCode.googlePayWeeklyLimitExceeded: {
      const { limit, remaining } = error;
      const left = formatFiat(remaining, limit.currency, locale);
      const params = {
        remaining: left,
        remaining_amount: remaining.toFixed(),
        limit_amount: limit.limitAmount.toFixed(),
        current_amount: limit.currentAmount.toFixed(),
        currency: limit.currency,
      };
      return withDetail(ruleFailure(error.code, params, messages), `${left} left this week.`);
    }
    case ErrorCode.basketBelowMinimum: {
      const minimum = formatFiat(error.minimum, error.currency, locale);
      return withDetail(
        ruleFailure(error.code, { minimum, minimum_amount: error.minimum.toFixed(), currency: error.currency }, messages),
        `The minimum is ${minimum}.`,
      );
    }
  }
}
