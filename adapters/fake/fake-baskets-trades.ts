import type {
  BasketBuyPreviewRequest,
  BasketOffer,
  BasketThirdPartyPayment,
  BasketTransaction,
  BasketTransfer,
  BasketTransferPreview,
  Expiring,
} from '../../application/ports/baskets-port';
import type { Basket } from '../../domain/basket/basket';
import { allocateByWeight } from '../../domain/basket/basket-allocation';
import { basketFeeAmount } from '../../domain/basket/basket-fee';
import { checkBasketBuyAmountUsd, minimumInNative, validationMinimumUsd } from '../../domain/basket/basket-minimums';
import type { BasketBuyPreview, BasketSellPreview, BasketSellPreviewRequest } from '../../domain/basket/basket-preview';
import { basketSellAmount, checkBasketSellAmount } from '../../domain/basket/basket-sell-amount';
import { effectiveRebalancingInterval } from '../../domain/basket/owned-basket-note';
import { checkTransferPortion } from '../../domain/basket/transfer-portion';
import { ErrorCode } from '../../domain/errors/error-codes';
import { currencyCode } from '../../domain/money/currency';
import { type Dec, dec, ZERO } from '../../domain/money/decimal';
import { DEFAULT_FEE_PERCENTAGES } from '../../domain/payment/payment-fees';
import { coinsForFiat, fiatForCoins } from '../../domain/trade/conversion';
import { type Answer, type FakeBasketBook, type FakeInstance, FAKE_SELL_SETTLEMENT_MS, FAKE_TRANSFER_SETTLEMENT_MS, fail, ok, USD } from './fake-baskets-book';

/** The fake's previews and trades, with the domain's basket rules, on the fake's book. */
export class FakeBasketTrades {
  constructor(private readonly book: FakeBasketBook) {}

  previewBuy(request: BasketBuyPreviewRequest, offer: BasketOffer, basket: Basket): Answer<Expiring<BasketBuyPreview>> {
    const instance = this.book.byId.get(basket.id);
    if (instance?.rebalancing === true) return fail(ErrorCode.rebalancingInProgress);
    if (request.paymentCurrency !== USD) return fail(ErrorCode.pairNotSupported);
    const total = request.paymentAmount;
    if (!total.greaterThan(0)) return fail(ErrorCode.invalidParameter);
    if (!checkBasketBuyAmountUsd(total, this.book.minimums).ok) return fail(ErrorCode.basketBelowMinimum);
    if (request.paymentMethod === 'fiat_wallet' && this.book.cash.lessThan(total)) return fail(ErrorCode.notEnoughBalance);
    const fees =
      request.paymentMethod === 'fiat_wallet'
        ? [offer.fee]
        : [offer.fee, { type: 'percentage' as const, value: DEFAULT_FEE_PERCENTAGES[request.paymentMethod], currency: USD }];
    const net = fees.reduce((left, fee) => left.minus(basketFeeAmount(fee, total, 2)), total);
    const coins = new Map<string, Dec>();
    for (const part of allocateByWeight(net, offer.weights, 2)) {
      const amount = coinsForFiat(part.amount, this.book.price(part.symbol), 8);
      if (!amount.greaterThan(0)) return fail(ErrorCode.hitMinThreshold);
      coins.set(part.symbol, amount);
    }
    const interval = effectiveRebalancingInterval(request.rebalancingInterval, basket);
    const preview = this.book.addPreview<'buy'>({
      side: 'buy',
      instanceId: instance?.id,
      offerId: offer.id,
      coins,
      method: request.paymentMethod,
      total,
      net,
      interval,
    });
    const common = {
      id: preview.id,
      basketId: basket.id,
      basketName: offer.title,
      basketCoins: offer.coins,
      fee: offer.fee,
      fees,
      expiresAt: preview.expiresAt,
    };
    return ok({
      ...common,
      paymentAmount: net,
      paymentAmountInNativeCurrency: net,
      paymentAmountInUsd: net,
      totalPaymentAmount: total,
      rate: dec('1'),
      rebalancingInterval: interval,
    });
  }

  previewSell(request: BasketSellPreviewRequest, instance: FakeInstance, offer: BasketOffer): Answer<Expiring<BasketSellPreview>> {
    if (instance.rebalancing) return fail(ErrorCode.rebalancingInProgress);
    if (request.payoutCurrency !== USD) return fail(ErrorCode.pairNotSupported);
    const payout = basketSellAmount(request.payoutPercentage, this.book.listing(instance, offer).balance);
    if (!checkBasketSellAmount(payout, minimumInNative(validationMinimumUsd(this.book.minimums, 'sell'), dec('1'), 2), USD).ok)
      return fail(ErrorCode.basketBelowMinimum);
    const total = payout.minus(basketFeeAmount(offer.fee, payout, 2));
    const preview = this.book.addPreview<'sell'>({
      side: 'sell',
      instanceId: instance.id,
      offerId: offer.id,
      coins: this.book.portion(instance, request.payoutPercentage),
      payout,
      total,
    });
    const common = {
      id: preview.id,
      basketId: instance.id,
      basketName: offer.title,
      basketCoins: offer.coins,
      fee: offer.fee,
      fees: [offer.fee],
      expiresAt: preview.expiresAt,
    };
    return ok({
      ...common,
      payoutMethod: request.payoutMethod,
      payoutAmount: payout,
      payoutAmountInNativeCurrency: payout,
      payoutAmountInUsd: payout,
      totalPayoutAmount: total,
    });
  }

  confirmBuy(previewId: string): Answer<BasketTransaction> {
    const preview = this.book.usable(previewId, 'buy');
    if (!preview.ok) return preview;
    if (preview.value.method !== 'fiat_wallet') return fail(ErrorCode.invalidParameter);
    if (this.book.cash.lessThan(preview.value.total)) return fail(ErrorCode.notEnoughBalance);
    this.book.cash = this.book.cash.minus(preview.value.total);
    return ok(this.book.executeBuy(preview.value));
  }

  startThirdParty(previewId: string): Answer<BasketThirdPartyPayment> {
    const preview = this.book.usable(previewId, 'buy');
    if (!preview.ok) return preview;
    if (preview.value.method === 'fiat_wallet') return fail(ErrorCode.invalidParameter);
    preview.value.used = true;
    const purchaseUuid = this.book.nextId('purchase');
    this.book.purchases.set(purchaseUuid, { purchaseUuid, status: 'pending', transactionId: undefined, errorCode: undefined });
    this.book.purchasePreviews.set(purchaseUuid, previewId);
    if (preview.value.method === 'apple_pay') return ok({ kind: 'apple_pay', purchaseUuid, gatewayMerchantId: 'fake-merchant' });
    if (preview.value.method !== 'google_pay') return ok({ kind: 'card', purchaseUuid, html: `<html>3-D Secure ${purchaseUuid}</html>` });
    const google = { gatewayMerchantId: 'fake-merchant', currencyCode: USD, countryCode: 'US', gateway: 'fake', realGatewayMerchantId: 'fake-merchant' };
    return ok({ kind: 'google_pay', purchaseUuid, totalAmount: preview.value.total, ...google });
  }

  completePurchase(purchaseUuid: string, succeeded: boolean): void {
    const preview = this.book.previews.get(this.book.purchasePreviews.get(purchaseUuid) ?? '');
    const purchase = this.book.purchases.get(purchaseUuid);
    if (preview?.side !== 'buy' || purchase?.status !== 'pending') return;
    const transactionId = succeeded ? this.book.executeBuy(preview).id : undefined;
    this.book.purchases.set(purchaseUuid, {
      purchaseUuid,
      status: succeeded ? 'completed' : 'failed',
      transactionId,
      errorCode: succeeded ? undefined : ErrorCode.transactionFailed,
    });
  }

  confirmSell(previewId: string): Answer<BasketTransaction> {
    const preview = this.book.usable(previewId, 'sell');
    if (!preview.ok) return preview;
    const instance = this.book.byId.get(preview.value.instanceId ?? '');
    if (instance === undefined || !this.book.takeOut(instance, preview.value.coins)) return fail(ErrorCode.notEnoughBalance);
    preview.value.used = true;
    const transaction = this.book.record('basket_sale', 'sell', 'pending', preview.value.payout, preview.value.total, instance);
    this.book.sales.push({
      transactionId: transaction.id,
      instanceId: instance.id,
      at: this.book.clock() + FAKE_SELL_SETTLEMENT_MS,
      amount: preview.value.total,
    });
    return ok(transaction);
  }

  previewTransfer(instance: FakeInstance, offer: BasketOffer, portion: Dec): Answer<Expiring<BasketTransferPreview>> {
    const basketId = instance.id;
    const balance = this.book.listing(instance, offer).balance;
    const minimum = { amount: minimumInNative(validationMinimumUsd(this.book.minimums, 'sell'), dec('1'), 2), currency: USD };
    const checked = checkTransferPortion(portion.toFixed(), balance, minimum);
    if (checked.portion === undefined) return fail(ErrorCode.invalidParameter);
    if (checked.error !== undefined) return fail(ErrorCode.basketBelowMinimum, { minimum: checked.error.minimum.toFixed(2), currency: USD });
    if (instance.rebalancing) return fail(ErrorCode.rebalancingInProgress);
    const coins = this.book.portion(instance, portion);
    const preview = this.book.addPreview<'transfer'>({ side: 'transfer', instanceId: instance.id, offerId: instance.offerId, coins, portion });
    const list = [...coins].map(([symbol, amount]) => ({ symbol: currencyCode(symbol), amount }));
    const totalValue = list.reduce((sum, c) => sum.plus(fiatForCoins(c.amount, this.book.price(c.symbol), 2)), ZERO);
    return ok({ id: preview.id, basketId, portion, coins: list, totalValue, currency: USD, expiresAt: preview.expiresAt });
  }

  /** As the sandbox: the transfer is processing and its coins move when it settles (FAKE_TRANSFER_SETTLEMENT_MS later). */
  createTransfer(previewId: string): Answer<BasketTransfer> {
    const preview = this.book.usable(previewId, 'transfer');
    if (!preview.ok) return preview;
    const instance = this.book.byId.get(preview.value.instanceId ?? '');
    if (instance === undefined) return fail(ErrorCode.notEnoughBalance);
    if (instance.rebalancing) return fail(ErrorCode.rebalancingInProgress);
    preview.value.used = true;
    const transfer: BasketTransfer = {
      id: this.book.nextId('transfer'),
      basketId: instance.id,
      portion: preview.value.portion,
      status: 'processing',
      coins: [...preview.value.coins].map(([symbol, amount]) => ({ symbol: currencyCode(symbol), amount })),
      transactionIds: [],
      createdAt: this.book.clock(),
    };
    this.book.transfers.set(transfer.id, { transfer, at: transfer.createdAt + FAKE_TRANSFER_SETTLEMENT_MS });
    return ok(transfer);
  }

  getTransfer(transferId: string): Answer<BasketTransfer> {
    const found = this.book.transfers.get(transferId);
    return found === undefined ? fail(ErrorCode.invalidParameter) : ok(found.transfer);
  }
}
