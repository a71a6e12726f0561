import type { PaypalDepositState } from '../../../application/deposit/paypal-deposit-service';
import { type PaypalAccount, paypalBadge } from '../../../domain/deposit/paypal';
import { topUpFeePercent, type TopUpQuote } from '../../../domain/deposit/top-up-quote';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { formatFiat } from '../../../domain/format/money-format';
import type { Dec } from '../../../domain/money/decimal';
import { usageFailure } from '../cli-failure';
import type { Command, CommandContext, OptionValues } from '../command';
import { fields } from '../output/table';
import { amountFlag, CURRENCY_OPTION, currencyFlag, requiredText, textFlag, WAIT_OPTION, waitFlag } from './deposit-flags';
import { cashAccountAfter, depositFailure, enterMethod, orFail, settlementJson, settlementLine } from './deposit-support';
import { type LinkEnding, linkPaypal } from './paypal-link';
import { refuseUnlessAgreed } from './top-up-terms';

const USAGE = 'deposit paypal --currency USD --amount 100 --passcode 147258 --agree-fee';
const LINK_USAGE = 'deposit paypal --currency USD --link --paypal-email you@example.com --paypal-country US';

const accountJson = (a: PaypalAccount) => ({ id: a.id, title: a.title, status: a.status, badge: paypalBadge(a) ?? null });
const amountOrNull = (value: Dec | undefined) => value?.toFixed() ?? null;
const feePercentOf = (state: PaypalDepositState) => topUpFeePercent('paypal', state.feePercents);

function viewJson(state: PaypalDepositState, link: LinkEnding | undefined) {
  const limits = state.limits;
  return {
    view: state.view,
    currency: state.currency ?? null,
    account: state.account === undefined ? null : accountJson(state.account),
    accounts: state.accounts.map(accountJson),
    limits:
      limits === undefined
        ? null
        : {
            min_transaction_amount: amountOrNull(limits.minTransactionAmount),
            max_transaction_amount: amountOrNull(limits.maxTransactionAmount),
            monthly_max_amount: amountOrNull(limits.monthlyMaxAmount),
            monthly_used_amount: amountOrNull(limits.monthlyUsedAmount),
          },
    fee_percentage: feePercentOf(state).toFixed(),
    link: link === undefined ? null : { status: link },
  };
}

function viewLines(state: PaypalDepositState, link: LinkEnding | undefined, locale: string): [string, string][] {
  const money = (value: Dec | undefined) => (value === undefined || state.currency === undefined ? '-' : formatFiat(value, state.currency, locale));
  const account = state.account;
  return [
    ...(link === undefined ? [] : [['linked', link === 'approved' ? 'approved' : 'added, pending its check'] as [string, string]]),
    [
      'PayPal account',
      account === undefined ? 'none linked (add one with --link --paypal-email EMAIL --paypal-country CC)' : `${account.title} (${account.status})`,
    ],
    ['limits', `${money(state.limits?.minTransactionAmount)} to ${money(state.limits?.maxTransactionAmount)} per top-up`],
    ['this month', `${money(state.limits?.monthlyUsedAmount)} of ${money(state.limits?.monthlyMaxAmount)}`],
    ['fee', `${feePercentOf(state).toFixed()} %`],
  ];
}

const quoteJson = (q: TopUpQuote) => ({
  amount: q.amount.toFixed(),
  fee: q.fee.toFixed(),
  fee_percentage: q.percent.toFixed(),
  receivable: q.receivable.toFixed(),
  currency: q.currency,
});
const quoteLines = (q: TopUpQuote, locale: string): [string, string][] => [
  ['amount', formatFiat(q.amount, q.currency, locale)],
  ['fee', `${formatFiat(q.fee, q.currency, locale)} (${q.percent.toFixed()} %)`],
  ['receivable', formatFiat(q.receivable, q.currency, locale)],
];

/** Read before any call: what the command line asks for the top-up. */
function topUpFlags(values: OptionValues) {
  return { passcode: requiredText(values, 'passcode', `usage: ${USAGE}`), waitMs: waitFlag(values), feeAgreed: values['agree-fee'] === true };
}

async function topUp(context: CommandContext, quote: TopUpQuote, flags: ReturnType<typeof topUpFlags>, link: LinkEnding | undefined) {
  const { services, messages, progress } = context;
  const service = services.paypalDeposit;
  refuseUnlessAgreed('paypal', { feeAgreed: flags.feeAgreed, debitCardAttested: false }, quote, messages);
  const order = orFail(await progress('creating the top-up', service.createOrder(quote.amount)), messages);
  service.confirm();
  const confirmed = orFail(await progress('confirming with your passcode', service.submitPasscode(flags.passcode)), messages);
  if (confirmed.confirm.step !== 'success') throw depositFailure(confirmed.failure ?? { kind: 'rule', code: ErrorCode.topUpFailed, params: {} }, messages);
  const settlement = orFail(await progress('waiting for the money to arrive', service.settlement(flags.waitMs)), messages);
  const balance = await cashAccountAfter(services, quote.currency);
  const priced: TopUpQuote = { ...quote, fee: order.feeAmount, receivable: order.receivableAmount, percent: order.feePercentage };
  const account = confirmed.account;
  const locale = messages.locale;
  return {
    json: {
      link: link === undefined ? null : { status: link },
      top_up: { order_id: order.id, ...quoteJson(priced), paypal_account: account === undefined ? null : accountJson(account) },
      settlement: settlementJson(settlement),
      cash_account: { currency: quote.currency, balance: balance?.toFixed() ?? null },
    },
    human: fields([
      ...(account === undefined ? [] : [['PayPal account', account.title] as [string, string]]),
      ...quoteLines(priced, locale),
      ['settlement', settlementLine(settlement, locale)],
      ['cash account', balance === undefined ? '-' : formatFiat(balance, quote.currency, locale)],
    ]),
  };
}

/**
 * `deposit paypal`: the PayPal deposit screen (spec 001 §2, §4 "PayPal deposit view", "PayPal link",
 * §5, §8) through its service: the view (the linked account or none, PayPal's limits, the fee),
 * `--link` to link an account, and with `--amount` a top-up: the limits and the fee, the fee
 * agreement, the order, the passcode, and the money arriving. `--preview` stops after the fee.
 */
export const depositPaypalCommand: Command = {
  path: ['deposit', 'paypal'],
  summary: 'PayPal deposits (testers: early access): the linked account and limits, --link an account, top up with fee and passcode',
  options: {
    currency: CURRENCY_OPTION,
    link: { type: 'boolean', hint: 'link a PayPal account first: signs in to PayPal as --paypal-email of --paypal-country' },
    'paypal-email': { type: 'string', hint: 'the email of the PayPal account to link (with --link)' },
    'paypal-country': { type: 'string', hint: 'the PayPal account’s country, e.g. US (one other than yours is linked pending its check)' },
    amount: { type: 'string', hint: 'the amount to top up from PayPal, e.g. 100' },
    passcode: { type: 'string', hint: 'your 6-digit passcode (not needed with --preview)' },
    'agree-fee': { type: 'boolean', hint: 'agree to the fee shown (required to top up)' },
    preview: { type: 'boolean', hint: 'only check the amount and show the fee and what arrives' },
    wait: WAIT_OPTION,
  },
  required: ['currency'],
  signedIn: true,
  run: async (context, values) => {
    const { services, messages, progress } = context;
    const currency = currencyFlag(values);
    const amount = textFlag(values, 'amount') === undefined ? undefined : amountFlag(values, currency, messages);
    const linking = values.link === true;
    const signIn = linking
      ? { email: requiredText(values, 'paypal-email', `usage: ${LINK_USAGE}`), countryCode: requiredText(values, 'paypal-country', `usage: ${LINK_USAGE}`) }
      : undefined;
    if (!linking && (textFlag(values, 'paypal-email') ?? textFlag(values, 'paypal-country')) !== undefined)
      throw usageFailure('--paypal-email and --paypal-country go with --link', `usage: ${LINK_USAGE}`);
    const flags = amount === undefined || values.preview === true ? undefined : topUpFlags(values);
    const service = services.paypalDeposit;
    service.close();
    await progress('opening PayPal deposits', enterMethod(services, currency, 'paypal', 'paypal', messages));
    await progress('loading your PayPal account', service.open(currency));
    if (service.state.getSnapshot().view === 'ERROR' && !linking) {
      throw depositFailure(service.state.getSnapshot().loadFailure ?? { kind: 'rule', code: ErrorCode.topUpFailed, params: {} }, messages);
    }
    const link = signIn === undefined ? undefined : await linkPaypal(context, signIn);
    const state = service.state.getSnapshot();
    if (amount === undefined) return { json: viewJson(state, link), human: fields(viewLines(state, link, messages.locale)) };
    const quote = orFail(service.quote(amount), messages);
    if (flags === undefined)
      return { json: { preview: quoteJson(quote), link: link === undefined ? null : { status: link } }, human: fields(quoteLines(quote, messages.locale)) };
    return topUp(context, quote, flags, link);
  },
};
