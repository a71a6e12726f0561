import { lastValueFrom, type SchedulerLike } from 'rxjs';
import { pollingConfig, type PollingConfig } from '../../domain/polling/polling-policy';
import type { ApiResult } from '../ports/api-error';
import type { PaymentsPort, TopUpOrderStatus } from '../ports/payments-port';
import { pollUntil$ } from '../shared/poll';

/**
 * What the server recorded for a top-up order once its authentication page is done: read with the
 * polling helper's defaults (spec 001 §9: every 1000 ms, at most 20 times) until it is no longer
 * authenticating. A refused read ends at once with its error; an order still authenticating when
 * the attempts run out is answered as it stands.
 */
export async function confirmedTopUpOrder(
  payments: Pick<PaymentsPort, 'getTopUpOrder'>,
  scheduler: SchedulerLike,
  orderId: string,
): Promise<ApiResult<TopUpOrderStatus>> {
  const config: PollingConfig<ApiResult<TopUpOrderStatus>> = pollingConfig((answer) => !answer.ok || answer.value.status !== 'authenticating');
  const last = await lastValueFrom(pollUntil$(() => payments.getTopUpOrder(orderId), config, scheduler));
  if (last.kind !== 'done') throw new Error('an order check ended without an outcome');
  const { outcome } = last;
  if (outcome.kind === 'success') return outcome.value;
  if (outcome.kind === 'expired') return outcome.lastValue;
  throw outcome.kind === 'error' ? outcome.error : new Error('an order check cannot be stopped from outside');
}
