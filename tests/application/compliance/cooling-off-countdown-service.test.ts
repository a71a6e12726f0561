import { describe, expect, it } from 'vitest';
import { DEFAULT_USER } from '../../../adapters/fake/fake-session-adapter';
import { createFakeServices } from '../../../adapters/wiring/fake';
import { VirtualTime } from '../../support/virtual-time';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** A UK customer whose cooling-off window ends `endsIn` ms after the virtual start (in the scheduler's time, as the app reads it). */
async function setup(endsIn: number | undefined) {
  const time = new VirtualTime();
  const world = createFakeServices({ scheduler: time.scheduler, clock: time.now, session: { user: { ...DEFAULT_USER, phoneCountry: 'GBR' } } });
  world.fakes.config.appConfig = {
    ...world.fakes.config.appConfig,
    coolingOff: endsIn === undefined ? undefined : { firebaseId: 'uk_cool_off', endAt: time.scheduler.now() + endsIn },
  };
  world.services.customer.start();
  await world.services.signIn.restore();
  await time.until(() => !world.services.customer.state.getSnapshot().loading);
  const countdown = world.services.coolingOffCountdown;
  return { ...world, time, countdown, remaining: () => countdown.state.getSnapshot()?.remaining };
}

describe('CoolingOffCountdownService (spec 001 §4, §9)', () => {
  it('has the hours and minutes left at once, with the one-minute rounding', async () => {
    const f = await setup(20 * HOUR);
    const stop = f.countdown.start();
    expect(f.remaining()).toEqual({ hours: 20, minutes: 1 });
    stop();
  });

  it('recomputes every second on the scheduler; the snapshot changes only with the minutes', async () => {
    const f = await setup(2 * HOUR + 30 * 1000);
    const stop = f.countdown.start();
    expect(f.remaining()).toEqual({ hours: 2, minutes: 1 });
    const first = f.countdown.state.getSnapshot();
    await f.time.advance(29_000);
    expect(f.countdown.state.getSnapshot()).toBe(first);
    await f.time.advance(2_000);
    expect(f.remaining()).toEqual({ hours: 2, minutes: 0 });
    await f.time.advance(MINUTE);
    expect(f.remaining()).toEqual({ hours: 1, minutes: 59 });
    stop();
  });

  it('caps the display at 24 hours', async () => {
    const f = await setup(30 * HOUR);
    const stop = f.countdown.start();
    expect(f.remaining()).toEqual({ hours: 24, minutes: 0 });
    stop();
  });

  it('clears when the window ends, and stays cleared', async () => {
    const f = await setup(90 * 1000);
    const stop = f.countdown.start();
    expect(f.remaining()).toEqual({ hours: 0, minutes: 2 });
    await f.time.advance(89_000);
    expect(f.remaining()).toEqual({ hours: 0, minutes: 1 });
    await f.time.advance(1_000);
    expect(f.countdown.state.getSnapshot()).toBeUndefined();
    await f.time.advance(10 * MINUTE);
    expect(f.countdown.state.getSnapshot()).toBeUndefined();
    expect(f.time.scheduler.actions).toHaveLength(0);
    stop();
  });

  it('is undefined without a cooling-off period, or once it has passed', async () => {
    const none = await setup(undefined);
    none.countdown.start();
    expect(none.countdown.state.getSnapshot()).toBeUndefined();
    const past = await setup(-MINUTE);
    past.countdown.start();
    expect(past.countdown.state.getSnapshot()).toBeUndefined();
  });

  it('keeps ticking while anyone shows it, and stops when the last one stops', async () => {
    const f = await setup(5 * HOUR);
    const banner = f.countdown.start();
    const dialog = f.countdown.start();
    banner();
    banner();
    expect(f.time.scheduler.actions.length).toBeGreaterThan(0);
    await f.time.advance(MINUTE);
    expect(f.remaining()).toEqual({ hours: 5, minutes: 0 });
    dialog();
    expect(f.time.scheduler.actions).toHaveLength(0);
  });

  it('follows a new end time from the app config', async () => {
    const f = await setup(5 * HOUR);
    const stop = f.countdown.start();
    f.fakes.config.appConfig = { ...f.fakes.config.appConfig, coolingOff: { firebaseId: 'uk_cool_off', endAt: f.time.scheduler.now() + HOUR } };
    await f.services.customer.reload();
    expect(f.remaining()).toEqual({ hours: 1, minutes: 1 });
    stop();
  });
});
