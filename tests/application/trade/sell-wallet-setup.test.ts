import { afterEach, describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { createSellFixture, type SellFixture, type SellFixtureOptions } from '../../support/sell-fixture';

let stops: (() => void)[] = [];
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
});

/** A customer selling BTC to a EUR cash account that is not opened yet. */
async function toUnopenedEur(options: SellFixtureOptions): Promise<SellFixture> {
  const f = createSellFixture({ basket: false, cash: { USD: ['300.00', 'created'], EUR: ['0', 'not_created'] }, ...options });
  stops.push(await f.start());
  f.sell.selectCoin(currencyCode('BTC'));
  await f.coinReady('BTC');
  f.sell.selectTarget('fiat_wallet:EUR');
  await f.time.until(() => f.state().rates !== undefined);
  f.sell.typeAmount('0.01');
  return f;
}

describe('SellService: selling to a cash account that is not set up (spec 000 §4)', () => {
  it('opens the wallet setup instead of a quote; an account that only needs opening is created, then the sale goes on', async () => {
    const f = await toUnopenedEur({ kyc: { status: 'approved' } });
    expect(f.state().target).toMatchObject({ id: 'fiat_wallet:EUR', needsSetup: true });
    expect(f.state().canSell).toBe(true);
    await f.sell.pressSell();
    expect(f.state().walletSetup).toEqual({ step: 'intro', currency: 'EUR' });
    expect(f.fakes.trading.calls.count('getTransactableAmount')).toBe(0);
    expect(f.state().coinConfirm.phase).toBe('closed');
    const creating = f.sell.createWallet();
    expect(f.state().walletSetup?.step).toBe('creating');
    f.sell.closeWalletSetup();
    expect(f.state().walletSetup?.step).toBe('creating');
    await creating;
    expect(f.state().walletSetup).toEqual({ step: 'success', currency: 'EUR' });
    expect(f.fakes.kyc.calls.requests('createWallet')).toEqual([['EUR']]);
    await f.time.until(() => f.state().target?.needsSetup === false);
    f.sell.closeWalletSetup();
    await f.sell.pressSell();
    await f.coinQuoteShown();
    expect(f.fakes.trading.calls.requests('createFiatWalletSellQuotation')[0]?.[0]).toMatchObject({ fiat: 'EUR' });
  });

  it('an account that needs the identity forms points to the app and is not treated as set up', async () => {
    const f = await toUnopenedEur({ kyc: { status: 'setup_needed' } });
    await f.sell.pressSell();
    await f.sell.createWallet();
    expect(f.state().walletSetup).toEqual({ step: 'verification', currency: 'EUR' });
    expect(f.state().target?.needsSetup).toBe(true);
    f.sell.closeWalletSetup();
    expect(f.state().walletSetup).toBeUndefined();
  });

  it('a create call that fails on the way can be tried again', async () => {
    const f = await toUnopenedEur({ kyc: { status: 'approved' } });
    await f.sell.pressSell();
    f.fakes.kyc.calls.failNext('createWallet', { kind: 'timeout' });
    await f.sell.createWallet();
    expect(f.state().walletSetup).toEqual({ step: 'failed', currency: 'EUR' });
    await f.sell.createWallet();
    expect(f.state().walletSetup).toEqual({ step: 'success', currency: 'EUR' });
  });

  it('a customer with no cash account at all is offered the native one to set up', async () => {
    const f = createSellFixture({ basket: false, cash: {} });
    stops.push(await f.start());
    await f.coinReady();
    expect(f.state().cashTargets.map((o) => [o.id, o.needsSetup])).toEqual([['fiat_wallet:USD', true]]);
  });
});
