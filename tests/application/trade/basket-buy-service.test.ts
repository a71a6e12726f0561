import { describe, expect, it } from 'vitest';
import { businessError } from '../../../application/ports/api-error';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { dec } from '../../../domain/money/decimal';
import { createBasketBuyFixture } from '../../support/basket-buy-fixture';

describe('BasketBuyService', () => {
  it('shows an offer with its purchasing info, the ways to pay and the offer default interval', async () => {
    const f = await createBasketBuyFixture();
    await f.select('blue_chip');
    const s = f.state();
    expect(s).toMatchObject({ load: 'ready', interval: 'weekly', note: undefined, canBuy: false });
    expect(s.offer?.id).toBe('blue_chip');
    expect(s.intervals).toEqual(['never', 'weekly', 'bi_weekly', 'monthly']);
    expect(s.options.map((o) => o.id)).toEqual(['card_1', 'fiat_wallet:USD', 'apple_pay', 'google_pay']);
    expect(s.hintMinimum?.toString()).toBe('10');
    f.stop();
  });

  it('Buy needs an amount above 0 and no error; the estimate splits the basket fee off', async () => {
    const f = await createBasketBuyFixture();
    await f.ready('');
    expect(f.state().canBuy).toBe(false);
    f.basketBuy.typeAmount('0');
    expect(f.state().canBuy).toBe(false);
    f.basketBuy.typeAmount('10.49');
    expect(f.state().amountError).toEqual({ code: ErrorCode.basketBelowMinimum, minimum: dec('10.50'), currency: 'USD' });
    expect(f.state().canBuy).toBe(false);
    f.basketBuy.typeAmount('1000.01');
    expect(f.state().amountError).toEqual({ code: ErrorCode.insufficientBalance });
    f.basketBuy.typeAmount('100');
    expect(f.state().amountError).toBeUndefined();
    expect(f.state().canBuy).toBe(true);
    expect(f.state().estimate?.fees.map((fee) => fee.amount.toFixed(2))).toEqual(['1.00']);
    expect(f.state().estimate?.invested.toFixed(2)).toBe('99.00');
    f.stop();
  });

  it('keeps the typed amount to the currency decimals', async () => {
    const f = await createBasketBuyFixture();
    await f.ready('');
    f.basketBuy.typeAmount('12.345');
    expect(f.state()).toMatchObject({ amountText: '', rejection: 'too_many_decimals' });
    f.stop();
  });

  it('buys from the cash account: preview with the chosen interval, terms ticked, one confirmation, success, balances and the owned basket refreshed', async () => {
    const f = await createBasketBuyFixture();
    await f.ready('100');
    f.basketBuy.selectInterval('monthly');
    f.basketBuy.pressBuy();
    await f.previewShown();
    expect(f.fakes.baskets.calls.requests('previewBuy')[0]?.[0]).toMatchObject({
      basketId: 'blue_chip',
      paymentMethod: 'fiat_wallet',
      rebalancingInterval: 'monthly',
      paymentCurrency: 'USD',
    });
    f.basketBuy.confirm();
    await f.time.advance(0);
    expect(f.fakes.baskets.calls.count('confirmBuy')).toBe(0);
    f.basketBuy.acceptTerms(true);
    f.basketBuy.confirm();
    f.basketBuy.confirm();
    await f.time.until(() => f.state().outcome !== undefined);
    expect(f.fakes.baskets.calls.count('confirmBuy')).toBe(1);
    expect(f.state().outcome).toMatchObject({ kind: 'success', preview: { basketName: 'blue_chip' } });
    expect(f.state().confirm.phase).toBe('closed');
    expect(f.completed).toEqual([{ kind: 'basket_buy', transactionId: expect.any(String), isFirstPurchase: false }]);
    await f.time.until(() => f.state().owned !== undefined);
    expect(f.state().note).toEqual({ kind: 'rebalancing_enabled', interval: 'monthly', pointsTo: 'portfolio' });
    expect(f.fakes.baskets.book.cash.toString()).toBe('900');
    f.stop();
  });

  it('a delisted or disabled basket is refused with the delisted dialog and never previewed', async () => {
    for (const id of ['legacy', 'paused']) {
      const f = await createBasketBuyFixture();
      await f.ready('50', id);
      f.basketBuy.pressBuy();
      expect(f.state()).toMatchObject({ delisted: true, confirm: { phase: 'closed' } });
      expect(f.fakes.baskets.calls.count('previewBuy')).toBe(0);
      f.basketBuy.closeDelisted();
      expect(f.state().delisted).toBe(false);
      f.stop();
    }
  });

  it('an owned basket shows the note and keeps its own interval, which a buy sends unchanged', async () => {
    const f = await createBasketBuyFixture();
    f.fakes.baskets.own('blue_chip', { BTC: '0.001', ETH: '0.01' }, 'never');
    await f.ready('50');
    expect(f.state().note).toEqual({ kind: 'rebalancing_disabled', pointsTo: 'portfolio' });
    expect(f.state().interval).toBe('never');
    f.basketBuy.pressBuy();
    await f.previewShown();
    expect(f.fakes.baskets.calls.requests('previewBuy')[0]?.[0]).toMatchObject({ rebalancingInterval: 'never' });
    f.stop();
  });

  it('the form opened again reads its basket afresh, even the same one (what the customer owns may have changed)', async () => {
    const f = await createBasketBuyFixture();
    await f.select();
    expect(f.state().owned).toBeUndefined();
    f.fakes.baskets.own('blue_chip', { BTC: '0.001', ETH: '0.01' }, 'monthly');
    await f.select();
    expect(f.state().owned).toBeUndefined();
    f.stop();
    const stop = f.basketBuy.start();
    await f.select();
    expect(f.state()).toMatchObject({ owned: { rebalancingInterval: 'monthly' }, note: { kind: 'rebalancing_enabled', interval: 'monthly' } });
    stop();
  });

  it('changes an owned basket’s rebalancing from the note; a failure alerts and keeps the old interval', async () => {
    const f = await createBasketBuyFixture();
    const id = f.fakes.baskets.own('blue_chip', { BTC: '0.001', ETH: '0.01' }, 'weekly');
    await f.select();
    f.basketBuy.editRebalancing();
    f.basketBuy.chooseRebalancing('monthly');
    f.fakes.baskets.calls.failNext('setRebalancing', { kind: 'network' });
    await f.basketBuy.saveRebalancing();
    expect(f.services.notices.alert.getSnapshot()).toMatchObject({ code: 'rebalancing_change', action: 'dialog' });
    expect(f.state().owned?.rebalancingInterval).toBe('weekly');
    expect(f.state().rebalancingEdit).toEqual({ choice: 'monthly', saving: false });
    await f.basketBuy.saveRebalancing();
    expect(f.fakes.baskets.calls.requests('setRebalancing').at(-1)).toEqual([id, 'monthly']);
    expect(f.state()).toMatchObject({ rebalancingEdit: undefined, interval: 'monthly', note: { kind: 'rebalancing_enabled', interval: 'monthly' } });
    expect(f.services.toasts.toasts.getSnapshot().at(-1)).toMatchObject({ tone: 'success', key: 'toast_rebalancing_updated' });
    f.stop();
  });

  it.each([
    [ErrorCode.hitMaxThreshold, 'dialog'],
    [ErrorCode.hitMinThreshold, 'dialog'],
    [ErrorCode.rebalancingInProgress, 'warning_dialog'],
    ['something_new', 'warning_dialog'],
  ])('a preview refused with %s goes to the notice host as a %s', async (code, action) => {
    const f = await createBasketBuyFixture();
    await f.ready('100');
    f.fakes.baskets.calls.failNext('previewBuy', businessError(code));
    f.basketBuy.pressBuy();
    await f.time.until(() => f.state().confirm.phase === 'closed');
    expect(f.services.notices.alert.getSnapshot()).toMatchObject({ code, action });
    expect(f.state().outcome).toBeUndefined();
    f.stop();
  });

  it('a preview refused for balance or below the minimum shows beside the amount and disables Buy until the amount changes', async () => {
    const f = await createBasketBuyFixture();
    await f.ready('100');
    f.fakes.baskets.calls.failNext('previewBuy', businessError(ErrorCode.basketBelowMinimum, { meta: { minimum: '26.25', currency: 'USD' } }));
    f.basketBuy.pressBuy();
    await f.time.until(() => f.state().confirm.phase === 'closed');
    expect(f.state()).toMatchObject({ amountError: { code: ErrorCode.basketBelowMinimum, minimum: dec('26.25') }, canBuy: false });
    f.basketBuy.typeAmount('110');
    expect(f.state()).toMatchObject({ amountError: undefined, canBuy: true });
    f.fakes.baskets.calls.failNext('previewBuy', businessError(ErrorCode.notEnoughBalance));
    f.basketBuy.pressBuy();
    await f.time.until(() => f.state().confirm.phase === 'closed');
    expect(f.state().serverNotice).toMatchObject({ code: ErrorCode.notEnoughBalance, action: 'inline' });
    expect(f.state().canBuy).toBe(false);
    f.stop();
  });

  it('a failed confirmation opens the failure modal', async () => {
    const f = await createBasketBuyFixture();
    await f.ready('100');
    f.basketBuy.pressBuy();
    await f.previewShown();
    f.basketBuy.acceptTerms(true);
    f.fakes.baskets.calls.failNext('confirmBuy', businessError(ErrorCode.transactionFailed));
    f.basketBuy.confirm();
    await f.time.until(() => f.state().outcome !== undefined);
    expect(f.state().outcome).toMatchObject({ kind: 'failure', notice: { code: ErrorCode.transactionFailed } });
    expect(f.completed).toEqual([]);
    f.stop();
  });

  it('refreshes the preview at zero and unticks nothing; a cancel closes', async () => {
    const f = await createBasketBuyFixture();
    await f.ready('100');
    f.basketBuy.pressBuy();
    await f.previewShown();
    f.basketBuy.acceptTerms(true);
    const first = f.confirm().quote?.id;
    await f.time.advance(15_000);
    await f.previewShown();
    expect(f.confirm().quote?.id).not.toBe(first);
    expect(f.state().termsAccepted).toBe(true);
    f.basketBuy.cancel();
    expect(f.state().confirm.phase).toBe('closed');
    f.stop();
  });

  it('choosing another basket while a confirmation is being sent keeps it: it executes once and its outcome shows', async () => {
    const f = await createBasketBuyFixture();
    await f.ready('100');
    f.basketBuy.pressBuy();
    await f.previewShown();
    f.basketBuy.acceptTerms(true);
    const held = f.fakes.baskets.calls.holdNext('confirmBuy');
    f.basketBuy.confirm();
    await f.time.until(() => held.started);
    await f.select('paused');
    expect(f.state().confirm).toMatchObject({ phase: 'open', submitting: true });
    held.release();
    await f.time.until(() => f.state().outcome !== undefined);
    expect(f.state().outcome).toMatchObject({ kind: 'success', preview: { basketName: 'blue_chip' } });
    expect(f.fakes.baskets.calls.count('confirmBuy')).toBe(1);
    f.stop();
  });

  it('a basket that cannot be read offers a retry; an owned basket id finds its offer', async () => {
    const f = await createBasketBuyFixture();
    f.fakes.baskets.calls.failNext('getPurchasingInfo', { kind: 'network' });
    await f.select('blue_chip');
    expect(f.state().load).toBe('failed');
    void f.basketBuy.retry();
    await f.time.until(() => f.state().load === 'ready');
    const id = f.fakes.baskets.own('blue_chip', { BTC: '0.001', ETH: '0.01' });
    await f.select(id);
    expect(f.state()).toMatchObject({ load: 'ready', offer: { id: 'blue_chip' }, owned: { id } });
    f.stop();
  });
});
