import type { SandboxAccount, SandboxContext } from '../sandbox-context';
import type { TransactionState } from '../sandbox-state';
import { TRADE_KINDS } from './trade-gates';
import { type StoredPurchase, tradingSlice } from './trading-slice';

/** Spec 000 §7, §9: the coin transactions list answers 50 entries by default. */
export const TRANSACTIONS_COUNT = 50;

/** The customer's trades, newest first, at most `count` (Choice: at most 50, whatever is asked). */
export function tradeTransactions(context: SandboxContext, account: SandboxAccount, count: number): readonly TransactionState[] {
  const limit = Number.isInteger(count) && count > 0 ? Math.min(count, TRANSACTIONS_COUNT) : TRANSACTIONS_COUNT;
  return context
    .transactionsOf(account)
    .filter((t) => TRADE_KINDS.has(t.kind))
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice(0, limit);
}

/** A card-scheme purchase not settled (yet): pending while its page is open, failed after a failure or cancel. */
function purchaseView(context: SandboxContext, purchase: StoredPurchase): TransactionState | undefined {
  const quote = tradingSlice(context).quotes[purchase.quoteId];
  if (quote === undefined) return undefined;
  return {
    id: purchase.id,
    userUuid: purchase.userUuid,
    kind: 'crypto_purchase',
    side: 'buy',
    fromCurrency: quote.fromCurrency,
    fromAmount: quote.fromAmount,
    toCurrency: quote.toCurrency,
    toAmount: quote.toAmount,
    status: purchase.status === 'failed' || purchase.status === 'cancelled' ? 'failed' : 'pending',
    createdAt: purchase.createdAt,
    details: { payment_method: purchase.method, quotation_id: quote.id, ...(purchase.errorCode === undefined ? {} : { error_code: purchase.errorCode }) },
  };
}

/**
 * One trade of the customer's (spec 000 §7 fetch transaction): by its id, or by the id of the
 * card-scheme purchase the payment page reports (spec 000 §4: success fetches the transaction).
 */
export function tradeTransaction(context: SandboxContext, account: SandboxAccount, id: string): TransactionState | undefined {
  const recorded = context.transactionsOf(account).find((t) => t.id === id && TRADE_KINDS.has(t.kind));
  if (recorded !== undefined) return recorded;
  const purchase = tradingSlice(context).purchases[id];
  if (purchase?.userUuid !== account.uuid) return undefined;
  const settled = purchase.transactionId === undefined ? undefined : context.transactionsOf(account).find((t) => t.id === purchase.transactionId);
  return settled ?? purchaseView(context, purchase);
}
