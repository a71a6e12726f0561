import { type ApiResult, businessError } from '../../application/ports/api-error';
import type {
  BasketBuyPreviewRequest,
  BasketCategory,
  BasketInstanceDetail,
  BasketListing,
  BasketNotification,
  BasketOffer,
  BasketOfferQuery,
  BasketPurchase,
  BasketPurchasingInfo,
  BasketsPort,
  BasketThirdPartyPayment,
  BasketTransaction,
  BasketTransfer,
  BasketTransferPreview,
  Expiring,
} from '../../application/ports/baskets-port';
import type { BasketPayMethod } from '../../domain/basket/basket-payment-options';
import { checkBasketBuyable, isOfferShown } from '../../domain/basket/basket-availability';
import type { BasketMinimums } from '../../domain/basket/basket-minimums';
import type { BasketBuyPreview, BasketSellPreview, BasketSellPreviewRequest } from '../../domain/basket/basket-preview';
import { REBALANCING_INTERVALS, type RebalancingInterval } from '../../domain/basket/rebalancing-interval';
import { ErrorCode } from '../../domain/errors/error-codes';
import { currencyCode } from '../../domain/money/currency';
import { type Dec, dec } from '../../domain/money/decimal';
import type { TradeSide } from '../../domain/trade/quotation';
import { DEFAULT_FAKE_OFFERS } from './fake-baskets-catalogue';
import { FakeBasketBook } from './fake-baskets-book';
import { FakeBasketTrades } from './fake-baskets-trades';
import { FakeCalls } from './fake-calls';

export interface FakeBasketsOptions {
  /** Epoch milliseconds; previews expire and sales settle by it. */
  readonly clock: () => number;
  readonly offers?: readonly BasketOffer[];
  /** USD price of one coin, by symbol. */
  readonly prices?: Readonly<Record<string, string>>;
  /** The USD cash account's balance. */
  readonly cash?: string;
  readonly minimums?: BasketMinimums;
}

type Answer<T> = ApiResult<T>;
const ok = <T>(value: T): Answer<T> => ({ ok: true, value });

const DEFAULT_MINIMUMS: BasketMinimums = {
  trading: { plain: dec('10'), withBuffer: dec('10.50') },
  selling: { plain: dec('5'), withBuffer: dec('5.25') },
};

/**
 * In-memory crypto baskets for tests, with the sandbox's behaviour: the domain's fee, minimum,
 * sell-amount, portion and allocation rules; previews expire by the injected clock and execute at
 * most once; sales settle after a delay and then notify. Test controls: `calls` (fail or hold a
 * method), `completePurchase`, `setRebalancingInProgress`, `cash`, `instances`.
 */
export class FakeBasketsAdapter implements BasketsPort {
  readonly calls = new FakeCalls<keyof BasketsPort>();
  readonly book: FakeBasketBook;
  private readonly trades: FakeBasketTrades;
  private readonly offers: readonly BasketOffer[];
  private readonly minimums: BasketMinimums;

  constructor(options: FakeBasketsOptions) {
    this.offers = options.offers ?? DEFAULT_FAKE_OFFERS;
    this.minimums = options.minimums ?? DEFAULT_MINIMUMS;
    this.book = new FakeBasketBook(options.clock, options.prices ?? { BTC: '50000', ETH: '2500' }, dec(options.cash ?? '1000'), this.minimums);
    this.trades = new FakeBasketTrades(this.book);
  }

  /** The gateway's outcome of a card-scheme purchase. */
  completePurchase(purchaseUuid: string, succeeded: boolean): void {
    this.trades.completePurchase(purchaseUuid, succeeded);
  }

  setRebalancingInProgress(instanceId: string, inProgress: boolean): void {
    this.book.setRebalancing(instanceId, inProgress);
  }

  /** Gives the customer a basket of `offerId` holding these coins; returns its id. */
  own(offerId: string, coins: Readonly<Record<string, string>>, interval: RebalancingInterval = 'weekly'): string {
    return this.book.own(this.offer(offerId) ?? this.unknownOffer(offerId), coins, interval);
  }

  listOffers(query: BasketOfferQuery): Promise<ApiResult<{ offers: readonly BasketOffer[]; categories: readonly BasketCategory[] }>> {
    return this.run('listOffers', [query], () => {
      const search = (query.search ?? '').toLowerCase();
      const offers = this.offers.filter(
        (o) =>
          (query.origin === undefined || query.origin === 'all' || o.origin === query.origin) &&
          (query.categoryId === undefined || o.categoryIds.includes(query.categoryId)) &&
          (search === '' || o.title.toLowerCase().includes(search) || o.coins.some((c) => c.toLowerCase().includes(search))),
      );
      const categories = [...new Set(this.offers.flatMap((o) => o.categoryIds))].map((id) => ({ id, name: id }));
      return ok({ offers, categories });
    });
  }

  getOffer(offerId: string): Promise<ApiResult<BasketOffer>> {
    return this.run('getOffer', [offerId], () => this.found(this.offer(offerId)));
  }

  getPurchasingInfo(offerId: string): Promise<ApiResult<BasketPurchasingInfo>> {
    return this.run('getPurchasingInfo', [offerId], () => {
      const offer = this.offer(offerId);
      if (offer === undefined) return this.invalid();
      const cardFees = [{ paymentMethod: 'credit_card', percentage: dec('3.99') }];
      return ok({
        offerId,
        fee: offer.fee,
        cardFees,
        minimums: this.minimums,
        rebalancingIntervals: REBALANCING_INTERVALS,
        defaultRebalancingInterval: offer.rebalancingInterval,
      });
    });
  }

  listInstances(): Promise<ApiResult<readonly BasketListing[]>> {
    return this.run('listInstances', [], () => ok(this.book.instances().map((i) => this.book.listing(i, this.offerOf(i.offerId)))));
  }

  getInstanceForOffer(offerId: string): Promise<ApiResult<BasketListing | undefined>> {
    return this.run('getInstanceForOffer', [offerId], () => {
      const instance = this.book.instances().find((i) => i.offerId === offerId);
      return ok(instance === undefined ? undefined : this.book.listing(instance, this.offerOf(offerId)));
    });
  }

  getInstance(instanceId: string): Promise<ApiResult<BasketInstanceDetail>> {
    return this.run('getInstance', [instanceId], () => {
      const instance = this.book.instance(instanceId);
      return instance === undefined ? this.invalid() : ok(this.book.detail(instance, this.offerOf(instance.offerId)));
    });
  }

  setRebalancing(instanceId: string, interval: RebalancingInterval): Promise<ApiResult<BasketListing>> {
    return this.run('setRebalancing', [instanceId, interval], () => {
      const instance = this.book.instance(instanceId);
      if (instance === undefined) return this.invalid();
      const offer = this.offerOf(instance.offerId);
      if (offer.delisted) return this.fail(ErrorCode.basketDelisted);
      const changed = this.book.setInterval(instance, interval);
      return changed.ok ? ok(this.book.listing(instance, offer)) : changed;
    });
  }

  listTransactions(): Promise<ApiResult<readonly BasketTransaction[]>> {
    return this.run('listTransactions', [], () => ok([...this.book.transactions].reverse().slice(0, 50)));
  }

  getPaymentMethods(side: TradeSide): Promise<ApiResult<readonly BasketPayMethod[]>> {
    return this.run('getPaymentMethods', [side], () => {
      const base = { cardId: undefined, brand: undefined, maskedCardNumber: undefined, balance: undefined, isExpired: false, isSGIssueCard: false };
      const usd = currencyCode('USD');
      const cash = { ...base, paymentMethod: 'fiat_wallet', currency: usd, balance: this.book.cash };
      const card = { ...base, paymentMethod: 'credit_card', currency: usd, cardId: 'card_1', brand: 'visa', maskedCardNumber: '**** 4242' };
      return ok(
        side === 'sell'
          ? [cash]
          : [cash, card, { ...base, paymentMethod: 'apple_pay', currency: usd }, { ...base, paymentMethod: 'google_pay', currency: usd }],
      );
    });
  }

  previewBuy(request: BasketBuyPreviewRequest): Promise<ApiResult<Expiring<BasketBuyPreview>>> {
    return this.run('previewBuy', [request], () => {
      const instance = this.book.instance(request.basketId) ?? this.book.instances().find((i) => i.offerId === request.basketId);
      const offer = this.offer(instance?.offerId ?? request.basketId);
      if (offer === undefined) return this.invalid();
      const basket = instance === undefined ? offer : this.book.listing(instance, offer);
      if (!checkBasketBuyable(basket).ok) return this.fail(ErrorCode.basketDelisted);
      if (!isOfferShown(basket, 'buy')) return this.invalid();
      return this.trades.previewBuy(request, offer, basket);
    });
  }

  previewSell(request: BasketSellPreviewRequest): Promise<ApiResult<Expiring<BasketSellPreview>>> {
    return this.run('previewSell', [request], () => {
      const instance = this.book.instance(request.basketId);
      return instance === undefined ? this.invalid() : this.trades.previewSell(request, instance, this.offerOf(instance.offerId));
    });
  }

  confirmBuy(previewId: string): Promise<ApiResult<BasketTransaction>> {
    return this.run('confirmBuy', [previewId], () => this.trades.confirmBuy(previewId));
  }

  confirmSell(previewId: string): Promise<ApiResult<BasketTransaction>> {
    return this.run('confirmSell', [previewId], () => this.trades.confirmSell(previewId));
  }

  startThirdPartyBuy(previewId: string): Promise<ApiResult<BasketThirdPartyPayment>> {
    return this.run('startThirdPartyBuy', [previewId], () => this.trades.startThirdParty(previewId));
  }

  /** The Apple Pay or Google Pay token of a pending basket purchase: its 3-D Secure page (as the sandbox answers). */
  submitWalletToken(purchaseUuid: string, token: string): ApiResult<string> | undefined {
    const purchase = this.book.purchases.get(purchaseUuid);
    if (purchase === undefined) return undefined;
    if (token.trim() === '') return this.invalid();
    return purchase.status === 'pending' ? ok(`https://gateway.fake/three_ds/${purchaseUuid}`) : this.fail(ErrorCode.quotationAlreadyUsed);
  }

  getPurchase(purchaseUuid: string): Promise<ApiResult<BasketPurchase>> {
    return this.run('getPurchase', [purchaseUuid], () => {
      const purchase = this.book.purchases.get(purchaseUuid);
      return purchase === undefined ? this.fail(ErrorCode.quotationNotFound) : ok(purchase);
    });
  }

  previewTransfer(basketId: string, portion: Dec): Promise<ApiResult<Expiring<BasketTransferPreview>>> {
    return this.run('previewTransfer', [basketId, portion], () => {
      const instance = this.book.instance(basketId);
      return instance === undefined ? this.invalid() : this.trades.previewTransfer(instance, this.offerOf(instance.offerId), portion);
    });
  }

  createTransfer(previewId: string): Promise<ApiResult<BasketTransfer>> {
    return this.run('createTransfer', [previewId], () => this.trades.createTransfer(previewId));
  }

  getTransfer(transferId: string): Promise<ApiResult<BasketTransfer>> {
    return this.run('getTransfer', [transferId], () => this.trades.getTransfer(transferId));
  }

  listNotifications(): Promise<ApiResult<readonly BasketNotification[]>> {
    return this.run('listNotifications', [], () => ok(this.book.notifications));
  }

  markNotificationRead(notificationId: string): Promise<ApiResult<void>> {
    return this.run('markNotificationRead', [notificationId], () => (this.book.markRead(notificationId) ? ok(undefined) : this.invalid()));
  }

  /** Every call first settles the sales that fell due, as the sandbox runs its due tasks before answering. */
  private run<T>(method: keyof BasketsPort, args: readonly unknown[], answer: () => Answer<T>): Promise<ApiResult<T>> {
    return this.calls.run(method, args, () => {
      this.book.settleDue();
      return answer();
    });
  }

  private offer(id: string): BasketOffer | undefined {
    return this.offers.find((o) => o.id === id);
  }

  private offerOf(id: string): BasketOffer {
    return this.offer(id) ?? this.unknownOffer(id);
  }

  private unknownOffer(id: string): never {
    throw new Error(`fake baskets: no offer ${id}`);
  }

  private found<T>(value: T | undefined): Answer<T> {
    return value === undefined ? this.invalid() : ok(value);
  }

  private invalid(): Answer<never> {
    return this.fail(ErrorCode.invalidParameter);
  }

  private fail(code: string): Answer<never> {
    return { ok: false, error: businessError(code) };
  }
}
