import { pollingConfig, type PollingConfig } from '../polling/polling-policy';
import { POLLING_RESULT, type SectionResponse } from './cash-setup-routing';

/** The polling result's max_attempts and interval_millis (spec 001 §4). */
export interface SetupPolling {
  readonly maxAttempts: number | undefined;
  readonly intervalMillis: number | undefined;
}

const wholeAtLeast = (value: number | undefined, min: number): number | undefined =>
  value !== undefined && Number.isInteger(value) && value >= min ? value : undefined;

/**
 * The setup form's result polling: it stops on the first response that is not still 'polling'
 * (a success or any other result), or after max_attempts.
 * Choice: a missing or invalid max_attempts or interval_millis falls back to the polling defaults.
 */
export const cashSetupPollingConfig = (polling: SetupPolling): PollingConfig<SectionResponse> => {
  const maxAttempts = wholeAtLeast(polling.maxAttempts, 1);
  const intervalMs = wholeAtLeast(polling.intervalMillis, 0);
  return pollingConfig((response: SectionResponse) => response.result?.type !== POLLING_RESULT || response.nextSection !== undefined, {
    ...(maxAttempts === undefined ? {} : { maxAttempts }),
    ...(intervalMs === undefined ? {} : { intervalMs }),
  });
};
