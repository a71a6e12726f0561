import { describe, expect, it } from 'vitest';
import { FakeBasketsAdapter } from '../../../adapters/fake/fake-baskets-adapter';
import { settleBasketPurchase } from '../../../application/trade/basket-purchase-settlement';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { VirtualTime } from '../../support/virtual-time';

async function started(method: 'credit_card' | 'apple_pay' = 'credit_card') {
  const time = new VirtualTime();
  const baskets = new FakeBasketsAdapter({ clock: time.now });
  const preview = await baskets.previewBuy({
    basketId: 'blue_chip',
    paymentMethod: method,
    rebalancingInterval: 'weekly',
    paymentCurrency: currencyCode('USD'),
    paymentAmount: dec('100'),
  });
  if (!preview.ok) throw new Error('no preview');
  const start = await baskets.startThirdPartyBuy(preview.value.id);
  if (!start.ok) throw new Error('not started');
  return { time, baskets, uuid: start.value.purchaseUuid };
}

describe('settleBasketPurchase', () => {
  it('a completed purchase gives its transaction from the basket history', async () => {
    const { time, baskets, uuid } = await started();
    baskets.completePurchase(uuid, true);
    const result = await settleBasketPurchase(baskets, uuid, time.scheduler);
    const purchase = await baskets.getPurchase(uuid);
    expect(result).toEqual({
      ok: true,
      value: { kind: 'bought', transaction: expect.objectContaining({ id: purchase.ok ? purchase.value.transactionId : 'none' }) },
    });
  });

  it('waits a second between reads until the purchase completes', async () => {
    const { time, baskets, uuid } = await started();
    const settling = settleBasketPurchase(baskets, uuid, time.scheduler);
    await time.advance(3_000);
    expect(baskets.calls.count('getPurchase')).toBe(4);
    baskets.completePurchase(uuid, true);
    await time.advance(1_000);
    expect(await settling).toMatchObject({ ok: true, value: { kind: 'bought' } });
    expect(baskets.calls.count('getPurchase')).toBe(5);
  });

  it('a failed purchase is its error code', async () => {
    const { time, baskets, uuid } = await started('apple_pay');
    baskets.completePurchase(uuid, false);
    expect(await settleBasketPurchase(baskets, uuid, time.scheduler)).toMatchObject({
      ok: false,
      error: { kind: 'business', code: ErrorCode.transactionFailed },
    });
  });

  it('still pending after 20 reads is pending, not a failure', async () => {
    const { time, baskets, uuid } = await started();
    const settling = settleBasketPurchase(baskets, uuid, time.scheduler);
    await time.advance(25_000);
    expect(await settling).toEqual({ ok: true, value: { kind: 'pending' } });
    expect(baskets.calls.count('getPurchase')).toBe(20);
  });

  it('a purchase that cannot be read is that error', async () => {
    const { time, baskets, uuid } = await started();
    baskets.calls.failNext('getPurchase', { kind: 'network' });
    expect(await settleBasketPurchase(baskets, uuid, time.scheduler)).toEqual({ ok: false, error: { kind: 'network' } });
  });
});
