import { firstValueFrom, type SchedulerLike, timer } from 'rxjs';

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);
/** Rounds without a request in flight before the runtime counts as quiet. */
const QUIET_ROUNDS = 2;

const nextTurn = (): Promise<void> => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The runtime's requests in flight, so a command can wait until everything a service started
 * loading has answered (a widget "has loaded"), the way a person waits for a screen to settle.
 * A request counts from the call until its body has been read (bodies are buffered here, so a
 * slow network cannot end the count early); event streams count only until their headers.
 * The WebCrypto work before a signed request (the digest, the signature, the device key's export)
 * and the loading of an adapter on a port's first call count too: they run off the event loop,
 * and the request does not exist until they are done.
 */
export class RequestTraffic {
  private count = 0;

  get inFlight(): number {
    return this.count;
  }

  track(inner: typeof fetch): typeof fetch {
    return async (input, init) => {
      this.count++;
      try {
        const response = await inner(input, init);
        if (response.headers.get('content-type')?.includes('text/event-stream') === true) return response;
        const body = NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer();
        return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
      } finally {
        this.count--;
      }
    };
  }

  /** `subtle` whose every call counts as work in flight until it settles. */
  trackCrypto(subtle: SubtleCrypto): SubtleCrypto {
    return new Proxy(subtle, {
      get: (target, key) => {
        const value: unknown = Reflect.get(target, key, target);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => this.observe(Promise.resolve(Reflect.apply(value, target, args) as unknown));
      },
    });
  }

  /** Counts `work` as in flight until it settles (an adapter module loading, say). */
  async observe<T>(work: Promise<T>): Promise<T> {
    this.count++;
    try {
      return await work;
    } finally {
      this.count--;
    }
  }

  /**
   * Resolves once no request has been in flight for two rounds of the scheduler (timers due now
   * fire, their requests start, promises settle), so loads chained one after another are waited
   * for too.
   */
  async quiet(scheduler: SchedulerLike): Promise<void> {
    for (let idle = 0; idle < QUIET_ROUNDS;) {
      await firstValueFrom(timer(0, scheduler));
      await nextTurn();
      idle = this.count === 0 ? idle + 1 : 0;
    }
  }
}
