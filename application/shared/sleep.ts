import { type SchedulerLike, timer } from 'rxjs';

/**
 * A promise that resolves after `ms` of the scheduler's time; cancelling leaves it pending and
 * frees the timer. Lets promise-based code (timeouts, retries) run in virtual time in tests.
 */
export const sleepOn =
  (scheduler: SchedulerLike) =>
  (ms: number, cancel?: AbortSignal): Promise<void> =>
    new Promise((resolve) => {
      const stop = (): void => subscription.unsubscribe();
      const subscription = timer(ms, scheduler).subscribe(() => {
        cancel?.removeEventListener('abort', stop);
        resolve();
      });
      cancel?.addEventListener('abort', stop, { once: true });
    });
