import type { CardTopUpState } from '../../../application/deposit/card-top-up-service';
import { pickCard, quoteFor } from '../../../application/deposit/top-up-choices';
import type { PaymentCard } from '../../../domain/payment/saved-card';
import type { TopUpQuote } from '../../../domain/deposit/top-up-quote';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { formatFiat } from '../../../domain/format/money-format';
import type { PageDecision } from '../../node/headless-payment-frame';
import { apiFailure, ruleFailure } from '../api-failure';
import { usageFailure } from '../cli-failure';
import type { Command, CommandContext, OptionValues } from '../command';
import { fields } from '../output/table';
import { amountFlag, CURRENCY_OPTION, currencyFlag, requiredText, textFlag, WAIT_OPTION, waitFlag } from './deposit-flags';
import { cashAccountAfter, depositFailure, enterMethod, orFail, settlementJson, settlementLine } from './deposit-support';
import { refuseUnlessAgreed } from './top-up-terms';

/** `--3ds`: which button of the 3-D Secure page the customer presses. */
const DECISIONS: Readonly<Record<string, PageDecision>> = { pass: 'submit', fail: 'fail', cancel: 'cancel' };
const USAGE = 'deposit card --amount 100 --currency USD --passcode 147258 --agree-fee';

function decisionFlag(values: OptionValues): { readonly word: string; readonly decision: PageDecision } {
  const word = textFlag(values, '3ds') ?? 'pass';
  const decision = DECISIONS[word];
  if (decision === undefined) throw usageFailure(`--3ds takes pass, fail or cancel, not "${word}"`, 'for example --3ds fail');
  return { word, decision };
}

const quoteJson = (quote: TopUpQuote, card: PaymentCard) => ({
  amount: quote.amount.toFixed(),
  fee: quote.fee.toFixed(),
  fee_percentage: quote.percent.toFixed(),
  receivable: quote.receivable.toFixed(),
  currency: quote.currency,
  card: { id: card.id, brand: card.brand, masked_card_number: card.maskedCardNumber, type: card.type },
});

const quoteLines = (quote: TopUpQuote, card: PaymentCard, locale: string): [string, string][] => [
  ['card', `${card.brand} ${card.maskedCardNumber} (${card.type.replace('_', ' ')})`],
  ['amount', formatFiat(quote.amount, quote.currency, locale)],
  ['fee', `${formatFiat(quote.fee, quote.currency, locale)} (${quote.percent.toFixed()} %)`],
  ['receivable', formatFiat(quote.receivable, quote.currency, locale)],
];

/** The issuer's 3-D Secure page completed headlessly, then what the server recorded. */
async function authenticate(context: CommandContext, state: CardTopUpState, decision: PageDecision): Promise<CardTopUpState> {
  const { services, runtime, messages, progress } = context;
  const page = state.authentication;
  if (state.step.step !== 'AUTHENTICATION' || page === undefined) return state;
  const outcome = await progress('completing 3-D Secure', runtime.paymentPages.complete(page.url, decision));
  if (outcome.kind !== 'posted') {
    services.cardTopUp.close();
    if (outcome.kind === 'unreachable') throw apiFailure({ kind: 'network' }, messages);
    throw ruleFailure(ErrorCode.topUpAuthenticationNeedsBrowser, { url: outcome.url, reason: outcome.reason }, messages);
  }
  return progress('checking the top-up', services.cardTopUp.authenticated());
}

/** What the command line says about the top-up, read before any call. */
interface TopUpFlags {
  readonly passcode: string;
  readonly word: string;
  readonly decision: PageDecision;
  readonly waitMs: number;
  readonly checks: { readonly feeAgreed: boolean; readonly debitCardAttested: boolean };
}

function topUpFlags(values: OptionValues): TopUpFlags {
  return {
    passcode: requiredText(values, 'passcode', `usage: ${USAGE}`),
    ...decisionFlag(values),
    waitMs: waitFlag(values),
    checks: { feeAgreed: values['agree-fee'] === true, debitCardAttested: values['attest-debit-card'] === true },
  };
}

async function topUp(context: CommandContext, { passcode, word, decision, waitMs, checks }: TopUpFlags, quote: TopUpQuote, card: PaymentCard) {
  const { services, messages, progress } = context;
  refuseUnlessAgreed(card.type, checks, quote, messages);
  const service = services.cardTopUp;
  const order = orFail(await progress('creating the top-up', service.createOrder(quote, card.id)), messages);
  orFail(service.confirm(checks), messages);
  const submitted = orFail(await progress('confirming with your passcode', service.submitPasscode(passcode)), messages);
  const authenticated = submitted.step.step === 'AUTHENTICATION';
  const done = await authenticate(context, submitted, decision);
  if (done.step.step !== 'SUCCESS') throw depositFailure(done.failure ?? { kind: 'rule', code: ErrorCode.topUpFailed, params: {} }, messages);
  const settlement = orFail(await progress('waiting for the money to arrive', service.settlement(waitMs)), messages);
  const balance = await cashAccountAfter(services, quote.currency);
  const json = {
    top_up: { order_id: order.id, ...quoteJson({ ...quote, fee: order.feeAmount, receivable: order.receivableAmount, percent: order.feePercentage }, card) },
    authentication: authenticated ? { decision: word, status: 'completed' } : null,
    settlement: settlementJson(settlement),
    cash_account: { currency: quote.currency, balance: balance?.toFixed() ?? null },
  };
  const locale = messages.locale;
  const human = fields([
    ...quoteLines({ ...quote, fee: order.feeAmount, receivable: order.receivableAmount, percent: order.feePercentage }, card, locale),
    ['3-D Secure', authenticated ? `${word}: completed` : 'not asked'],
    ['settlement', settlementLine(settlement, locale)],
    ['cash account', balance === undefined ? '-' : formatFiat(balance, quote.currency, locale)],
  ]);
  return { json, human };
}

/**
 * `deposit card`: a card top-up (spec 001 §4 "Card top-up") through the same services as the
 * deposit modal: the picker's flow, the amount checked against the card's limits and priced with
 * the domain's fee, the fee agreement (and the debit card attestation), the order, the passcode,
 * the issuer's 3-D Secure page completed without a browser (`--3ds`), then the money arriving.
 */
export const depositCardCommand: Command = {
  path: ['deposit', 'card'],
  summary: 'top up the cash account from a saved card: fee, passcode, 3-D Secure (--3ds pass|fail|cancel), settlement',
  options: {
    amount: { type: 'string', hint: 'the amount to charge to the card, e.g. 250.50' },
    currency: CURRENCY_OPTION,
    card: { type: 'string', hint: 'the saved card id (the first selectable card by default)' },
    passcode: { type: 'string', hint: 'your 6-digit passcode (not needed with --preview)' },
    'agree-fee': { type: 'boolean', hint: 'agree to the fee shown (required to top up)' },
    'attest-debit-card': { type: 'boolean', hint: 'the debit card statement (required for a debit card)' },
    '3ds': { type: 'string', hint: 'the 3-D Secure page: pass (default), fail or cancel' },
    preview: { type: 'boolean', hint: 'only check the amount and show the fee and what arrives' },
    wait: WAIT_OPTION,
  },
  required: ['amount', 'currency'],
  signedIn: true,
  run: async (context, values) => {
    const { services, messages, progress } = context;
    const currency = currencyFlag(values);
    const amount = amountFlag(values, currency, messages);
    const flags = values.preview === true ? undefined : topUpFlags(values);
    services.cardTopUp.close();
    await progress('opening card top-up', enterMethod(services, currency, 'fiat_wallet_top_up', 'card_top_up', messages));
    const choices = orFail(await progress('loading your cards', services.cardTopUp.choices(currency)), messages);
    const card = orFail(pickCard(choices, textFlag(values, 'card')), messages);
    const quote = orFail(quoteFor(choices, amount, card.type), messages);
    if (flags === undefined) return { json: { preview: quoteJson(quote, card) }, human: fields(quoteLines(quote, card, messages.locale)) };
    return topUp(context, flags, quote, card);
  },
};
