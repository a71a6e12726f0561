import { lastValueFrom, type SchedulerLike } from 'rxjs';
import { settlementPollingConfig, settlementStatus, type SettlementStatus } from '../../domain/deposit/deposit-settlement';
import type { PollingConfig } from '../../domain/polling/polling-policy';
import type { ApiResult } from '../ports/api-error';
import type { FiatTransaction, PaymentsPort } from '../ports/payments-port';
import { pollUntil$ } from '../shared/poll';
import { apiFailed, type DepositResult } from './deposit-failure';

/** How a watched deposit stands when the watch ends: settled, failed, or still pending when the wait ran out. */
export interface Settlement {
  readonly status: SettlementStatus;
  readonly transaction: FiatTransaction;
}

/**
 * Follows a deposit's cash account entry until it settles or fails, with the polling helper on the
 * domain's settlement wait (spec 001 §9: every 1000 ms; the spec's 20 fetches unless `waitMs` says
 * otherwise), in the scheduler's time. A refused fetch ends the watch with its error; an entry
 * still pending when the wait runs out is reported as pending (the money is on its way).
 */
export async function watchSettlement(
  payments: Pick<PaymentsPort, 'getFiatTransaction'>,
  scheduler: SchedulerLike,
  transactionId: string,
  waitMs?: number,
): Promise<ApiResult<Settlement>> {
  const wait = settlementPollingConfig(waitMs);
  const config: PollingConfig<ApiResult<FiatTransaction>> = { ...wait, isDone: (answer) => !answer.ok || wait.isDone(answer.value.status) };
  const last = await lastValueFrom(pollUntil$(() => payments.getFiatTransaction(transactionId), config, scheduler));
  if (last.kind !== 'done') throw new Error('a settlement watch ended without an outcome');
  const { outcome } = last;
  switch (outcome.kind) {
    case 'success':
    case 'expired': {
      const answer = outcome.kind === 'success' ? outcome.value : outcome.lastValue;
      return answer.ok ? { ok: true, value: { status: settlementStatus(answer.value.status), transaction: answer.value } } : answer;
    }
    case 'error':
      throw outcome.error;
    case 'stopped':
      throw new Error('a settlement watch cannot be stopped from outside');
  }
}

/** watchSettlement as a deposit step's result: a refused fetch is the deposit's API failure. */
export async function depositSettlement(
  deps: { readonly payments: Pick<PaymentsPort, 'getFiatTransaction'>; readonly scheduler: SchedulerLike },
  transactionId: string,
  waitMs?: number,
): Promise<DepositResult<Settlement>> {
  const watched = await watchSettlement(deps.payments, deps.scheduler, transactionId, waitMs);
  return watched.ok ? watched : apiFailed(watched.error);
}
