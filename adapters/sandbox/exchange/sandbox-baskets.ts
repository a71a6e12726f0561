import type { Dec } from '../../../domain/money/decimal';
import { isCardExpired, parseCardExpiry } from '../../../domain/payment/card-expiry';
import { DEFAULT_FEE_PERCENTAGES } from '../../../domain/payment/payment-fees';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { err, ok } from '../../../domain/shared/result';
import type { SandboxAccount, SandboxContext } from './sandbox-context';
import type { SandboxResult } from './sandbox-result';
import type { TransactionState } from './sandbox-state';
import { BASKET_CATEGORIES, BASKET_MINIMUMS, type BasketMinimumsConfig, type CatalogueOffer } from './baskets/basket-catalogue';
import { BasketBuys, type ThirdPartyStart } from './baskets/basket-buys';
import type { BuyPreviewInput } from './baskets/basket-buy-preview';
import { BasketInstances } from './baskets/basket-instances';
import { BasketRebalancing } from './baskets/basket-rebalancing';
import { BasketSells, type SellPreviewInput } from './baskets/basket-sells';
import type { BuyPreviewState, NotificationState, PurchaseState, SellPreviewState, TransferPreviewState, TransferState } from './baskets/basket-slice';
import { BasketStore } from './baskets/basket-store';
import { BasketTransfers } from './baskets/basket-transfers';
import { type BasketView, BasketViews, type InstanceDetailView, type OfferView } from './baskets/basket-views';

export interface OfferQuery {
  readonly origin: string | undefined;
  readonly search: string | undefined;
  readonly categoryId: string | undefined;
  readonly allPeriods: boolean;
}

export interface PurchasingInfoView {
  readonly offer: OfferView;
  readonly minimums: BasketMinimumsConfig;
  /** Processing fees of the card-scheme methods, in percent (spec 000 §9 defaults). */
  readonly cardFees: readonly { readonly method: string; readonly percentage: Dec }[];
}

/** A way to pay for (buy) or be paid for (sell) a basket (spec 000 §7 payment methods for baskets: side). */
export interface PaymentMethodView {
  readonly method: string;
  readonly currency: string;
  readonly cardId: string | undefined;
  readonly brand: string | undefined;
  readonly maskedCardNumber: string | undefined;
  readonly balance: Dec | undefined;
  readonly expired: boolean;
  readonly singaporeRejected: boolean;
}

/** Spec 000 §9, 001 §9: basket transactions are read 50 at a time. */
export const BASKET_TRANSACTIONS_COUNT = 50;
const SEARCH_MAX = 100;

/** Crypto baskets: offers, instances, previews, trades, transfers, rebalancing, delisting, notifications. */
export class SandboxBaskets {
  private readonly store: BasketStore;
  private readonly views: BasketViews;
  private readonly buys: BasketBuys;
  private readonly sells: BasketSells;
  private readonly transfers: BasketTransfers;
  private readonly rebalancing: BasketRebalancing;

  constructor(readonly context: SandboxContext) {
    this.store = new BasketStore(context);
    this.views = new BasketViews(this.store);
    const instances = new BasketInstances(this.store);
    this.buys = new BasketBuys(this.store, this.views, instances);
    this.sells = new BasketSells(this.store, this.views, instances);
    this.transfers = new BasketTransfers(this.store, this.views, instances);
    this.rebalancing = new BasketRebalancing(this.store, this.views, instances);
  }

  categories(): readonly { readonly id: string; readonly name: string }[] {
    return BASKET_CATEGORIES;
  }

  /** GET offers: filtered by origin ('all' or none for every origin), a search text and a category. */
  offers(query: OfferQuery): readonly OfferView[] {
    const search = (query.search ?? '').slice(0, SEARCH_MAX).trim().toLowerCase();
    const matches = (o: CatalogueOffer) =>
      (query.origin === undefined || query.origin === '' || query.origin === 'all' || o.origin === query.origin) &&
      (query.categoryId === undefined || query.categoryId === '' || o.categoryIds.includes(query.categoryId)) &&
      (search === '' || [o.title, o.label, ...o.coins.map((c) => c.symbol)].some((text) => text.toLowerCase().includes(search)));
    return this.store
      .offers()
      .filter(matches)
      .map((o) => this.views.offer(o, query.allPeriods));
  }

  offer(id: string): SandboxResult<OfferView> {
    const offer = this.store.offer(id);
    return offer === undefined ? err({ code: ErrorCode.invalidParameter, message: `no basket offer ${id}` }) : ok(this.views.offer(offer, true));
  }

  purchasingInfo(id: string): SandboxResult<PurchasingInfoView> {
    const offer = this.store.offer(id);
    if (offer === undefined) return err({ code: ErrorCode.invalidParameter, message: `no basket offer ${id}` });
    const cardFees = (['credit_card', 'debit_card', 'apple_pay', 'google_pay'] as const).map((method) => ({
      method,
      percentage: DEFAULT_FEE_PERCENTAGES[method],
    }));
    return ok({ offer: this.views.offer(offer, true), minimums: offer.minimums ?? BASKET_MINIMUMS, cardFees });
  }

  instances(account: SandboxAccount): readonly BasketView[] {
    return this.store.instancesOf(account).map((i) => this.views.instance(account, i));
  }

  /** What each owned basket is worth in the customer's native currency: the instances' balances without building their views (the total balance asks on every call). */
  balances(account: SandboxAccount): readonly Dec[] {
    return this.store.instancesOf(account).map((i) => this.views.balance(account, i));
  }

  instanceForOffer(account: SandboxAccount, offerId: string): BasketView | undefined {
    const instance = this.store.instanceForOffer(account, offerId);
    return instance === undefined ? undefined : this.views.instance(account, instance);
  }

  instanceDetail(account: SandboxAccount, id: string): SandboxResult<InstanceDetailView> {
    const instance = this.store.instance(account, id);
    return instance === undefined
      ? err({ code: ErrorCode.invalidParameter, message: `no basket ${id} owned` })
      : ok(this.views.instanceDetail(account, instance));
  }

  setRebalancing(account: SandboxAccount, id: string, enabled: unknown, interval: unknown): SandboxResult<BasketView> {
    const updated = this.rebalancing.update(account, id, enabled, interval);
    return updated.ok ? ok(this.views.instance(account, updated.value)) : updated;
  }

  previewBuy(account: SandboxAccount, input: BuyPreviewInput): SandboxResult<BuyPreviewState> {
    return this.buys.previews.preview(account, input);
  }

  confirmBuy(account: SandboxAccount, previewId: string): SandboxResult<TransactionState> {
    return this.buys.confirm(account, previewId);
  }

  startThirdPartyBuy(account: SandboxAccount, previewId: string): SandboxResult<ThirdPartyStart> {
    return this.buys.startThirdParty(account, previewId);
  }

  purchase(account: SandboxAccount, purchaseUuid: string): SandboxResult<PurchaseState> {
    return this.buys.purchase(account, purchaseUuid);
  }

  isPurchase(purchaseUuid: string): boolean {
    return this.buys.isPurchase(purchaseUuid);
  }

  submitWalletToken(account: SandboxAccount, purchaseUuid: string, method: 'apple_pay' | 'google_pay', token: unknown): SandboxResult<string> {
    return this.buys.submitWalletToken(account, purchaseUuid, method, token);
  }

  previewSell(account: SandboxAccount, input: SellPreviewInput): SandboxResult<SellPreviewState> {
    return this.sells.preview(account, input);
  }

  confirmSell(account: SandboxAccount, previewId: string): SandboxResult<TransactionState> {
    return this.sells.confirm(account, previewId);
  }

  previewTransfer(account: SandboxAccount, basketId: string, portion: string): SandboxResult<TransferPreviewState> {
    return this.transfers.preview(account, basketId, portion);
  }

  createTransfer(account: SandboxAccount, previewId: string): SandboxResult<TransferState> {
    return this.transfers.create(account, previewId);
  }

  transfer(account: SandboxAccount, transferId: string): SandboxResult<TransferState> {
    return this.transfers.find(account, transferId);
  }

  /** Delists an offer while the sandbox runs (tests and the sandbox controls). */
  delist(offerId: string): boolean {
    return this.rebalancing.delist(offerId);
  }

  /** The customer's basket history, newest first: purchases, sales, rebalancings and transfers out of baskets. */
  transactions(account: SandboxAccount, count = BASKET_TRANSACTIONS_COUNT): readonly TransactionState[] {
    const isBasket = (t: TransactionState) => t.kind.startsWith('basket_') || t.details?.['source'] === 'basket_transfer';
    const limit = Math.min(Math.max(Math.trunc(count), 1), BASKET_TRANSACTIONS_COUNT);
    return this.context.transactionsOf(account).filter(isBasket).reverse().slice(0, limit);
  }

  paymentMethods(account: SandboxAccount, side: 'buy' | 'sell'): readonly PaymentMethodView[] {
    const blank = { cardId: undefined, brand: undefined, maskedCardNumber: undefined, balance: undefined, expired: false, singaporeRejected: false };
    const wallets = Object.entries(account.state.fiatWallets)
      .filter(([, state]) => state === 'created')
      .map(([currency]) => ({ ...blank, method: 'fiat_wallet', currency, balance: this.context.ledger.balance(account.uuid, currency) }));
    if (side === 'sell') return wallets;
    const currency = account.persona.nativeCurrency;
    const cards = account.persona.cards.map((card) => {
      const expiry = parseCardExpiry(card.expiry);
      return {
        ...blank,
        method: 'credit_card',
        currency,
        cardId: card.id,
        brand: card.brand,
        maskedCardNumber: `**** ${card.last4}`,
        expired: expiry === undefined || isCardExpired(expiry, this.context.now()),
        singaporeRejected: card.rejectedInSingapore === true,
      };
    });
    return [...wallets, ...cards, { ...blank, method: 'apple_pay', currency }, { ...blank, method: 'google_pay', currency }];
  }

  notifications(account: SandboxAccount): readonly NotificationState[] {
    return this.store.slice().notifications.filter((n) => n.userUuid === account.uuid);
  }

  markNotificationRead(account: SandboxAccount, id: string): SandboxResult<void> {
    const found = this.store.slice().notifications.find((n) => n.id === id && n.userUuid === account.uuid);
    if (found === undefined) return err({ code: ErrorCode.invalidParameter, message: `no notification ${id}` });
    found.read = true;
    return ok(undefined);
  }
}
