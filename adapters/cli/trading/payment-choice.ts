import { ErrorCode } from '../../../domain/errors/error-codes';
import type { CurrencyCode } from '../../../domain/money/currency';
import type { PayMethod } from '../../../domain/payment/pay-method';
import type { PaymentOption } from '../../../domain/payment/payment-option';
import { ruleFailure } from '../api-failure';
import { type CliFailed, usageFailure } from '../cli-failure';
import type { CliMessages } from '../output/cli-messages';

/** How the command line says to pay: `--pay`, and `--card`, `--pay-coin` or `--currency` to pick among several. */
export interface PayChoice {
  readonly method: PayMethod;
  readonly card: string | undefined;
  readonly coin: CurrencyCode | undefined;
  readonly currency: CurrencyCode | undefined;
}

/** The flags that choose an option, for the list of what can be chosen. */
function flagsOf(option: PaymentOption): string {
  switch (option.payMethod) {
    case 'credit_card':
      return `--pay credit_card --card ${option.id} (${option.title} ${option.maskedCardNumber ?? ''})`.replace(/ \)$/, ')');
    case 'fiat_wallet':
      return `--pay fiat_wallet --currency ${option.currency}`;
    case 'crypto_wallet':
      return `--pay crypto_wallet --pay-coin ${option.currency}`;
    case 'apple_pay':
    case 'google_pay':
      return `--pay ${option.payMethod}`;
  }
}

const listing = (options: readonly PaymentOption[]): string =>
  options.length === 0 ? 'nothing is listed to pay with' : `listed: ${options.map(flagsOf).join('; ')}`;

/** Why a listed option cannot be selected, as the widget says it on the option. */
function unavailable(option: PaymentOption, messages: CliMessages): CliFailed {
  if (option.message !== undefined) return ruleFailure(option.message, { option: option.id }, messages);
  if (option.needSetUpWallet) return ruleFailure(ErrorCode.walletSetupRequired, { currency: option.currency }, messages);
  if (option.needDeposit) return ruleFailure(ErrorCode.walletDepositRequired, { currency: option.currency }, messages);
  return ruleFailure(ErrorCode.insufficientBalance, { currency: option.currency }, messages);
}

function matches(option: PaymentOption, choice: PayChoice): boolean {
  if (option.payMethod !== choice.method || option.needAddCard) return false;
  if (choice.card !== undefined && option.id !== choice.card) return false;
  if (choice.coin !== undefined && option.currency !== choice.coin) return false;
  return choice.currency === undefined || choice.method === 'crypto_wallet' || option.currency === choice.currency;
}

/**
 * The option the flags name among those the widget lists (`options`): the one named by card,
 * coin or currency, else the first selectable one of the method (the widget's default). None
 * listed is a usage error that lists what is; one listed but not selectable (an expired card, a
 * cash account not set up or empty, a coin wallet without coins) is the business error the
 * widget shows on it.
 */
export function choosePaymentOption(options: readonly PaymentOption[], choice: PayChoice, messages: CliMessages): PaymentOption {
  const candidates = options.filter((option) => matches(option, choice));
  const chosen = candidates.find((option) => option.canSelect) ?? candidates[0];
  if (chosen === undefined) {
    const wanted = choice.card ?? choice.coin ?? choice.currency;
    throw usageFailure(`nothing to pay with by ${choice.method}${wanted === undefined ? '' : ` (${wanted})`}`, listing(options.filter((o) => !o.needAddCard)));
  }
  if (!chosen.canSelect) throw unavailable(chosen, messages);
  return chosen;
}
