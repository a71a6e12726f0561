import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../../application/ports/config-port';
import { DEFAULT_USER } from '../../../adapters/fake/fake-session-adapter';
import { createFakeServices } from '../../../adapters/wiring/fake';
import { VirtualTime } from '../../support/virtual-time';

function setup(user: Parameters<typeof createFakeServices>[0]['session'] = {}) {
  const time = new VirtualTime();
  const world = createFakeServices({ scheduler: time.scheduler, clock: time.now, session: user });
  const stop = world.services.customer.start();
  return { ...world, time, stop, state: () => world.services.customer.state.getSnapshot() };
}

describe('CustomerService', () => {
  it('is empty and loading until someone signs in', async () => {
    const f = setup();
    await f.time.advance(0);
    expect(f.state()).toMatchObject({ user: undefined, loading: true, basketEnabled: false });
    f.stop();
  });

  it('fetches the app and product configs for the signed-in customer', async () => {
    const f = setup();
    await f.services.signIn.restore();
    await f.time.until(() => !f.state().loading);
    expect(f.state().user?.uuid).toBe(f.fakes.session.user.uuid);
    expect(f.state().basketEnabled).toBe(true);
    expect(f.fakes.config.calls.count('getAppConfig')).toBe(1);
    f.stop();
  });

  it('derives Prime regular, UK and cooling-off from the user and the app config', async () => {
    const f = setup({ user: { ...DEFAULT_USER, phoneCountry: 'GB', prime: { benefit: true, invited: true } } });
    const coolingOff: AppConfig['coolingOff'] = { firebaseId: 'uk_cool_off', endAt: f.time.now() + 3_600_000 };
    f.fakes.config.appConfig = { ...f.fakes.config.appConfig, coolingOff };
    await f.services.signIn.restore();
    await f.time.until(() => !f.state().loading);
    expect(f.state()).toMatchObject({ isUk: true, isPrimeRegular: true, coolingOff });
    f.stop();
  });

  it('a failed config leaves its features off and still ends loading', async () => {
    const f = setup();
    f.fakes.config.calls.failNext('getProductConfig', { kind: 'network' });
    await f.services.signIn.restore();
    await f.time.until(() => !f.state().loading);
    expect(f.state()).toMatchObject({ productConfig: undefined, basketEnabled: false });
    expect(f.state().appConfig).toBeDefined();
    f.stop();
  });

  it('signing out clears the customer', async () => {
    const f = setup();
    await f.services.signIn.restore();
    await f.time.until(() => !f.state().loading);
    await f.services.signIn.signOut();
    await f.time.until(() => f.state().user === undefined);
    expect(f.state()).toMatchObject({ user: undefined, appConfig: undefined, loading: true });
    f.stop();
  });
});
