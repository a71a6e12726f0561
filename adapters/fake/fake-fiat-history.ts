import type { FiatTransaction } from '../../application/ports/payments-port';
import type { CurrencyCode } from '../../domain/money/currency';
import { type Dec, ZERO } from '../../domain/money/decimal';
import type { FakeAccountAdapter } from './fake-account-adapter';

export interface FakeEntryInput {
  readonly kind: string;
  readonly amount: Dec;
  readonly currency: CurrencyCode;
  readonly fee: Dec;
  readonly description: string;
  readonly totalChargedAmount: Dec | undefined;
  readonly sourceType: string | undefined;
}

/**
 * The fakes' cash account history: money in through top-ups and deposits. An entry credits the
 * account's fiat wallet with its amount once, when it completes (at once, or when a test settles
 * a pending deposit); a failed entry moves nothing.
 */
export class FakeFiatHistory {
  readonly transactions: FiatTransaction[] = [];
  private counter = 0;

  constructor(
    private readonly clock: () => number,
    private readonly account: FakeAccountAdapter | undefined,
  ) {}

  record(input: FakeEntryInput, status: 'completed' | 'pending'): FiatTransaction {
    const transaction: FiatTransaction = {
      id: `tx-${String(++this.counter)}`,
      kind: input.kind,
      status: 'pending',
      nature: 'in',
      amount: input.amount,
      currency: input.currency,
      nativeAmount: input.amount,
      nativeCurrency: input.currency,
      fee: input.fee,
      description: input.description,
      createdAt: this.clock(),
      totalChargedAmount: input.totalChargedAmount,
      sourceType: input.sourceType,
    };
    this.transactions.push(transaction);
    return status === 'completed' ? this.settle(transaction.id, 'completed') : transaction;
  }

  /** A pending entry completes (crediting the wallet) or fails; a settled one stays as it is. */
  settle(id: string, status: 'completed' | 'failed'): FiatTransaction {
    const index = this.transactions.findIndex((t) => t.id === id);
    const entry = this.transactions[index];
    if (entry === undefined) throw new Error(`no fake transaction ${id}`);
    if (entry.status !== 'pending') return entry;
    const settled: FiatTransaction = { ...entry, status };
    this.transactions[index] = settled;
    if (status === 'completed') {
      const wallet = this.account?.fiatWallet(entry.currency);
      this.account?.setFiatWallet(entry.currency, (wallet?.amount ?? ZERO).plus(entry.amount), wallet?.state);
    }
    return settled;
  }
}
