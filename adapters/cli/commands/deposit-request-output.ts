import type { DepositRequestOutcome } from '../../../application/deposit/deposit-request-outcome';
import type { DepositRequestBank } from '../../../domain/deposit/bank-search';
import type { DepositMethodId } from '../../../domain/deposit/deposit-method';
import type { DepositRequestOrder, DepositRequestStage } from '../../../domain/deposit/deposit-request-steps';
import { formatFiat } from '../../../domain/format/money-format';
import type { CurrencyCode } from '../../../domain/money/currency';
import type { Dec } from '../../../domain/money/decimal';
import { fields, table } from '../output/table';
import { SETTLEMENT_TEXT } from './deposit-support';

/** What the command knows of a request: its order, and the bank and fee when it created it here. */
export interface RequestFacts {
  readonly order: DepositRequestOrder;
  readonly currency: CurrencyCode;
  readonly network: DepositMethodId;
  readonly bank: DepositRequestBank | undefined;
  readonly feePercentage: Dec | undefined;
}

export const bankJson = (bank: DepositRequestBank) => ({ id: bank.id, bank_name: bank.bank_name });

export function bankList(banks: readonly DepositRequestBank[], facts: { currency: CurrencyCode; network: string; feePercentage: Dec | undefined }) {
  return {
    json: { currency: facts.currency, network: facts.network, fee_percentage: facts.feePercentage?.toFixed() ?? null, banks: banks.map(bankJson) },
    human:
      banks.length === 0
        ? 'no bank matches the search\n'
        : table(
            ['bank', 'name'],
            banks.map((b) => [b.id, b.bank_name]),
          ),
  };
}

export const orderJson = ({ order, currency, network, bank, feePercentage }: RequestFacts) => ({
  order_id: order.id,
  bank: bank === undefined ? null : bankJson(bank),
  amount: order.amount.toFixed(),
  fee: order.feeAmount.toFixed(),
  fee_percentage: feePercentage?.toFixed() ?? null,
  receivable: order.receivableAmount.toFixed(),
  currency,
  network,
});

export function orderLines({ order, currency, bank, feePercentage }: RequestFacts, locale: string): [string, string][] {
  const percent = feePercentage === undefined ? '' : ` (${feePercentage.toFixed()} %)`;
  return [
    ...(bank === undefined ? [] : [['bank', bank.bank_name] as [string, string]]),
    ['order', order.id],
    ['amount', formatFiat(order.amount, currency, locale)],
    ['fee', `${formatFiat(order.feeAmount, currency, locale)}${percent}`],
    ['receivable', formatFiat(order.receivableAmount, currency, locale)],
  ];
}

/** A request's stage as the other deposits' settlement status (the awaiting one is the request's own). */
const SETTLEMENT_STATUS: Readonly<Record<Exclude<DepositRequestStage, 'failed'>, string>> = {
  awaiting_bank: 'awaiting_bank',
  on_its_way: 'pending',
  settled: 'settled',
};

type Known = Extract<DepositRequestOutcome, { kind: 'known' }> & { readonly stage: Exclude<DepositRequestStage, 'failed'> };

export function settlementOf(outcome: Known, locale: string) {
  const { order, currency } = outcome;
  const status = SETTLEMENT_STATUS[outcome.stage];
  const receivable = formatFiat(order.receivableAmount, currency, locale);
  const line =
    outcome.stage === 'awaiting_bank'
      ? `not authorised at the bank yet (${formatFiat(order.amount, currency, locale)} asked)`
      : `${receivable} ${SETTLEMENT_TEXT[outcome.stage === 'settled' ? 'settled' : 'pending']}`;
  return { json: { status, amount: order.receivableAmount.toFixed(), currency }, line };
}

export const requestReport = (facts: RequestFacts, lines: [string, string][], locale: string): string => fields([...orderLines(facts, locale), ...lines]);
