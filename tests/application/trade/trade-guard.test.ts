import { describe, expect, it } from 'vitest';
import { DEFAULT_USER } from '../../../adapters/fake/fake-session-adapter';
import { createFakeServices } from '../../../adapters/wiring/fake';
import { VirtualTime } from '../../support/virtual-time';

const HOUR = 3_600_000;

async function setup(coolingOffEndsIn: number | undefined, options: { loaded?: boolean } = {}) {
  const time = new VirtualTime();
  const world = createFakeServices({ scheduler: time.scheduler, clock: time.now, session: { user: { ...DEFAULT_USER, phoneCountry: 'GBR' } } });
  world.fakes.config.appConfig = {
    ...world.fakes.config.appConfig,
    coolingOff: coolingOffEndsIn === undefined ? undefined : { firebaseId: 'uk_cool_off', endAt: time.scheduler.now() + coolingOffEndsIn },
  };
  world.fakes.account.setTotal('1000.00').setFiatWallet('USD', '1000.00');
  const held = options.loaded === false ? world.fakes.config.calls.holdNext('getAppConfig') : undefined;
  world.services.customer.start();
  await world.services.signIn.restore();
  if (held !== undefined) await time.until(() => held.started);
  else await time.until(() => !world.services.customer.state.getSnapshot().loading);
  return { ...world, time, alert: () => world.services.notices.alert.getSnapshot() };
}

describe('TradeGuard: the pre-trade UK cooling-off check (spec 000 §4, §6, §8)', () => {
  it('inside the window: blocked, and the cooling-off dialog is presented', async () => {
    const f = await setup(20 * HOUR);
    expect(f.services.tradeGuard.check()).toBe('blocked');
    expect(f.alert()).toEqual({
      code: 'trade_feature_restriction_in_cooling_off_period',
      action: 'modal',
      title: { kind: 'key', key: 'web_error_cooling_off_title' },
      message: { kind: 'key', key: 'web_error_cooling_off_message' },
      extras: ['cooling_off_modal'],
    });
  });

  it('once the window has ended the trade proceeds and nothing is shown', async () => {
    const f = await setup(HOUR);
    await f.time.advance(HOUR);
    expect(f.services.tradeGuard.check()).toBe('proceed');
    expect(f.alert()).toBeUndefined();
  });

  it('outside the UK regime, or before the app config is known, the trade proceeds (the server still refuses inside the window)', async () => {
    expect((await setup(undefined)).services.tradeGuard.check()).toBe('proceed');
    const loading = await setup(20 * HOUR, { loaded: false });
    expect(loading.services.customer.state.getSnapshot().loading).toBe(true);
    expect(loading.services.tradeGuard.check()).toBe('proceed');
  });

  it('Buy pressed inside the window asks for no quote', async () => {
    const f = await setup(20 * HOUR);
    const stop = f.services.buy.start();
    await f.time.until(() => f.services.buy.state.getSnapshot().paymentOptions.length > 0 && f.services.buy.state.getSnapshot().coin !== undefined);
    f.services.buy.typeAmount('100');
    const option = f.services.buy.state.getSnapshot().paymentOptions.find((o) => o.canSelect);
    if (option === undefined) throw new Error('no selectable payment option');
    f.services.buy.selectPayment(option.id);
    expect(f.services.buy.state.getSnapshot().canBuy).toBe(true);
    f.services.buy.pressBuy();
    await f.time.advance(1_000);
    expect(f.services.buy.state.getSnapshot().confirm.phase).toBe('closed');
    expect(f.fakes.trading.calls.count('createFiatWalletBuyQuotation')).toBe(0);
    expect(f.alert()?.code).toBe('trade_feature_restriction_in_cooling_off_period');
    stop();
  });
});
