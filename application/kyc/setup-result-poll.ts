import type { Observable, SchedulerLike } from 'rxjs';
import type { SectionResponse } from '../../domain/kyc/cash-setup-routing';
import { cashSetupPollingConfig, type SetupPolling } from '../../domain/kyc/cash-setup-polling';
import type { PollingConfig } from '../../domain/polling/polling-policy';
import type { ApiResult } from '../ports/api-error';
import type { KycPort } from '../ports/kyc-port';
import { type PollEmission, pollUntil$ } from '../shared/poll';

/**
 * The setup form's result polling (spec 001 §4: max_attempts and interval_millis from the polling
 * result, stopping on success or abort) on the shared poll helper: each fetch is one
 * result_polling call; it ends with the first answer that is no longer 'polling', or with the
 * first refused call (success outcome with ok: false), or expires after max_attempts.
 * Unsubscribing aborts it: no fetch starts afterwards and a late answer is dropped.
 */
export function pollSetupResult$(
  port: Pick<KycPort, 'pollResult'>,
  request: { readonly triggeredBy: string; readonly sectionId: string },
  polling: SetupPolling,
  scheduler: SchedulerLike,
): Observable<PollEmission<ApiResult<SectionResponse>>> {
  const setup = cashSetupPollingConfig(polling);
  const config: PollingConfig<ApiResult<SectionResponse>> = { ...setup, isDone: (answer) => !answer.ok || setup.isDone(answer.value) };
  return pollUntil$(() => port.pollResult(request.triggeredBy, request.sectionId), config, scheduler);
}
