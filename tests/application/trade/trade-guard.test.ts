import { describe, expect, it } from 'vitest';
import { DEFAULT_USER } from '../../../adapters/fake/fake-session-adapter';
import { createFakeServices } from '../../../adapters/wiring/fake';
import { VirtualTime } from '../../support/virtual-time';
import { createBasketBuyFixture } from '../../support/basket-buy-fixture';
import { createSellFixture } from '../../support/sell-fixture';

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
    await f.time.until(() => f.services.buy.state.getSnapshot().pairRate !== undefined && f.services.buy.state.getSnapshot().payment !== undefined);
    f.services.buy.typeAmount('100');
    expect(f.services.buy.state.getSnapshot().canBuy).toBe(true);
    f.services.buy.pressBuy();
    await f.time.advance(1_000);
    expect(f.services.buy.state.getSnapshot().confirm.phase).toBe('closed');
    expect(f.fakes.trading.calls.count('createFiatWalletBuyQuotation') + f.fakes.trading.calls.count('createCardQuotation')).toBe(0);
    expect(f.alert()?.code).toBe('trade_feature_restriction_in_cooling_off_period');
    stop();
  });

  it('Sell pressed inside the window asks for no quote', async () => {
    const f = createSellFixture();
    f.fakes.config.appConfig = { ...f.fakes.config.appConfig, coolingOff: { firebaseId: 'uk_cool_off', endAt: f.time.scheduler.now() + 20 * HOUR } };
    const stop = await f.start();
    await f.coinReady();
    f.sell.typeAmount('0.1');
    expect(f.state().canSell).toBe(true);
    await f.sell.pressSell();
    await f.time.advance(1_000);
    expect(f.state().coinConfirm.phase).toBe('closed');
    expect(f.fakes.trading.calls.count('createCoinQuotation') + f.fakes.trading.calls.count('createFiatWalletSellQuotation')).toBe(0);
    expect(f.services.notices.alert.getSnapshot()?.code).toBe('trade_feature_restriction_in_cooling_off_period');
    stop();
  });

  it('a basket Buy pressed inside the window asks for no preview', async () => {
    const f = await createBasketBuyFixture();
    f.fakes.config.appConfig = { ...f.fakes.config.appConfig, coolingOff: { firebaseId: 'uk_cool_off', endAt: f.time.scheduler.now() + 20 * HOUR } };
    await f.services.customer.reload();
    await f.ready();
    expect(f.state().canBuy).toBe(true);
    f.basketBuy.pressBuy();
    await f.time.advance(1_000);
    expect(f.state().confirm.phase).toBe('closed');
    expect(f.fakes.baskets.calls.count('previewBuy')).toBe(0);
    expect(f.services.notices.alert.getSnapshot()?.code).toBe('trade_feature_restriction_in_cooling_off_period');
    f.stop();
  });
});
