import { currencyCode, type CurrencyCode } from '../../../domain/money/currency';
import { readAmountText } from '../../../domain/money/locale-amount-text';
import { isPayMethod, PAY_METHODS } from '../../../domain/payment/pay-method';
import { usageFailure } from '../cli-failure';
import type { OptionSpec, OptionValues } from '../command';
import type { BuyOrderFlags } from '../trading/buy-driver';
import type { PayChoice } from '../trading/payment-choice';
import type { SellOrderFlags, SellReceive } from '../trading/sell-driver';

export const text = (values: OptionValues, name: string): string | undefined => (typeof values[name] === 'string' ? values[name] : undefined);

/** A currency or coin symbol flag (letters and digits, as the coin list spells them). */
export function symbolFlag(values: OptionValues, name: string): CurrencyCode | undefined {
  const raw = text(values, name);
  if (raw === undefined) return undefined;
  if (!/^[A-Za-z0-9]{2,12}$/.test(raw.trim()))
    throw usageFailure(`--${name} takes a currency or coin symbol, not "${raw}"`, `for example --${name} ${name === 'currency' ? 'USD' : 'BTC'}`);
  return currencyCode(raw.trim());
}

export function requiredSymbol(values: OptionValues, name: string): CurrencyCode {
  const symbol = symbolFlag(values, name);
  if (symbol === undefined) throw usageFailure(`missing --${name}`, `for example --${name} BTC`);
  return symbol;
}

/** `--NAME a|b|...`: one of the words, or the default. */
export function wordFlag<W extends string>(values: OptionValues, name: string, words: readonly W[], fallback: W): W {
  const raw = text(values, name) ?? fallback;
  if (!(words as readonly string[]).includes(raw)) throw usageFailure(`--${name} takes ${words.join(', ')}, not "${raw}"`, `for example --${name} ${fallback}`);
  return raw as W;
}

/** The amount as typed in the `--lang` locale ("12,50" in German is 12.50): the widget's amount-input rule reads it, as it reads a keystroke. */
export const amountText = (values: OptionValues, locale: string): string => readAmountText(text(values, 'amount') ?? '', locale);

export const PAY_OPTIONS = {
  pay: { type: 'string', hint: `how to pay: ${PAY_METHODS.join('|')}` },
  card: { type: 'string', hint: 'with --pay credit_card: the saved card id (the first usable card by default)' },
  'pay-coin': { type: 'string', hint: 'with --pay crypto_wallet: the coin paid with (the first one held by default)' },
  currency: { type: 'string', hint: 'the currency paid (which cash account, or a card in that currency)' },
} as const satisfies Readonly<Record<string, OptionSpec>>;

export function payChoice(values: OptionValues): PayChoice {
  const method = text(values, 'pay') ?? '';
  if (!isPayMethod(method)) throw usageFailure(`--pay takes ${PAY_METHODS.join(', ')}, not "${method}"`, 'for example --pay fiat_wallet');
  return { method, card: text(values, 'card'), coin: symbolFlag(values, 'pay-coin'), currency: symbolFlag(values, 'currency') };
}

/** Which button of a card's 3-D Secure page the customer presses. */
export const THREE_DS_WORDS = ['pass', 'fail', 'cancel'] as const;
export type ThreeDsWord = (typeof THREE_DS_WORDS)[number];

/** What the customer does on the Apple Pay or Google Pay sheet. */
export const SHEET_WORDS = ['pay', 'cancel'] as const;
export type SheetWord = (typeof SHEET_WORDS)[number];

export const CHECKOUT_OPTIONS = {
  '3ds': { type: 'string', hint: 'card payments: the 3-D Secure page is passed (default), failed or cancelled: pass|fail|cancel' },
  sheet: { type: 'string', hint: 'Apple Pay and Google Pay: pay (default) or cancel on the wallet sheet' },
} as const satisfies Readonly<Record<string, OptionSpec>>;

/** How the customer completes a card-scheme checkout. */
export interface CheckoutChoice {
  readonly threeDs: ThreeDsWord;
  readonly sheet: SheetWord;
}

export const checkoutChoice = (values: OptionValues): CheckoutChoice => ({
  threeDs: wordFlag(values, '3ds', THREE_DS_WORDS, 'pass'),
  sheet: wordFlag(values, 'sheet', SHEET_WORDS, 'pay'),
});

export const BUY_OPTIONS = {
  coin: { type: 'string', hint: 'the coin to buy (e.g. BTC)' },
  amount: { type: 'string', hint: 'the amount, as typed in the widget (e.g. 100 or 0.005)' },
  in: { type: 'string', hint: 'fiat (default): the amount is what you pay, in the currency paid; coin: the coins you get' },
  ...PAY_OPTIONS,
} as const satisfies Readonly<Record<string, OptionSpec>>;

export const BUY_REQUIRED = ['coin', 'amount', 'pay'] as const;

export const buyOrderFlags = (values: OptionValues, locale: string): BuyOrderFlags => ({
  coin: requiredSymbol(values, 'coin'),
  amount: amountText(values, locale),
  entry: wordFlag(values, 'in', ['fiat', 'coin'], 'fiat') === 'fiat' ? 'source' : 'target',
  pay: payChoice(values),
});

export const SELL_OPTIONS = {
  coin: { type: 'string', hint: 'the coin to sell (one you hold, e.g. BTC)' },
  amount: { type: 'string', hint: 'the amount, as typed in the widget (e.g. 0.01)' },
  in: { type: 'string', hint: 'coin (default): the amount is the coins sold; fiat: what they fetch, in the currency received' },
  to: { type: 'string', hint: 'receive in: cash (a cash account) or crypto (another coin, with --receive-coin)' },
  currency: { type: 'string', hint: 'with --to cash: the cash account received in (the native one by default)' },
  'receive-coin': { type: 'string', hint: 'with --to crypto: the coin received (e.g. ETH)' },
} as const satisfies Readonly<Record<string, OptionSpec>>;

export const SELL_REQUIRED = ['coin', 'amount', 'to'] as const;

function sellReceive(values: OptionValues): SellReceive {
  if (wordFlag(values, 'to', ['cash', 'crypto'], 'cash') === 'cash') {
    if (text(values, 'receive-coin') !== undefined) throw usageFailure('--receive-coin goes with --to crypto', 'for example --to crypto --receive-coin ETH');
    return { kind: 'cash', currency: symbolFlag(values, 'currency') };
  }
  if (text(values, 'currency') !== undefined) throw usageFailure('--currency goes with --to cash', 'for example --to cash --currency USD');
  const coin = symbolFlag(values, 'receive-coin');
  if (coin === undefined) throw usageFailure('--to crypto needs --receive-coin', 'for example --to crypto --receive-coin ETH');
  return { kind: 'crypto', coin };
}

export const sellOrderFlags = (values: OptionValues, locale: string): SellOrderFlags => ({
  coin: requiredSymbol(values, 'coin'),
  amount: amountText(values, locale),
  side: wordFlag(values, 'in', ['coin', 'fiat'], 'coin') === 'coin' ? 'from' : 'to',
  receive: sellReceive(values),
});
