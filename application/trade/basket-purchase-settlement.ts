import { filter, firstValueFrom, type SchedulerLike } from 'rxjs';
import { ErrorCode } from '../../domain/errors/error-codes';
import { pollingConfig } from '../../domain/polling/polling-policy';
import { type ApiResult, businessError } from '../ports/api-error';
import type { BasketPurchase, BasketsPort, BasketTransaction } from '../ports/baskets-port';
import { pollUntil$ } from '../shared/poll';

/** How paying for a basket preview ended. */
export type BasketPayment =
  | { readonly kind: 'bought'; readonly transaction: BasketTransaction }
  /** The payment went through but the purchase was still completing when the app stopped waiting. */
  | { readonly kind: 'pending' }
  /** The customer cancelled a wallet sheet or closed the payment frame: nothing was charged. */
  | { readonly kind: 'cancelled' };

const settled = (answer: ApiResult<BasketPurchase>): boolean => !answer.ok || answer.value.status !== 'pending';

/**
 * After the payment page reported success (spec 000 §4, §7: basket purchase then getPurchase until
 * completed or failed): the purchase is read every second, at most 20 times (spec 001 §9 polling
 * defaults). Completed gives the purchase's transaction from the basket history; failed gives its
 * error code (transaction_failed when it has none). Choice: a purchase still pending after that,
 * or completed but not yet in the history, is reported as pending, not as a failure, since the
 * customer has paid.
 */
export async function settleBasketPurchase(baskets: BasketsPort, purchaseUuid: string, scheduler: SchedulerLike): Promise<ApiResult<BasketPayment>> {
  const done = await firstValueFrom(
    pollUntil$(() => baskets.getPurchase(purchaseUuid), pollingConfig(settled), scheduler).pipe(filter((emission) => emission.kind === 'done')),
  );
  const outcome = done.outcome;
  if (outcome.kind !== 'success') return { ok: true, value: { kind: 'pending' } };
  const answer = outcome.value;
  if (!answer.ok) return answer;
  if (answer.value.status === 'failed') return { ok: false, error: businessError(answer.value.errorCode ?? ErrorCode.transactionFailed) };
  const history = await baskets.listTransactions();
  const transaction = history.ok ? history.value.find((t) => t.id === answer.value.transactionId) : undefined;
  return { ok: true, value: transaction === undefined ? { kind: 'pending' } : { kind: 'bought', transaction } };
}
