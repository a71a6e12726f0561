import type { ApiError, ApiResult } from '../../application/ports/api-error';

/** A call the test holds back: it has taken effect, its answer waits for `release()`. */
export interface HeldCall {
  /** True once the held call has been made. */
  readonly started: boolean;
  release(): void;
}

interface Hold {
  started: boolean;
  readonly released: Promise<void>;
  readonly open: () => void;
}

/**
 * Test controls shared by the fake adapters, per port method: counts and records calls, makes the
 * next call fail with a given ApiError, or holds the next call's answer until released (races).
 * A call's answer is computed when the call is made; a hold only delays its delivery.
 */
export class FakeCalls<M extends string> {
  private readonly failures = new Map<M, ApiError[]>();
  private readonly holds = new Map<M, Hold[]>();
  private readonly log: { readonly method: M; readonly args: readonly unknown[] }[] = [];

  count(method: M): number {
    return this.log.filter((call) => call.method === method).length;
  }

  /** The arguments of each call of `method`, oldest first. */
  requests(method: M): readonly (readonly unknown[])[] {
    return this.log.filter((call) => call.method === method).map((call) => call.args);
  }

  failNext(method: M, error: ApiError): void {
    this.failures.set(method, [...(this.failures.get(method) ?? []), error]);
  }

  holdNext(method: M): HeldCall {
    let open = (): void => undefined;
    const released = new Promise<void>((resolve) => (open = resolve));
    const hold: Hold = { started: false, released, open };
    this.holds.set(method, [...(this.holds.get(method) ?? []), hold]);
    return {
      get started() {
        return hold.started;
      },
      release: () => hold.open(),
    };
  }

  async run<T>(method: M, args: readonly unknown[], answer: () => ApiResult<T>): Promise<ApiResult<T>> {
    this.log.push({ method, args });
    const failure = this.failures.get(method)?.shift();
    const hold = this.holds.get(method)?.shift();
    const result: ApiResult<T> = failure === undefined ? answer() : { ok: false, error: failure };
    if (hold !== undefined) {
      hold.started = true;
      await hold.released;
    }
    return result;
  }
}
