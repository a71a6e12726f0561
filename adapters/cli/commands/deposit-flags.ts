import { ErrorCode } from '../../../domain/errors/error-codes';
import { currencyCode, type CurrencyCode, fiatFractionDigits } from '../../../domain/money/currency';
import { dec, type Dec } from '../../../domain/money/decimal';
import { acceptAmountInput } from '../../../domain/money/amount-input';
import { readAmountText } from '../../../domain/money/locale-amount-text';
import { ruleFailure } from '../api-failure';
import { usageFailure } from '../cli-failure';
import type { OptionSpec, OptionValues } from '../command';
import type { CliMessages } from '../output/cli-messages';

/** Choice: a deposit waits up to 60 s for its money by default (sandbox rails settle in 10-30 s of its clock). */
export const DEFAULT_WAIT_SECONDS = 60;

export const WAIT_OPTION: OptionSpec = {
  type: 'string',
  hint: `seconds to wait for the money to arrive (${String(DEFAULT_WAIT_SECONDS)} by default; 0 reports it pending at once)`,
};
export const CURRENCY_OPTION: OptionSpec = { type: 'string', hint: 'the cash account currency (USD, GBP, EUR, ...)' };

export const textFlag = (values: OptionValues, name: string): string | undefined => (typeof values[name] === 'string' ? values[name] : undefined);

export function currencyFlag(values: OptionValues): CurrencyCode {
  const raw = textFlag(values, 'currency') ?? '';
  if (!/^[A-Za-z]{3}$/.test(raw.trim())) throw usageFailure(`--currency takes a 3-letter currency code, not "${raw}"`, 'for example --currency USD');
  return currencyCode(raw);
}

/**
 * `--amount` typed in the `--lang` locale (domain/money/locale-amount-text.ts), through the
 * amount-input rule (spec 001 §5) for the currency: text that is not a
 * number is a usage error; a number the rule refuses (too many decimals or integer digits, a dot
 * in a 0-decimal currency) is the validation error amount_input_refused with the rule's reason.
 */
export function amountFlag(values: OptionValues, currency: CurrencyCode, messages: CliMessages): Dec | undefined {
  const raw = textFlag(values, 'amount') ?? '';
  const maxFraction = fiatFractionDigits(currency);
  const outcome = acceptAmountInput('', readAmountText(raw, messages.locale), maxFraction);
  if (outcome.accepted) return outcome.value === '' ? undefined : dec(outcome.value);
  if (outcome.reason === 'invalid_character' || outcome.reason === 'too_many_dots') {
    throw usageFailure(`--amount takes an amount such as 250.50, not "${raw}"`, `digits and one dot, at most ${String(maxFraction)} decimals for ${currency}`);
  }
  throw ruleFailure(ErrorCode.amountInputRefused, { reason: outcome.reason, max_fraction: String(maxFraction), currency }, messages);
}

/** `--wait SECONDS` in milliseconds. */
export function waitFlag(values: OptionValues): number {
  const raw = textFlag(values, 'wait');
  const seconds = raw === undefined ? DEFAULT_WAIT_SECONDS : Number(raw);
  if (!Number.isSafeInteger(seconds) || seconds < 0 || raw?.trim() === '')
    throw usageFailure(`--wait takes whole seconds from 0, not "${String(raw)}"`, 'for example --wait 30');
  return seconds * 1000;
}

/** A required flag that is not required in every mode (e.g. `--passcode` unless `--preview`). */
export function requiredText(values: OptionValues, name: string, usage: string): string {
  const value = textFlag(values, name);
  if (value === undefined) throw usageFailure(`missing --${name}`, usage);
  return value;
}
