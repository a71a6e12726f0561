import type { AppServices } from '../../../application/app-services';
import type { MemoryLoggingAdapter } from '../../../adapters/fake/memory-logging-adapter';
import { createFakeServices, type FakePorts } from '../../../adapters/wiring/fake';
import { VirtualTime } from '../../support/virtual-time';

/** The app's services over fakes, signed in (after `signIn.restore()`), with a memory logger. */
export function hubTestServices(): { services: AppServices; logger: MemoryLoggingAdapter; fakes: FakePorts; time: VirtualTime } {
  const time = new VirtualTime();
  const { services, fakes } = createFakeServices({ scheduler: time.scheduler, clock: time.now });
  return { services, logger: fakes.logger, fakes, time };
}
