import { describe, expect, it } from 'vitest';
import { FAKE_PLAN } from '../../../adapters/fake/fake-rewards-adapter';
import { DEFAULT_USER } from '../../../adapters/fake/fake-session-adapter';
import { currencyCode } from '../../../domain/money/currency';
import { createBuyFixture, startingFixtures } from '../../support/buy-fixture';

const started = startingFixtures();

describe('BuyService: saved cards (spec 000 §2, 001 §5)', () => {
  it('lists saved cards first; expired and Singapore-rejected cards are shown but not selectable, with their message', async () => {
    const f = createBuyFixture();
    f.setCards({ id: 'card-4242' }, { id: 'card-0005', status: 'expired' }, { id: 'card-4000', status: 'rejected' });
    await started(f);
    expect(f.state().cashOptions.map((o) => [o.id, o.canSelect, o.message])).toEqual([
      ['card-4242', true, undefined],
      ['card-0005', false, 'payment_card_expired'],
      ['card-4000', false, 'sg_credit_card_no_longer_available_tips'],
      ['fiat_wallet:USD', true, undefined],
      ['apple_pay', true, undefined],
      ['google_pay', true, undefined],
      ['add_card', false, undefined],
    ]);
    f.buy.selectPayment('card-0005');
    expect(f.state().payment?.id).not.toBe('card-0005');
  });

  it('Add card opens the card form; the card added is listed and selected', async () => {
    const f = await started(createBuyFixture());
    f.buy.selectTab('crypto');
    f.buy.addCard();
    await f.time.until(() => f.services.cardRegistration.state.getSnapshot().phase === 'form');
    expect(f.fakes.payments.calls.requests('startCardRegistration')).toEqual([['crypto_purchase', undefined]]);
    f.fakes.payments.completeCardRegistration({
      id: 'card-7777',
      brand: 'mastercard',
      maskedCardNumber: '**** 7777',
      type: 'credit_card',
      currency: currencyCode('USD'),
    });
    f.fakes.paymentFrame.post({ source: 'paymentGateway', status: 'success' });
    await f.time.until(() => f.state().payment?.id === 'card-7777');
    expect(f.state().tab).toBe('cash');
  });

  it('Edit shows the credit cards as deletable; deleting asks first with the masked number, then reloads and toasts', async () => {
    const f = createBuyFixture();
    f.setCards({ id: 'card-4242' }, { id: 'card-5454', type: 'debit_card', brand: 'mastercard' });
    await started(f);
    expect([...f.state().deletableIds]).toEqual(['card-4242']);
    f.buy.toggleEditCards();
    expect(f.state().editingCards).toBe(true);
    f.buy.askDeleteCard('card-5454');
    expect(f.state().cardToDelete).toBeUndefined();
    f.buy.askDeleteCard('card-4242');
    expect(f.state().cardToDelete).toEqual({ cardId: 'card-4242', maskedCardNumber: '**** **** **** 4242' });
    await f.buy.confirmDeleteCard();
    expect(f.fakes.payments.calls.requests('deleteCard')).toEqual([['card-4242']]);
    expect(f.state().cashOptions.map((o) => o.id)).not.toContain('card-4242');
    expect(f.state().cardToDelete).toBeUndefined();
    expect(f.toasts.toasts.getSnapshot()).toMatchObject([{ key: 'toast_card_deleted', values: { lastFour: '4242' } }]);
  });

  it('a failed deletion keeps the confirmation open and says so; Keep card closes it', async () => {
    const f = createBuyFixture();
    f.setCards({ id: 'card-4242' });
    await started(f);
    f.buy.askDeleteCard('card-4242');
    f.fakes.payments.calls.failNext('deleteCard', { kind: 'network' });
    await f.buy.confirmDeleteCard();
    expect(f.state()).toMatchObject({ cardDeleteFailed: true, deletingCard: false, cardToDelete: { cardId: 'card-4242' } });
    expect(f.state().cashOptions.map((o) => o.id)).toContain('card-4242');
    f.buy.cancelDeleteCard();
    expect(f.state().cardToDelete).toBeUndefined();
  });

  it('a failed saved-cards fetch is logged and lists no cards (spec 000 §8)', async () => {
    const f = createBuyFixture();
    f.setCards({ id: 'card-4242' });
    f.fakes.payments.calls.failNext('getPaymentAccounts', { kind: 'timeout' });
    await started(f);
    expect(f.state().cashOptions.map((o) => o.id)).not.toContain('card-4242');
    expect(f.fakes.logger.entries().map((e) => e.event)).toContain('saved_cards_fetch_failed');
  });
});

describe('BuyService: what the widget follows', () => {
  it('a coin asked for by whoever opened the trade drawer is selected, also before the coins load', async () => {
    const f = createBuyFixture();
    f.services.tradeDrawer.open({ asset: { kind: 'coin', symbol: currencyCode('ETH') } });
    await started(f);
    expect(f.state().coin?.symbol).toBe('ETH');
    f.services.tradeDrawer.open({ asset: { kind: 'coin', symbol: currencyCode('BTC') } });
    expect(f.state().coin?.symbol).toBe('BTC');
  });

  it('a new coin keeps an amount typed in the paying currency and clears one typed in coins', async () => {
    const f = await started(createBuyFixture());
    f.buy.typeAmount('100');
    f.buy.selectCoin('ETH');
    expect(f.state()).toMatchObject({ amountText: '100', entry: 'source' });
    f.buy.toggleEntry();
    f.buy.selectCoin('BTC');
    expect(f.state()).toMatchObject({ amountText: '', entry: 'source' });
  });

  it('Prime regular users ask for live rates with the transaction type (spec 000 §6)', async () => {
    const f = createBuyFixture({}, { user: { ...DEFAULT_USER, prime: { benefit: true, invited: true } } });
    await started(f);
    expect(f.trading.calls.requests('getLiveRate').at(-1)).toEqual(['USD', 'BTC', 'prime']);
    expect(f.state().banner).toEqual({ kind: 'hidden' });
  });

  it('a subscriber’s trading fee is waived and the banner says they joined', async () => {
    const f = createBuyFixture();
    f.fakes.rewards.subscription = {
      id: 's-1',
      planId: FAKE_PLAN.id,
      planCode: 'pro',
      status: 'active',
      billingPeriod: 'monthly',
      nextBillingPeriod: 'monthly',
      renewsAt: undefined,
    };
    await started(f);
    f.buy.typeAmount('100');
    expect(f.state().fees).toMatchObject({ waiver: 'subscription', subscribed: true });
    expect(f.state().feeEstimate?.trading).toMatchObject({ waivedReason: 'subscription', waivedAmount: expect.objectContaining({}) });
    expect(f.state().banner).toMatchObject({ kind: 'waived_amount' });
  });

  it('a failed live-rates fetch is logged and clears the rates (spec 000 §8)', async () => {
    const f = await started(createBuyFixture());
    f.trading.calls.failNext('getLiveRate', { kind: 'network' });
    await f.time.advance(15_000);
    expect(f.state().pairRate).toBeUndefined();
    expect(f.fakes.logger.entries().map((e) => e.event)).toContain('live_rates_fetch_failed');
  });

  it('a wallet buy reads the transactable amount of the pair and checks it first', async () => {
    const f = createBuyFixture();
    f.trading.setTransactable('80');
    await started(f);
    await f.time.until(() => f.state().transactable !== undefined);
    expect(f.trading.calls.requests('getTransactableAmount').at(-1)).toEqual(['USD', 'BTC']);
    f.buy.typeAmount('90');
    expect(f.state().error).toEqual({ code: 'button_insufficient_balance' });
    expect(f.state().canBuy).toBe(false);
  });
});
