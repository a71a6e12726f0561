import { afterEach, describe, expect, it } from 'vitest';
import { businessError } from '../../../application/ports/api-error';
import { BASKET_TRANSFER_POLL_MS } from '../../../application/shared/poll';
import { currencyCode } from '../../../domain/money/currency';
import { createSellFixture, type SellFixture } from '../../support/sell-fixture';

let stops: (() => void)[] = [];
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
});

/** Started on the Blue Chip basket (737.50 USD). */
async function onBasket(f = createSellFixture()): Promise<SellFixture> {
  stops.push(await f.start());
  f.sell.selectBasket(f.basketId ?? '');
  return f;
}

describe('SellService: basket sells (spec 000 §4, §5)', () => {
  it('selecting a basket sets 100 %, offers cash only, and the amount is percentage x balance / 100', async () => {
    const f = await onBasket();
    expect(f.state().form).toMatchObject({ assetType: 'basket', basketPercentage: '100' });
    expect(f.state().target?.payMethod).toBe('fiat_wallet');
    expect(f.state().basketCheck.amount?.toFixed()).toBe('737.5');
    f.sell.typePercentage('33.333');
    expect(f.state()).toMatchObject({ percentageRejection: 'too_many_decimals' });
    f.sell.typePercentage('33.33');
    expect(f.state().basketCheck.amount?.toFixed()).toBe('245.81'); // 245.80875 half up
    f.sell.typePercentage('150');
    expect(f.state().form.basketPercentage).toBe('100');
    f.sell.selectTarget('crypto_wallet:ETH');
    expect(f.state().target?.payMethod).toBe('fiat_wallet');
  });

  it('an amount not above the minimum (product config, with buffer, in USD) is the below-minimum error', async () => {
    const f = await onBasket();
    f.sell.typePercentage('0.7');
    expect(f.state().basketCheck.amount?.toFixed()).toBe('5.16');
    expect(f.state().basketError).toEqual({ code: 'basket_below_minimum', minimum: expect.anything(), currency: 'USD' });
    expect(f.state().basketError?.minimum.toFixed()).toBe('5.25');
    expect(f.state().canSell).toBe(false);
    f.sell.typePercentage('0.72');
    expect(f.state().basketError).toBeUndefined();
    f.sell.typePercentage('0');
    expect(f.state().canSell).toBe(false);
  });

  it('previews, confirms once, shows basket sold, then announces the settled sale from the notifications every 15 s', async () => {
    const f = await onBasket();
    f.sell.typePercentage('50');
    await f.sell.pressSell();
    await f.basketQuoteShown();
    expect(f.fakes.baskets.calls.requests('previewSell')[0]?.[0]).toMatchObject({ basketId: f.basketId, payoutMethod: 'fiat_wallet', payoutCurrency: 'USD' });
    f.sell.confirm();
    f.sell.confirm();
    await f.time.until(() => f.state().outcome !== undefined);
    expect(f.fakes.baskets.calls.count('confirmSell')).toBe(1);
    expect(f.state().outcome).toMatchObject({ kind: 'basket_sold', basketName: 'blue_chip', transaction: { status: 'pending' } });
    expect(f.completed.map((e) => e.kind)).toEqual(['basket_sell']);
    expect(f.fakes.baskets.calls.count('listNotifications')).toBe(0);
    await f.time.advance(BASKET_TRANSFER_POLL_MS);
    await f.time.until(() => f.services.toasts.toasts.getSnapshot().some((t) => t.kind === 'ui' && t.key === 'toast_basket_sale_settled'));
    expect(f.fakes.baskets.calls.count('markNotificationRead')).toBe(1);
    await f.time.advance(BASKET_TRANSFER_POLL_MS * 3);
    expect(f.fakes.baskets.calls.count('listNotifications')).toBe(1);
  });

  it("the preview's below-minimum answer is shown beside the percentage with its minimum", async () => {
    const f = await onBasket();
    f.sell.typePercentage('10');
    f.fakes.baskets.calls.failNext('previewSell', businessError('basket_below_minimum', { meta: { minimum: '80.00', currency: 'USD' } }));
    await f.sell.pressSell();
    await f.time.until(() => f.state().basketConfirm.phase === 'closed' && f.state().previewMinimum !== undefined);
    expect(f.state().basketError?.minimum.toFixed(2)).toBe('80.00');
    expect(f.state().canSell).toBe(false);
    f.sell.typePercentage('20');
    expect(f.state().basketError).toBeUndefined();
  });

  it('other preview failures follow the basket quote rules: a rebalancing basket is a warning dialog', async () => {
    const f = await onBasket();
    f.fakes.baskets.setRebalancingInProgress(f.basketId ?? '', true);
    await f.sell.pressSell();
    await f.time.until(() => f.services.notices.alert.getSnapshot() !== undefined);
    expect(f.services.notices.alert.getSnapshot()).toMatchObject({ code: 'rebalancing_is_in_progress', action: 'warning_dialog' });
  });

  it("a failed basket sale shows the basket failure modal ('try again' / 'could not be completed')", async () => {
    const f = await onBasket();
    await f.sell.pressSell();
    await f.basketQuoteShown();
    f.fakes.baskets.calls.failNext('confirmSell', businessError('transaction_failed'));
    f.sell.confirm();
    await f.time.until(() => f.state().outcome !== undefined);
    expect(f.state().outcome).toMatchObject({ kind: 'failure', basket: true });
    expect(f.completed).toEqual([]);
  });

  it('switching between coins and baskets resets the target (spec 000 §4)', async () => {
    const f = await onBasket();
    f.sell.switchAssetType('coin');
    expect(f.state().form).toMatchObject({ assetType: 'coin', source: undefined });
    expect(f.state().form.target?.payMethod).toBe('crypto_wallet');
    f.sell.selectCoin(currencyCode('BTC'));
    await f.coinReady('BTC');
    expect(f.state().target?.currency).not.toBe('BTC');
  });
});
