import { transactionSign } from '../../domain/history/transaction-flow';
import { BASKET_TRANSACTIONS_COUNT, FIAT_TRANSACTIONS_COUNT, pageCount, pageOf, WALLET_TRANSACTIONS_COUNT } from '../../domain/history/transaction-paging';
import { type CsvTransaction, transactionsCsv } from '../../domain/history/transactions-csv';
import type { FiatTransaction, PaymentsPort } from '../ports/payments-port';
import type { BasketsPort } from '../ports/baskets-port';
import type { Transaction, TradingPort } from '../ports/trading-port';
import { StateStore, type ReadableStore } from '../shared/store';
import { type HistoryEntry, loadHistory } from './transaction-history';

/** A wallet whose history is shown: a cash account or a coin (by currency), a basket (by id). */
export interface WalletRef {
  readonly source: HistoryEntry['source'];
  readonly id: string;
}

/** One transaction opened from the list, with the detail call's answer (fiat and coin wallets). */
export type HistoryDetail =
  | { readonly status: 'closed' }
  | { readonly status: 'loading' | 'failed'; readonly entry: HistoryEntry }
  | { readonly status: 'ready'; readonly entry: HistoryEntry; readonly fiat?: FiatTransaction; readonly coin?: Transaction };

export interface WalletHistoryState {
  readonly wallet: WalletRef | undefined;
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  /** Every transaction of the wallet, newest first. */
  readonly entries: readonly HistoryEntry[];
  /** The page shown, from 1, and how many there are (10 a page, spec 001 §9). */
  readonly page: number;
  readonly pages: number;
  readonly shown: readonly HistoryEntry[];
  readonly detail: HistoryDetail;
}

const IDLE: WalletHistoryState = { wallet: undefined, status: 'idle', entries: [], page: 1, pages: 1, shown: [], detail: { status: 'closed' } };

/** What a WalletHistoryService is made from (named as the composition root names them). */
export interface WalletHistoryDependencies {
  readonly trading: TradingPort;
  readonly payments: PaymentsPort;
  readonly baskets: BasketsPort;
}

/**
 * The history of one wallet (spec 001 §3 transaction, §4, §9): its transactions newest first in
 * pages of 10, the detail of one (GET /api/fiat_wallets/transactions/{id} and the coin
 * equivalent; a basket's row is its own detail: the basket history has no detail call), and the
 * export of the whole list as CSV. Choice: the lists are read at their spec sizes (cash account
 * 1000, coins and baskets 50) and filtered to the wallet.
 */
export class WalletHistoryService {
  private readonly store = new StateStore<WalletHistoryState>(IDLE);
  readonly state: ReadableStore<WalletHistoryState> = this.store;
  private loads = 0;

  constructor(private readonly deps: WalletHistoryDependencies) {}

  async open(wallet: WalletRef, page = 1): Promise<void> {
    const load = ++this.loads;
    this.store.update(() => ({ ...IDLE, wallet, status: 'loading', page }));
    const all = FIAT_TRANSACTIONS_COUNT + WALLET_TRANSACTIONS_COUNT + BASKET_TRANSACTIONS_COUNT;
    const result = await loadHistory(this.deps, all);
    if (load !== this.loads) return;
    if (!result.ok) {
      this.store.update((s) => ({ ...s, status: 'failed' }));
      return;
    }
    const entries = result.value.filter((e) => e.source === wallet.source && e.walletId === wallet.id);
    this.store.update((s) => paged({ ...s, status: 'ready', entries }, s.page));
  }

  goToPage(page: number): void {
    this.store.update((s) => (s.status === 'ready' ? paged(s, page) : s));
  }

  async showDetail(id: string): Promise<void> {
    const entry = this.store.getSnapshot().entries.find((e) => e.id === id);
    if (entry === undefined) return;
    if (entry.source === 'basket') {
      this.store.update((s) => ({ ...s, detail: { status: 'ready', entry } }));
      return;
    }
    this.store.update((s) => ({ ...s, detail: { status: 'loading', entry } }));
    const detail = await this.detailOf(entry);
    this.store.update((s) => (s.detail.status === 'closed' || s.detail.entry.id !== id ? s : { ...s, detail }));
  }

  private async detailOf(entry: HistoryEntry): Promise<HistoryDetail> {
    if (entry.source === 'fiat') {
      const fiat = await this.deps.payments.getFiatTransaction(entry.id);
      return fiat.ok ? { status: 'ready', entry, fiat: fiat.value } : { status: 'failed', entry };
    }
    const coin = await this.deps.trading.getTransaction(entry.id);
    return coin.ok ? { status: 'ready', entry, coin: coin.value } : { status: 'failed', entry };
  }

  closeDetail(): void {
    this.store.update((s) => (s.detail.status === 'closed' ? s : { ...s, detail: { status: 'closed' } }));
  }

  /** The wallet's whole history as CSV (every page, not only the one shown). */
  csv(): string {
    return transactionsCsv(this.store.getSnapshot().entries.map(csvRow));
  }
}

const paged = (s: WalletHistoryState, page: number): WalletHistoryState => {
  const pages = pageCount(s.entries.length);
  const shownPage = Math.min(Math.max(1, Math.trunc(page)), pages);
  return { ...s, page: shownPage, pages, shown: pageOf(s.entries, shownPage) };
};

const csvRow = (e: HistoryEntry): CsvTransaction => ({
  date: e.createdAt === 0 ? '' : new Date(e.createdAt).toISOString(),
  id: e.id,
  kind: e.kind,
  status: e.status,
  sign: transactionSign(e),
  amount: e.amount.toFixed(),
  currency: e.currency,
  counterAmount: e.counterAmount?.toFixed() ?? '',
  counterCurrency: e.counterCurrency ?? '',
});
