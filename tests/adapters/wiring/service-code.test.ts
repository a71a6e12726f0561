import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { resolve } from '../../../adapters/wiring/container';
import { later } from '../../../adapters/wiring/later';
import { area, type Bindings, needs } from '../../../adapters/wiring/registry';
import { createServiceCode } from '../../../adapters/wiring/service-code';
import { Launcher } from '../../../application/shared/launcher';

const CODE = {
  depositLauncher: needs([], () => new Launcher()),
  cashAccountSetupLauncher: needs([], () => new Launcher()),
} as unknown as Bindings;

/** An area whose two services load later, from `load`, counting its calls. */
function deferredArea(load: () => Promise<Bindings>) {
  const calls = { count: 0 };
  const each = area<Record<string, unknown>>()({
    name: 'later',
    ports: {},
    services: {
      ...later(['depositLauncher', 'cashAccountSetupLauncher'], () => {
        calls.count += 1;
        return load() as never;
      }),
    },
    internal: {},
  });
  return { each, calls };
}

describe('the code of services an area loads later', () => {
  it('binds them at once from the code given (the CLI, the fakes), without loading', () => {
    const { each, calls } = deferredArea(() => Promise.resolve(CODE));
    const container = new Container();
    const code = createServiceCode(container, [each], CODE);
    expect(code.ready('later')).toBe(true);
    expect(resolve(container, 'depositLauncher')).toBeInstanceOf(Launcher);
    expect(calls.count).toBe(0);
  });

  it('loads once on first use; areas with nothing deferred are ready', async () => {
    const { each, calls } = deferredArea(() => Promise.resolve(CODE));
    const container = new Container();
    const code = createServiceCode(container, [each]);
    expect(code.ready('later')).toBe(false);
    expect(code.ready('trade')).toBe(true);
    await Promise.all([code.load('later'), code.load('later'), code.load('trade')]);
    await code.load('later');
    expect(calls.count).toBe(1);
    expect(code.ready('later')).toBe(true);
    expect(resolve(container, 'cashAccountSetupLauncher')).toBe(resolve(container, 'cashAccountSetupLauncher'));
  });

  it('tries a failed load again on the next call (a chunk that did not arrive)', async () => {
    let fail = true;
    const { each, calls } = deferredArea(() => (fail ? Promise.reject(new Error('chunk lost')) : Promise.resolve(CODE)));
    const code = createServiceCode(new Container(), [each]);
    await expect(code.load('later')).rejects.toThrow('chunk lost');
    expect(code.ready('later')).toBe(false);
    fail = false;
    await code.load('later');
    expect(code.ready('later')).toBe(true);
    expect(calls.count).toBe(2);
  });

  it('names a deferred service its code does not bind', () => {
    const { each } = deferredArea(() => Promise.resolve(CODE));
    const { depositLauncher } = CODE;
    expect(() => createServiceCode(new Container(), [each], { depositLauncher })).toThrow(/cashAccountSetupLauncher/);
  });
});
