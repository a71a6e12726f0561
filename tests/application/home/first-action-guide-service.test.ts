import { describe, expect, it } from 'vitest';
import { businessError } from '../../../application/ports/api-error';
import { walletSetUpKey } from '../../../application/home/first-action-guide-service';
import { currencyCode } from '../../../domain/money/currency';
import type { AccountCard } from '../../../domain/payment/saved-card';
import { fakeWorld } from '../../support/fake-world';

const VISA: AccountCard = { id: 'card-1', brand: 'visa', maskedCardNumber: '**** **** **** 4242', type: 'credit_card', currency: currencyCode('USD') };
const EXPIRED: AccountCard = { ...VISA, id: 'card-2', status: 'expired' };

async function setup(arrange: (w: Awaited<ReturnType<typeof fakeWorld>>) => void = () => undefined) {
  const w = await fakeWorld();
  w.fakes.account.setFiatWallet('USD', '0');
  arrange(w);
  const guide = w.services.firstActionGuide;
  let fired = 0;
  guide.boughtFirstCoin$.subscribe(() => fired++);
  const stop = guide.start();
  await w.time.until(() => guide.state.getSnapshot().status === 'ready');
  return { ...w, guide, stop, fired: () => fired, state: () => guide.state.getSnapshot() };
}

const stepsOf = (state: ReturnType<Awaited<ReturnType<typeof setup>>['state']>) =>
  state.status === 'ready' ? state.steps.map((s) => `${s.id}:${s.done ? 'done' : s.current ? 'current' : 'todo'}${s.disabled ? ':disabled' : ''}`) : [];

describe('FirstActionGuideService (spec 000 §2, §4)', () => {
  it('a new customer with an empty cash account and no card: fund is current, buy is disabled, popular coins suggested', async () => {
    const f = await setup();
    expect(stepsOf(f.state())).toEqual(['create_account:done', 'fund:current', 'buy:todo:disabled']);
    const state = f.state();
    expect(state.status === 'ready' && state.mode).toBe('guide');
    expect(state.status === 'ready' && state.popularCoins.length).toBeGreaterThan(0);
    expect(f.fakes.payments.calls.requests('getPaymentAccounts')).toEqual([[{ types: ['card'], usage: 'crypto_purchase' }]]);
  });

  it('a usable saved card funds the account; an expired one does not', async () => {
    const withCard = await setup((w) => w.fakes.payments.setCards([VISA]));
    expect(stepsOf(withCard.state())).toEqual(['create_account:done', 'fund:done', 'buy:current']);
    const expired = await setup((w) => w.fakes.payments.setCards([EXPIRED]));
    expect(stepsOf(expired.state())).toEqual(['create_account:done', 'fund:current', 'buy:todo:disabled']);
  });

  it('a funded cash account funds it, and is remembered on the device once its balance is spent', async () => {
    const f = await setup((w) => w.fakes.account.setFiatWallet('USD', '25'));
    expect(stepsOf(f.state())).toEqual(['create_account:done', 'fund:done', 'buy:current']);
    expect(f.fakes.storage.get(walletSetUpKey('user-1'))).toBe('true');
    f.fakes.account.setFiatWallet('USD', '0');
    await f.services.balances.loadWallets();
    expect(stepsOf(f.state())).toEqual(['create_account:done', 'fund:done', 'buy:current']);
  });

  it('a card added through the card form completes the fund step', async () => {
    const f = await setup();
    const adding = f.services.cardRegistration.open('crypto_purchase');
    await f.time.until(() => f.services.cardRegistration.state.getSnapshot().phase === 'form');
    f.fakes.payments.completeCardRegistration(VISA);
    f.fakes.paymentFrame.post({ source: 'paymentGateway', status: 'success' });
    await adding;
    await f.time.until(() => stepsOf(f.state())[1] === 'fund:done');
    expect(stepsOf(f.state())).toEqual(['create_account:done', 'fund:done', 'buy:current']);
  });

  it('a customer who already transacted gets the replacement at once, and the bought-first-coin callback fires once', async () => {
    const f = await setup((w) => w.fakes.coins.setTransacted(true));
    const state = f.state();
    expect(state.status === 'ready' && state.mode).toBe('replaced');
    expect(f.fired()).toBe(1);
    f.services.tradeEvents.completed({ kind: 'coin_buy', transactionId: 'tx-2', isFirstPurchase: false });
    await f.time.advance(0);
    expect(f.fired()).toBe(1);
    expect(f.fakes.coins.calls.count('getPopularTradingCoins')).toBe(1);
  });

  it('the first completed trade replaces the guide and fires the callback once', async () => {
    const f = await setup((w) => w.fakes.payments.setCards([VISA]));
    expect(f.fired()).toBe(0);
    f.fakes.coins.setTransacted(true);
    f.services.tradeEvents.completed({ kind: 'coin_buy', transactionId: 'tx-1', isFirstPurchase: true });
    await f.time.until(() => f.fired() === 1);
    const state = f.state();
    expect(state.status === 'ready' && state.mode).toBe('replaced');
    // The guide reads no wallets of its own after a trade: the trade refreshes the account data.
    expect(f.fakes.account.calls.count('getWallets')).toBe(1);
  });

  it('a failed card fetch is logged and counts as no saved card; another popular-coins failure keeps the guide, logged', async () => {
    const f = await setup((w) => {
      w.fakes.payments.setCards([VISA]);
      w.fakes.payments.calls.failNext('getPaymentAccounts', { kind: 'server', status: 503 });
      w.fakes.coins.calls.failNext('getPopularTradingCoins', businessError('coin_not_found'));
    });
    expect(stepsOf(f.state())).toEqual(['create_account:done', 'fund:current', 'buy:todo:disabled']);
    const state = f.state();
    expect(state.status === 'ready' && state.mode).toBe('guide');
    expect(state.status === 'ready' && state.popularCoins).toEqual([]);
    expect(f.fakes.logger.entries('warn').map((e) => e.event)).toEqual(['payment_accounts_failed', 'popular_coins_failed']);
    expect(f.fired()).toBe(0);
  });

  it('stopping ends the following: later trades fetch nothing', async () => {
    const f = await setup();
    f.stop();
    f.services.tradeEvents.completed({ kind: 'coin_buy', transactionId: 'tx-1', isFirstPurchase: true });
    await f.time.advance(0);
    expect(f.fakes.coins.calls.count('getPopularTradingCoins')).toBe(1);
  });
});

describe('FirstActionGuideService across visits', () => {
  it('coming back to the home does not fire the callback again; signing in again starts from nothing', async () => {
    const f = await setup((w) => w.fakes.coins.setTransacted(true));
    f.stop();
    const again = f.guide.start();
    await f.time.advance(0);
    expect(f.fired()).toBe(1);
    expect(f.fakes.coins.calls.count('getPopularTradingCoins')).toBe(1);
    again();
    await f.services.signIn.signOut();
    f.fakes.session.signIn();
    await f.services.signIn.restore();
    const next = f.guide.start();
    expect(f.state()).toEqual({ status: 'loading' });
    await f.time.until(() => f.state().status === 'ready');
    expect(f.fired()).toBe(2);
    next();
  });
});
