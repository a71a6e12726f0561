import type { SandboxAccount, SandboxContext } from '../sandbox-context';
import type { TransactionState } from '../sandbox-state';

/** A history entry seen from the fiat wallet: which way the wallet moved, by how much. */
export interface FiatWalletEntry {
  readonly transaction: TransactionState;
  readonly nature: 'in' | 'out';
  readonly amount: string;
  readonly currency: string;
  readonly fee: string;
  readonly description: string;
}

const TOP_UP_LABELS: Readonly<Record<string, string>> = {
  credit_card: 'credit card',
  debit_card: 'debit card',
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
  paypal: 'PayPal',
};

/** Choice: a plain English description per kind; the client may localise by kind instead. */
function describe(t: TransactionState, nature: 'in' | 'out'): string {
  const detail = (key: string): string | undefined => (typeof t.details?.[key] === 'string' ? String(t.details[key]) : undefined);
  if (t.kind === 'fiat_wallet_top_up') return `Top-up by ${TOP_UP_LABELS[detail('top_up_method') ?? ''] ?? 'card'}`;
  if (t.side === 'buy') return `Bought ${t.toCurrency}`;
  if (t.side === 'sell') return `Sold ${t.fromCurrency}`;
  return nature === 'in' ? `Deposit to ${t.toCurrency} wallet` : `Withdrawal from ${t.fromCurrency} wallet`;
}

/**
 * The entry if the transaction moved a fiat wallet: money in (top-ups, deposits, sales to the
 * wallet) or out (withdrawals, purchases paid from the wallet). Card purchases never touch it.
 */
function entryOf(t: TransactionState, wallets: ReadonlySet<string>): FiatWalletEntry | undefined {
  const fee = typeof t.details?.['fee'] === 'string' ? t.details['fee'] : '0';
  const paidFromWallet = t.side === 'buy' && t.details?.['payment_method'] === 'fiat_wallet';
  if ((t.side === 'in' || t.side === 'sell') && wallets.has(t.toCurrency)) {
    return { transaction: t, nature: 'in', amount: t.toAmount, currency: t.toCurrency, fee, description: describe(t, 'in') };
  }
  if ((t.side === 'out' || paidFromWallet) && wallets.has(t.fromCurrency)) {
    return { transaction: t, nature: 'out', amount: t.fromAmount, currency: t.fromCurrency, fee, description: describe(t, 'out') };
  }
  return undefined;
}

/** The customer's fiat wallet transactions, newest first, at most `count` (spec 001 §7, §9: 1000 by default). */
export function fiatWalletHistory(context: SandboxContext, account: SandboxAccount, count: number): readonly FiatWalletEntry[] {
  const wallets = new Set(Object.keys(account.state.fiatWallets));
  return context
    .transactionsOf(account)
    .map((t, index) => ({ entry: entryOf(t, wallets), index }))
    .filter((e): e is { entry: FiatWalletEntry; index: number } => e.entry !== undefined)
    .sort((a, b) => b.entry.transaction.createdAt - a.entry.transaction.createdAt || b.index - a.index)
    .slice(0, count)
    .map((e) => e.entry);
}

/** One of the customer's fiat wallet transactions by id. */
export function fiatWalletEntry(context: SandboxContext, account: SandboxAccount, id: string): FiatWalletEntry | undefined {
  const transaction = context.transactionsOf(account).find((t) => t.id === id);
  return transaction === undefined ? undefined : entryOf(transaction, new Set(Object.keys(account.state.fiatWallets)));
}
