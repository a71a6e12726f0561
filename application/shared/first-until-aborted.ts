import { type Observable, take } from 'rxjs';

/**
 * The first value of `source`; aborting `signal` unsubscribes and rejects with an AbortError named
 * by `reason` (payment frames: "The payment frame is no longer awaited.").
 */
export function firstUntilAborted<T>(source: Observable<T>, signal: AbortSignal | undefined, reason: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const aborted = (): void => reject(new DOMException(reason, 'AbortError'));
    if (signal?.aborted === true) {
      aborted();
      return;
    }
    const stop = (): void => {
      subscription.unsubscribe();
      aborted();
    };
    const subscription = source.pipe(take(1)).subscribe((value) => {
      signal?.removeEventListener('abort', stop);
      resolve(value);
    });
    signal?.addEventListener('abort', stop, { once: true });
  });
}
