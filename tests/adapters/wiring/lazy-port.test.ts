import { describe, expect, it } from 'vitest';
import { RequestTraffic } from '../../../adapters/cli/runtime/request-traffic';
import { lazyPort } from '../../../adapters/wiring/lazy-port';

interface Greeter {
  greet(name: string): Promise<string>;
  count(): Promise<number>;
}

describe('lazy ports', () => {
  it('loads the adapter on the first call only, once, and forwards every call with its arguments', async () => {
    let loads = 0;
    let calls = 0;
    const port = lazyPort<Greeter>(() => {
      loads += 1;
      return Promise.resolve({ greet: (name: string) => Promise.resolve(`hi ${name}`), count: () => Promise.resolve((calls += 1)) });
    });
    expect(loads).toBe(0);
    expect(await Promise.all([port.greet('Ana'), port.greet('Bo'), port.count()])).toEqual(['hi Ana', 'hi Bo', 1]);
    expect(await port.count()).toBe(2);
    expect(loads).toBe(1);
  });

  it('is not mistaken for a promise; a failed load fails the call and the next call loads again', async () => {
    let loads = 0;
    const port = lazyPort<Greeter>(() => {
      loads += 1;
      return loads === 1
        ? Promise.reject(new Error('chunk failed'))
        : Promise.resolve({ greet: (n: string) => Promise.resolve(n), count: () => Promise.resolve(0) });
    });
    expect((port as unknown as { then?: unknown }).then).toBeUndefined();
    await expect(port.greet('x')).rejects.toThrow('chunk failed');
    expect(await port.greet('y')).toBe('y');
    expect(loads).toBe(2);
  });

  it('hands the one load to its observer while it is under way (the CLI counts it as work in flight)', async () => {
    const traffic = new RequestTraffic();
    let finish: (adapter: Greeter) => void = () => undefined;
    const port = lazyPort<Greeter>(
      () => new Promise<Greeter>((resolve) => (finish = resolve)),
      (loading) => traffic.observe(loading),
    );
    const greeting = port.greet('Ana');
    const again = port.greet('Bo');
    expect(traffic.inFlight).toBe(1);
    finish({ greet: (name: string) => Promise.resolve(`hi ${name}`), count: () => Promise.resolve(0) });
    expect(await Promise.all([greeting, again])).toEqual(['hi Ana', 'hi Bo']);
    expect(traffic.inFlight).toBe(0);
  });
});
