import { readFile } from 'node:fs/promises';
import { acceptSellPercentageInput, isValidSellPercentage, sellPercentageOf } from '../../../domain/basket/sell-percentage-input';
import { basketSellAmount, checkBasketSellAmount } from '../../../domain/basket/basket-sell-amount';
import { currencyCode, fiatFractionDigits } from '../../../domain/money/currency';
import { dec, isDecimalString } from '../../../domain/money/decimal';
import { postLoginRoute, type PostLoginUserState } from '../../../domain/session/post-login-route';
import { acceptReturnTo } from '../../../domain/session/return-to';
import { acceptAmountInput } from '../../../domain/money/amount-input';
import { readAmountText } from '../../../domain/money/locale-amount-text';
import { apiFailure } from '../api-failure';
import type { Command, OptionValues } from '../command';
import { usageFailure } from '../cli-failure';
import { fields } from '../output/table';

const text = (values: OptionValues, name: string): string => (typeof values[name] === 'string' ? values[name] : '');

function decimalFlag(values: OptionValues, name: string) {
  const raw = text(values, name);
  if (!isDecimalString(raw)) throw usageFailure(`--${name} takes a decimal amount, not "${raw}"`, `for example --${name} 250.50`);
  return dec(raw);
}

const shown = (entries: Readonly<Record<string, string | boolean | undefined>>) =>
  fields(Object.entries(entries).map(([key, value]) => [key, value === undefined ? '-' : String(value)]));

/** `check amount`: the amount-input rule of the Buy and Sell widgets for one keystroke. */
export const checkAmountCommand: Command = {
  path: ['check', 'amount'],
  summary: 'the amount-input rule: is TEXT accepted after PREVIOUS for CUR (decimals, 12 integer digits)?',
  options: {
    currency: { type: 'string', hint: 'the currency typed in (a coin uses its own precision, a fiat 2 or 0 decimals)' },
    input: { type: 'string', hint: 'the text as typed' },
    previous: { type: 'string', hint: 'the value accepted before (empty by default)' },
  },
  required: ['currency', 'input'],
  signedIn: false,
  run: async ({ runtime, messages }, values) => {
    const currency = currencyCode(text(values, 'currency'));
    const coins = await runtime.coinList();
    if (!coins.ok) throw apiFailure(coins.error, messages);
    const coin = coins.value.find((c) => c.symbol === currency);
    const maxFraction = coin?.maxFraction ?? fiatFractionDigits(currency);
    const outcome = acceptAmountInput(text(values, 'previous'), readAmountText(text(values, 'input'), messages.locale), maxFraction);
    const json = { accepted: outcome.accepted, value: outcome.value, reason: outcome.accepted ? null : outcome.reason, max_fraction: maxFraction };
    return { json, human: shown({ accepted: outcome.accepted, value: outcome.value, reason: outcome.accepted ? undefined : outcome.reason }) };
  },
};

/** `check basket-percentage`: the basket sell percentage input, its amount and the below-minimum rule. */
export const checkBasketPercentageCommand: Command = {
  path: ['check', 'basket-percentage'],
  summary: 'the basket sell percentage rule: accepted value, amount = % x balance / 100 (half up), below-minimum error',
  options: {
    input: { type: 'string', hint: 'the percentage as typed' },
    balance: { type: 'string', hint: 'the basket balance in the native currency' },
    minimum: { type: 'string', hint: 'the minimum sell amount in the native currency' },
    currency: { type: 'string', hint: 'the native currency (USD by default)' },
  },
  required: ['input', 'balance', 'minimum'],
  signedIn: false,
  run: ({ messages }, values) => {
    const balance = decimalFlag(values, 'balance');
    const minimum = decimalFlag(values, 'minimum');
    const currency = currencyCode(text(values, 'currency') || 'USD');
    const outcome = acceptSellPercentageInput('', readAmountText(text(values, 'input'), messages.locale));
    const valid = outcome.accepted && isValidSellPercentage(outcome.value);
    const amount = valid ? basketSellAmount(sellPercentageOf(outcome.value), balance) : undefined;
    const check = amount === undefined ? undefined : checkBasketSellAmount(amount, minimum, currency);
    const error = check !== undefined && !check.ok ? { code: check.error.code, minimum: check.error.minimum.toFixed(), currency: check.error.currency } : null;
    const json = {
      accepted: outcome.accepted,
      value: outcome.value,
      reason: outcome.accepted ? (valid ? null : 'not_above_zero') : outcome.reason,
      amount: amount?.toFixed(2) ?? null,
      error,
    };
    return Promise.resolve({
      json,
      human: shown({ accepted: json.accepted, value: json.value, reason: json.reason ?? undefined, amount: json.amount ?? undefined, error: error?.code }),
    });
  },
};

const USER_FLAGS: readonly (keyof PostLoginUserState)[] = [
  'emailConfirmed',
  'phoneConfirmed',
  'termsAccepted',
  'mainAppWebEnabled',
  'hasPasscode',
  'identityApproved',
];
const snake = (key: string): string => key.replace(/[A-Z]/g, (l) => `_${l.toLowerCase()}`);

/** `check redirect`: where the post-login rule sends a user (the user's onboarding flags in a JSON file). */
export const checkRedirectCommand: Command = {
  path: ['check', 'redirect'],
  summary: 'the post-login rule: where a user goes after login (FILE.json holds email_confirmed, phone_confirmed, ...)',
  options: { user: { type: 'string', hint: `a JSON file with ${USER_FLAGS.map(snake).join(', ')} (true/false)` } },
  required: ['user'],
  signedIn: false,
  run: async (_, values) => {
    const path = text(values, 'user');
    let document: Record<string, unknown>;
    try {
      document = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
    } catch (error) {
      throw usageFailure(`cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`, 'the file is a JSON object of booleans');
    }
    const flag = (key: keyof PostLoginUserState): boolean => {
      const value = document[snake(key)] ?? document[key];
      if (typeof value !== 'boolean') throw usageFailure(`${path}: ${snake(key)} must be true or false`, `fields: ${USER_FLAGS.map(snake).join(', ')}`);
      return value;
    };
    const user = Object.fromEntries(USER_FLAGS.map((key) => [key, flag(key)])) as unknown as PostLoginUserState;
    const route = postLoginRoute(user);
    return { json: { route }, human: `${route}\n` };
  },
};

/** `check return-to`: whether a login return-to value is kept (a safe in-app path). */
export const checkReturnToCommand: Command = {
  path: ['check', 'return-to'],
  summary: 'the return-to rule: is VALUE a safe in-app path to come back to after login?',
  options: { value: { type: 'string', hint: 'the redirect value of the login URL' } },
  required: ['value'],
  signedIn: false,
  run: (_, values) => {
    const accepted = acceptReturnTo(text(values, 'value'));
    return Promise.resolve({
      json: { accepted: accepted !== undefined, value: accepted ?? null },
      human: shown({ accepted: accepted !== undefined, value: accepted }),
    });
  },
};
