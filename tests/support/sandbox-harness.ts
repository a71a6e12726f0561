import { setupServer } from 'msw/node';
import type { AppServices } from '../../application/app-services';
import { SandboxExchange } from '../../adapters/sandbox/exchange/sandbox-exchange';
import { sandboxHandlers } from '../../adapters/sandbox/handlers';
import { FaultController } from '../../adapters/sandbox/faults/fault-controller';
import { sleepOn } from '../../application/shared/sleep';
import { resolve } from '../../adapters/wiring/container';
import { createNodeContainer } from '../../adapters/wiring/node';
import type { Registry } from '../../adapters/wiring/registry';
import { VirtualTime } from './virtual-time';

export const SANDBOX_ORIGIN = 'http://sandbox.test';

/** A sandbox exchange behind msw and a client wired to it over HTTP, sharing one virtual clock. */
export function createSandboxHarness() {
  const time = new VirtualTime();
  const exchange = new SandboxExchange({ clock: time.now, seed: 7 });
  const faults = new FaultController();
  const server = setupServer(...sandboxHandlers(exchange, { faults, wait: sleepOn(time.scheduler) }));
  const container = createNodeContainer({ apiBaseUrl: SANDBOX_ORIGIN, scheduler: time.scheduler });
  const get = <K extends keyof Registry>(name: K): Registry[K] => resolve(container, name);
  const services: AppServices = get('services');
  return {
    time,
    exchange,
    faults,
    server,
    services,
    get,
    start: () => server.listen({ onUnhandledRequest: 'error' }),
    stop: () => server.close(),
  };
}

export type SandboxHarness = ReturnType<typeof createSandboxHarness>;
