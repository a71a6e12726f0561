import { describe, expect, it } from 'vitest';
import { type ApiResult, businessError } from '../../../application/ports/api-error';
import type { BasketBuyPreviewRequest } from '../../../application/ports/baskets-port';
import { FakeBasketsAdapter } from '../../../adapters/fake/fake-baskets-adapter';
import { basketSellPreviewRequest } from '../../../domain/basket/basket-preview';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';

const USD = currencyCode('USD');

function setup(cash = '1000') {
  const clock = { now: 1_000_000 };
  const baskets = new FakeBasketsAdapter({ clock: () => clock.now, cash });
  return { clock, baskets };
}

const buy = (overrides: Partial<BasketBuyPreviewRequest> = {}): BasketBuyPreviewRequest => ({
  basketId: 'blue_chip',
  paymentMethod: 'fiat_wallet',
  rebalancingInterval: 'monthly',
  paymentCurrency: USD,
  paymentAmount: dec('100'),
  ...overrides,
});

function value<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

const codeOf = (result: ApiResult<unknown>): string => (!result.ok && result.error.kind === 'business' ? result.error.code : 'no business error');

describe('FakeBasketsAdapter behaves like the sandbox', () => {
  it('previews a buy with the fee split off, confirms it once, creates the basket and debits the cash', async () => {
    const { baskets } = setup();
    const preview = value(await baskets.previewBuy(buy()));
    expect([preview.paymentAmount.toFixed(2), preview.totalPaymentAmount.toFixed(2)]).toEqual(['99.00', '100.00']);
    const transaction = value(await baskets.confirmBuy(preview.id));
    expect(codeOf(await baskets.confirmBuy(preview.id))).toBe(ErrorCode.quotationAlreadyUsed);
    expect(baskets.book.cash.toFixed(2)).toBe('900.00');
    const [owned] = value(await baskets.listInstances());
    expect(owned).toMatchObject({ id: transaction.basketId, offerId: 'blue_chip', rebalancingInterval: 'monthly' });
    expect(owned?.balance.greaterThan(98)).toBe(true);
  });

  it('refuses an expired preview, below-minimum amounts, delisted, disabled and stakeable baskets, and a buy beyond the cash', async () => {
    const { baskets, clock } = setup();
    const preview = value(await baskets.previewBuy(buy()));
    clock.now += 15_000;
    expect(codeOf(await baskets.confirmBuy(preview.id))).toBe(ErrorCode.quotationExpired);
    expect(codeOf(await baskets.previewBuy(buy({ paymentAmount: dec('10.49') })))).toBe(ErrorCode.basketBelowMinimum);
    expect(codeOf(await baskets.previewBuy(buy({ basketId: 'legacy' })))).toBe(ErrorCode.basketDelisted);
    expect(codeOf(await baskets.previewBuy(buy({ basketId: 'paused' })))).toBe(ErrorCode.basketDelisted);
    expect(codeOf(await baskets.previewBuy(buy({ basketId: 'staked_eth' })))).toBe(ErrorCode.invalidParameter);
    expect(codeOf(await baskets.previewBuy(buy({ paymentAmount: dec('1000.01') })))).toBe(ErrorCode.notEnoughBalance);
  });

  it('sells a percentage: the sale is pending, then settles two seconds later, pays out and notifies', async () => {
    const { baskets, clock } = setup();
    const id = baskets.own('blue_chip', { BTC: '0.01', ETH: '0.2' });
    const preview = value(await baskets.previewSell(basketSellPreviewRequest(id, 'fiat_wallet', dec('50'), USD)));
    expect(preview.payoutAmount.toFixed(2)).toBe('500.00');
    expect(preview.totalPayoutAmount.toFixed(2)).toBe('495.00');
    expect(value(await baskets.confirmSell(preview.id)).status).toBe('pending');
    expect(codeOf(await baskets.confirmSell(preview.id))).toBe(ErrorCode.quotationAlreadyUsed);
    expect(value(await baskets.listNotifications())).toHaveLength(0);
    clock.now += 2_000;
    const [notification] = value(await baskets.listNotifications());
    expect(notification).toMatchObject({ kind: 'basket_sell_completed', basketId: id });
    expect(baskets.book.cash.toFixed(2)).toBe('1495.00');
    expect(value(await baskets.listTransactions())[0]?.status).toBe('completed');
    value(await baskets.markNotificationRead(notification?.id ?? ''));
    expect(value(await baskets.listNotifications())[0]?.read).toBe(true);
    expect(codeOf(await baskets.previewSell(basketSellPreviewRequest(id, 'fiat_wallet', dec('0.5'), USD)))).toBe(ErrorCode.basketBelowMinimum);
  });

  it('transfers an integer portion 1-100 into the wallets 20 s after it is created; a full transfer closes the basket', async () => {
    const { baskets, clock } = setup();
    const id = baskets.own('blue_chip', { BTC: '0.01', ETH: '0.2' });
    for (const portion of ['0', '101', '2.5']) expect(codeOf(await baskets.previewTransfer(id, dec(portion)))).toBe(ErrorCode.invalidParameter);
    const preview = value(await baskets.previewTransfer(id, dec('100')));
    expect(preview.totalValue.toFixed(2)).toBe('1000.00');
    const transfer = value(await baskets.createTransfer(preview.id));
    expect([transfer.status, transfer.transactionIds]).toEqual(['processing', []]);
    expect(codeOf(await baskets.createTransfer(preview.id))).toBe(ErrorCode.quotationAlreadyUsed);
    clock.now += 20_000;
    const settled = value(await baskets.getTransfer(transfer.id));
    expect([settled.status, settled.transactionIds.length]).toEqual(['completed', 2]);
    expect(baskets.book.wallets.get('BTC')?.toFixed()).toBe('0.01');
    expect(value(await baskets.listInstances())).toHaveLength(0);
  });

  it('changes rebalancing, refusing while a rebalancing runs and on a delisted basket', async () => {
    const { baskets, clock } = setup();
    const id = baskets.own('blue_chip', { BTC: '0.01' }, 'never');
    expect(value(await baskets.setRebalancing(id, 'weekly')).nextRebalancingAt).toBe(clock.now + 7 * 86_400_000);
    baskets.setRebalancingInProgress(id, true);
    expect(codeOf(await baskets.setRebalancing(id, 'monthly'))).toBe(ErrorCode.rebalancingInProgress);
    expect(codeOf(await baskets.previewSell(basketSellPreviewRequest(id, 'fiat_wallet', dec('50'), USD)))).toBe(ErrorCode.rebalancingInProgress);
    expect(value(await baskets.getInstance(id)).rebalancingInProgress).toBe(true);
    const legacy = baskets.own('legacy', { BTC: '0.01' });
    expect(codeOf(await baskets.setRebalancing(legacy, 'weekly'))).toBe(ErrorCode.basketDelisted);
  });

  it('pays by card, Apple Pay or Google Pay through the third-party trade; the basket fills when the gateway succeeds', async () => {
    const { baskets } = setup('0');
    const card = value(await baskets.startThirdPartyBuy(value(await baskets.previewBuy(buy({ paymentMethod: 'credit_card' }))).id));
    expect(card.kind).toBe('card');
    expect(value(await baskets.getPurchase(card.purchaseUuid)).status).toBe('pending');
    baskets.completePurchase(card.purchaseUuid, true);
    expect(value(await baskets.getPurchase(card.purchaseUuid)).status).toBe('completed');
    expect(value(await baskets.listInstances())).toHaveLength(1);
    expect(value(await baskets.startThirdPartyBuy(value(await baskets.previewBuy(buy({ paymentMethod: 'apple_pay' }))).id)).kind).toBe('apple_pay');
    const google = value(await baskets.startThirdPartyBuy(value(await baskets.previewBuy(buy({ paymentMethod: 'google_pay' }))).id));
    baskets.completePurchase(google.purchaseUuid, false);
    expect(value(await baskets.getPurchase(google.purchaseUuid))).toMatchObject({ status: 'failed', errorCode: ErrorCode.transactionFailed });
  });

  it('lists offers by origin, search and category, and lets a test fail the next call', async () => {
    const { baskets } = setup();
    expect(value(await baskets.listOffers({ categoryId: 'large_caps' })).offers.map((o) => o.id)).toEqual(['blue_chip']);
    expect(value(await baskets.listOffers({ search: 'leg' })).offers.map((o) => o.id)).toEqual(['legacy']);
    baskets.calls.failNext('listOffers', businessError(ErrorCode.invalidParameter));
    expect(codeOf(await baskets.listOffers({}))).toBe(ErrorCode.invalidParameter);
    expect(baskets.calls.count('listOffers')).toBe(3);
    expect(value(await baskets.getPaymentMethods('sell')).map((m) => m.paymentMethod)).toEqual(['fiat_wallet']);
  });
});
