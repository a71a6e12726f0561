import { type StatusTone, statusTone } from '../../domain/history/business-status';
import { type FlowDirection, flowDirection } from '../../domain/history/transaction-flow';
import { BASKET_TRANSACTIONS_COUNT, FIAT_TRANSACTIONS_COUNT, TRANSACTIONS_PAGE_SIZE } from '../../domain/history/transaction-paging';
import type { CurrencyCode } from '../../domain/money/currency';
import type { Dec } from '../../domain/money/decimal';
import type { ApiResult } from '../ports/api-error';
import type { BasketsPort } from '../ports/baskets-port';
import type { PaymentsPort } from '../ports/payments-port';
import type { TradingPort, Transaction } from '../ports/trading-port';

/** One line of the customer's history, whatever it came from, with how it is shown. */
export interface HistoryEntry {
  readonly id: string;
  readonly source: 'coin' | 'fiat' | 'basket';
  /** The wallet it belongs to: the cash account's or the coin's currency, the basket's id. */
  readonly walletId: string;
  readonly kind: string;
  readonly status: string;
  /** The status colour (spec 001 §4 business status colours). */
  readonly tone: StatusTone;
  /** Which way the amount moves (spec 001 §4). */
  readonly flow: FlowDirection;
  readonly amount: Dec;
  readonly currency: CurrencyCode;
  /** What the other side was, when there is one (a trade's paid or received amount). */
  readonly counterAmount: Dec | undefined;
  readonly counterCurrency: CurrencyCode | undefined;
  /** Epoch milliseconds; 0 when the source keeps no time. */
  readonly createdAt: number;
}

/** Choice: a coin trade's kind is crypto_purchase or crypto_sale, its amount the coin side. */
const coinEntry = (t: Transaction): HistoryEntry => {
  const kind = t.side === 'buy' ? 'crypto_purchase' : 'crypto_sale';
  const coinSide =
    t.side === 'buy'
      ? { amount: t.toAmount, currency: t.toCurrency, counterAmount: t.fromAmount, counterCurrency: t.fromCurrency }
      : { amount: t.fromAmount, currency: t.fromCurrency, counterAmount: t.toAmount, counterCurrency: t.toCurrency };
  return {
    id: t.id,
    source: 'coin',
    walletId: coinSide.currency,
    kind,
    status: t.status,
    tone: statusTone(t.status),
    flow: flowDirection(kind),
    ...coinSide,
    createdAt: t.createdAt ?? 0,
  };
};

export interface HistoryPorts {
  readonly trading: TradingPort;
  readonly payments: PaymentsPort;
  readonly baskets: BasketsPort;
}

/**
 * The newest `count` transactions across coin trades (50), basket transactions (50) and the
 * cash account (1000) — the counts of spec 000 §7 / 001 §9 — newest first, each with its status
 * tone and flow direction. A source that fails fails the whole history (no silently partial list).
 */
export async function loadHistory(ports: HistoryPorts, count = TRANSACTIONS_PAGE_SIZE): Promise<ApiResult<readonly HistoryEntry[]>> {
  const [coins, fiat, baskets] = await Promise.all([
    ports.trading.getTransactions(),
    ports.payments.getFiatTransactions(FIAT_TRANSACTIONS_COUNT),
    ports.baskets.listTransactions(),
  ]);
  if (!coins.ok) return coins;
  if (!fiat.ok) return fiat;
  if (!baskets.ok) return baskets;
  const entries: HistoryEntry[] = [
    ...coins.value.map(coinEntry),
    ...fiat.value.map((t): HistoryEntry => ({
      id: t.id,
      source: 'fiat',
      walletId: t.currency,
      kind: t.kind,
      status: t.status,
      tone: statusTone(t.status),
      flow: flowDirection(t.kind),
      amount: t.amount,
      currency: t.currency,
      counterAmount: undefined,
      counterCurrency: undefined,
      createdAt: t.createdAt,
    })),
    ...baskets.value.slice(0, BASKET_TRANSACTIONS_COUNT).map((t): HistoryEntry => ({
      id: t.id,
      source: 'basket',
      walletId: t.basketId,
      kind: t.kind,
      status: t.status,
      tone: statusTone(t.status),
      flow: flowDirection(t.kind),
      amount: t.toAmount,
      currency: t.toCurrency,
      counterAmount: t.fromAmount,
      counterCurrency: t.fromCurrency,
      createdAt: t.createdAt,
    })),
  ];
  return { ok: true, value: entries.sort((a, b) => b.createdAt - a.createdAt).slice(0, count) };
}
