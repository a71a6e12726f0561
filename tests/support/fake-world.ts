import { createFakeServices, type FakeConfig } from '../../adapters/wiring/fake';
import { VirtualTime } from './virtual-time';

/**
 * The app's services over fakes, signed in, in virtual time whose epoch is 0, so the scheduler's
 * now() and the fakes' clock read the same instant (services keep time by the scheduler, the fakes
 * by the clock: bonus end times, quote expiries).
 */
export async function fakeWorld(options: Omit<FakeConfig, 'scheduler' | 'clock'> = {}) {
  const time = new VirtualTime(0);
  const world = createFakeServices({ ...options, scheduler: time.scheduler, clock: time.now });
  await world.services.signIn.restore();
  return { ...world, time };
}
