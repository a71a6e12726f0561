import type { AppServices } from '../../../application/app-services';
import type { DepositRequestView } from '../../../application/deposit/deposit-request-service';
import { filterBanks } from '../../../domain/deposit/bank-search';
import { type DepositMethodId, depositMethodKind, isKnownDepositMethod } from '../../../domain/deposit/deposit-method';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { formatFiat } from '../../../domain/format/money-format';
import type { CurrencyCode } from '../../../domain/money/currency';
import type { PageDecision } from '../../node/headless-payment-frame';
import { apiFailure, ruleFailure } from '../api-failure';
import { usageFailure } from '../cli-failure';
import type { Command, CommandContext, OptionValues } from '../command';
import type { CliMessages } from '../output/cli-messages';
import { amountFlag, CURRENCY_OPTION, currencyFlag, textFlag, WAIT_OPTION, waitFlag } from './deposit-flags';
import { completePage } from './deposit-pages';
import { bankList, orderJson, type RequestFacts, requestReport, settlementOf } from './deposit-request-output';
import { cashAccountAfter, depositCustomer, depositFailure, enterMethod, orFail } from './deposit-support';

const USAGE = 'deposit request --currency CAD --bank rbc --amount 200';
/** `--bank-page`: which button of the bank's authorisation page the customer presses. */
const DECISIONS: Readonly<Record<string, PageDecision>> = { authorise: 'submit', cancel: 'cancel' };

function decisionFlag(values: OptionValues): { readonly word: string; readonly decision: PageDecision } {
  const word = textFlag(values, 'bank-page') ?? 'authorise';
  const decision = DECISIONS[word];
  if (decision === undefined) throw usageFailure(`--bank-page takes authorise or cancel, not "${word}"`, 'for example --bank-page cancel');
  return { word, decision };
}

/** `--network`, or the picker's deposit request method for the currency (offered or not: entering it says why not). */
async function requestNetwork(services: AppServices, currency: CurrencyCode, values: OptionValues, messages: CliMessages): Promise<DepositMethodId> {
  const given = textFlag(values, 'network');
  if (given !== undefined) {
    if (!isKnownDepositMethod(given))
      throw usageFailure(`unknown deposit method "${given}"`, `see the methods: crypto-cli deposit methods --currency ${currency}`);
    return given;
  }
  const view = await services.depositMethods.methods(currency, await depositCustomer(services));
  if (!view.ok) throw apiFailure(view.error, messages);
  const picker = view.value;
  const ids = picker.kind === 'direct' ? [picker.method] : picker.kind === 'list' ? [...picker.supported, ...picker.disabled].map((e) => e.id) : [];
  const found = ids.filter(isKnownDepositMethod).find((id) => depositMethodKind(id) === 'deposit_request');
  if (found === undefined) throw usageFailure(`no deposit request for ${currency}`, `see the methods: crypto-cli deposit methods --currency ${currency}`);
  return found;
}

function loaded(view: DepositRequestView, messages: CliMessages): DepositRequestView {
  if (view.load === 'ready') return view;
  throw view.failure === undefined ? apiFailure({ kind: 'network' }, messages) : depositFailure(view.failure, messages);
}

/** Back from the bank: the request as the server recorded it, followed until it settles or `--wait` ends. */
async function outcomeOf(
  context: CommandContext,
  known: Omit<RequestFacts, 'order'>,
  orderId: string,
  waitMs: number,
  authorisation: unknown,
  lines: [string, string][],
) {
  const { services, messages, progress } = context;
  const { currency, network } = known;
  const outcome = await progress('waiting for the money to arrive', services.depositRequest.resume(currency, network, orderId, waitMs));
  if (outcome.kind === 'checking') throw apiFailure({ kind: 'network' }, messages);
  if (outcome.kind === 'unknown') throw depositFailure(outcome.failure, messages);
  const { order, stage } = outcome;
  if (stage === 'failed') throw ruleFailure(ErrorCode.depositRequestNotAuthorised, { order_id: order.id, amount: order.amount.toFixed(), currency }, messages);
  const facts: RequestFacts = { ...known, order };
  const settlement = settlementOf({ ...outcome, stage }, messages.locale);
  const balance = await cashAccountAfter(services, currency);
  const locale = messages.locale;
  return {
    json: { request: orderJson(facts), authorisation, settlement: settlement.json, cash_account: { currency, balance: balance?.toFixed() ?? null } },
    human: requestReport(
      facts,
      [...lines, ['settlement', settlement.line], ['cash account', balance === undefined ? '-' : formatFiat(balance, currency, locale)]],
      locale,
    ),
  };
}

/**
 * `deposit request`: a deposit request (spec 001 §2, §4 "Deposit request", §5) through the deposit
 * modal's service: the banks (`--search`), the order for `--bank` and `--amount` with its fee and
 * what arrives (`--preview` stops there), the confirm, the bank's authorisation page completed
 * without a browser (`--bank-page`), then the request as the server recorded it, followed until the
 * money arrives. `--order` follows a request authorised elsewhere (in a browser).
 */
export const depositRequestCommand: Command = {
  path: ['deposit', 'request'],
  summary: 'ask your bank for a deposit (testers: early access): banks (--search), order and fee, the bank authorises, settlement',
  options: {
    currency: CURRENCY_OPTION,
    network: { type: 'string', hint: 'the deposit request network (the currency’s one by default, e.g. ca_interac_request)' },
    search: { type: 'string', hint: 'list the banks whose name contains this text' },
    bank: { type: 'string', hint: 'the bank id to ask (see the list without --bank)' },
    amount: { type: 'string', hint: 'the amount to ask for, e.g. 200.50' },
    'bank-page': { type: 'string', hint: 'the bank’s authorisation page: authorise (default) or cancel' },
    preview: { type: 'boolean', hint: 'only create the order and show its fee and what arrives; nothing is authorised' },
    order: { type: 'string', hint: 'follow a request authorised in a browser: its order id' },
    wait: WAIT_OPTION,
  },
  required: ['currency'],
  signedIn: true,
  run: async (context, values) => {
    const { services, messages, progress } = context;
    const currency = currencyFlag(values);
    const bankId = textFlag(values, 'bank');
    const orderId = textFlag(values, 'order');
    if (bankId === undefined && textFlag(values, 'amount') !== undefined) throw usageFailure('missing --bank', `usage: ${USAGE}`);
    if (bankId !== undefined && textFlag(values, 'amount') === undefined) throw usageFailure('missing --amount', `usage: ${USAGE}`);
    const amount = bankId === undefined ? undefined : amountFlag(values, currency, messages);
    const { word, decision } = decisionFlag(values);
    const waitMs = waitFlag(values);
    const service = services.depositRequest;
    service.close();
    const network = await progress('loading deposit methods', requestNetwork(services, currency, values, messages));
    await progress('opening the deposit request', enterMethod(services, currency, network, 'deposit_request', messages));
    if (orderId !== undefined) return outcomeOf(context, { currency, network, bank: undefined, feePercentage: undefined }, orderId, waitMs, null, []);
    await progress('loading the banks', service.open(currency, network));
    const view = loaded(service.state.getSnapshot(), messages);
    const feePercentage = view.overview?.feePercentage;
    if (bankId === undefined) return bankList(filterBanks(view.banks, textFlag(values, 'search') ?? ''), { currency, network, feePercentage });
    const bank = view.banks.find((b) => b.id === bankId);
    if (bank === undefined)
      throw usageFailure(`--bank takes a bank id from the list, not "${bankId}"`, `see the banks: crypto-cli deposit request --currency ${currency}`);
    service.chooseBank(bank.id);
    orFail(await progress('creating the deposit request', service.submitAmount(amount)), messages);
    const step = service.state.getSnapshot().step;
    if (step.step !== 'CONFIRM_ORDER') throw ruleFailure(ErrorCode.depositOrderNotFound, {}, messages);
    const facts: RequestFacts = { order: step.order, currency, network, bank, feePercentage };
    if (values.preview === true) return { json: { preview: orderJson(facts) }, human: requestReport(facts, [], messages.locale) };
    orFail(await progress('confirming the order', service.confirm()), messages);
    orFail(service.authorise(), messages);
    const url = context.runtime.externalPages.lastVisited ?? '';
    await completePage(context, 'authorising at your bank', url, decision, {
      code: ErrorCode.depositRequestNeedsBrowser,
      params: { order_id: facts.order.id },
      instruction: (page) =>
        `Open ${page} in a browser to authorise it, then follow it with: crypto-cli deposit request --currency ${currency} --order ${facts.order.id}`,
    });
    return outcomeOf(context, facts, facts.order.id, waitMs, { decision: word, status: 'completed', url }, [['bank page', `${word}: completed`]]);
  },
};
