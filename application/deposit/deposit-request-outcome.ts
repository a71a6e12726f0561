import type { SchedulerLike } from 'rxjs';
import { type DepositRequestOrder, depositRequestStage, type DepositRequestStage } from '../../domain/deposit/deposit-request-steps';
import type { CurrencyCode } from '../../domain/money/currency';
import type { BalanceService } from '../account/balance-service';
import type { DepositsPort } from '../ports/deposits-port';
import type { PaymentsPort } from '../ports/payments-port';
import type { DepositFailure } from './deposit-failure';
import { watchSettlement } from './settlement-watch';

/** A deposit request the bank sent the customer back to: being read, where it stands, or why it could not be read. */
export type DepositRequestOutcome =
  | { readonly kind: 'checking'; readonly orderId: string }
  | {
      readonly kind: 'known';
      readonly orderId: string;
      readonly stage: DepositRequestStage;
      readonly order: DepositRequestOrder;
      readonly currency: CurrencyCode;
    }
  | { readonly kind: 'unknown'; readonly orderId: string; readonly failure: DepositFailure };

/**
 * Reads the request as the server recorded it (never the bank page's word), reports it, and
 * follows an authorised request's cash account entry until it settles or fails; a settled one
 * reloads the balances. Each outcome is handed to `report` as it is known; the last is returned.
 */
export async function followDepositRequest(
  deps: { readonly deposits: DepositsPort; readonly payments: PaymentsPort; readonly balances: BalanceService; readonly scheduler: SchedulerLike },
  orderId: string,
  waitMs: number | undefined,
  report: (outcome: DepositRequestOutcome) => void,
): Promise<DepositRequestOutcome> {
  const done = (outcome: DepositRequestOutcome): DepositRequestOutcome => {
    report(outcome);
    return outcome;
  };
  const read = await deps.deposits.getDepositRequestOrder(orderId);
  if (!read.ok) return done({ kind: 'unknown', orderId, failure: { kind: 'api', error: read.error } });
  const { order, currency, transactionId } = read.value;
  const known = (stage: DepositRequestStage): DepositRequestOutcome => ({ kind: 'known', orderId, stage, order, currency });
  const stage = depositRequestStage(read.value.status);
  if (stage === 'settled') await deps.balances.refresh();
  if (stage !== 'on_its_way' || transactionId === undefined) return done(known(stage));
  report(known(stage));
  const watched = await watchSettlement(deps.payments, deps.scheduler, transactionId, waitMs);
  if (!watched.ok || watched.value.status === 'pending') return done(known('on_its_way'));
  if (watched.value.status === 'settled') await deps.balances.refresh();
  return done(known(watched.value.status === 'settled' ? 'settled' : 'failed'));
}
