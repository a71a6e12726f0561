import { describe, expect, it } from 'vitest';
import { FakeBasketsAdapter } from '../../../adapters/fake/fake-baskets-adapter';
import { BasketSaleWatch, type PendingSale } from '../../../application/trade/basket-sale-watch';
import { BASKET_TRANSFER_POLL_MS } from '../../../application/shared/poll';
import { basketSellPreviewRequest } from '../../../domain/basket/basket-preview';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { VirtualTime } from '../../support/virtual-time';

async function sold(baskets: FakeBasketsAdapter, basketId: string, percentage: string): Promise<string> {
  const preview = await baskets.previewSell(basketSellPreviewRequest(basketId, 'fiat_wallet', dec(percentage), currencyCode('USD')));
  if (!preview.ok) throw new Error('no preview');
  const sale = await baskets.confirmSell(preview.value.id);
  if (!sale.ok) throw new Error('no sale');
  return sale.value.id;
}

function setup() {
  const time = new VirtualTime();
  const baskets = new FakeBasketsAdapter({ clock: time.now });
  const basketId = baskets.own('blue_chip', { BTC: '0.01', ETH: '0.1' });
  const settled: PendingSale[] = [];
  const watch = new BasketSaleWatch(baskets, time.scheduler, (sale) => settled.push(sale));
  return { time, baskets, basketId, settled, watch };
}

describe('BasketSaleWatch (spec 000 §4 sell-complete notification, spec 001 §9 15 s poll)', () => {
  it('polls every 15 s only while a sale is pending, reports its notification once and marks it read', async () => {
    const { time, baskets, basketId, settled, watch } = setup();
    await time.advance(BASKET_TRANSFER_POLL_MS * 2);
    expect(baskets.calls.count('listNotifications')).toBe(0);
    const transactionId = await sold(baskets, basketId, '50');
    watch.watch({ transactionId, basketName: 'Blue Chip' });
    await time.advance(BASKET_TRANSFER_POLL_MS);
    expect(settled).toEqual([{ transactionId, basketName: 'Blue Chip' }]);
    expect(baskets.calls.count('markNotificationRead')).toBe(1);
    await time.advance(BASKET_TRANSFER_POLL_MS * 3);
    expect(baskets.calls.count('listNotifications')).toBe(1);
    expect(watch.pending).toEqual([]);
  });

  it('a failed fetch waits for the next round; notifications of other sales are left alone', async () => {
    const { time, baskets, basketId, settled, watch } = setup();
    const other = await sold(baskets, basketId, '25');
    const mine = await sold(baskets, basketId, '25');
    watch.watch({ transactionId: mine, basketName: 'Blue Chip' });
    baskets.calls.failNext('listNotifications', { kind: 'network' });
    await time.advance(BASKET_TRANSFER_POLL_MS);
    expect(settled).toEqual([]);
    await time.advance(BASKET_TRANSFER_POLL_MS);
    expect(settled.map((s) => s.transactionId)).toEqual([mine]);
    const notifications = await baskets.listNotifications();
    expect(notifications.ok && notifications.value.find((n) => n.transactionId === other)?.read).toBe(false);
  });

  it('stop forgets pending sales and polls no more', async () => {
    const { time, baskets, basketId, settled, watch } = setup();
    watch.watch({ transactionId: await sold(baskets, basketId, '10'), basketName: 'Blue Chip' });
    watch.stop();
    await time.advance(BASKET_TRANSFER_POLL_MS * 2);
    expect(baskets.calls.count('listNotifications')).toBe(0);
    expect(settled).toEqual([]);
  });
});
