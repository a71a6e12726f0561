import { ErrorCode } from '../../../../domain/errors/error-codes';
import { Money } from '../../../../domain/money/decimal';
import { TRADE_FRAME_SOURCE } from '../../../../domain/deposit/trade-card-frame';
import { err, ok } from '../../../../domain/shared/result';
import type { GatewayOutcome, GatewaySession } from '../gateway-registry';
import { EXTERNAL, HOUSE } from '../ledger';
import type { SandboxAccount } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';
import type { TransactionState } from '../sandbox-state';
import { BASKET_BASE_CURRENCY } from './basket-catalogue';
import type { BasketInstances } from './basket-instances';
import { BasketBuyPreviews, CARD_SCHEME_METHODS } from './basket-buy-preview';
import { basketOwner, type BuyPreviewState, coinsDetail, type PurchaseState } from './basket-slice';
import type { BasketStore } from './basket-store';
import { totalFees } from './basket-terms';
import type { BasketViews } from './basket-views';

/** What the third-party trade answers (spec 000 §7): a frame page for a card, sheet parameters for Apple Pay and Google Pay. */
export interface ThirdPartyStart {
  readonly purchaseUuid: string;
  readonly method: string;
  readonly url: string;
  readonly preview: BuyPreviewState;
  readonly countryCode: string;
}

export const BASKET_PURCHASE_PURPOSE = 'basket_purchase';

/** Basket buys: previews, cash-account confirms, and card-scheme purchases through the gateway's 3-D Secure page. */
export class BasketBuys {
  readonly previews: BasketBuyPreviews;

  constructor(
    private readonly store: BasketStore,
    views: BasketViews,
    private readonly instances: BasketInstances,
  ) {
    this.previews = new BasketBuyPreviews(store, views);
    store.context.gateway.onComplete(BASKET_PURCHASE_PURPOSE, (session, outcome) => this.completePurchase(session, outcome));
  }

  /** Executes a cash-account buy preview at most once, never after it expired. */
  confirm(account: SandboxAccount, previewId: string): SandboxResult<TransactionState> {
    const preview = this.store.usablePreview(account, previewId, 'buy');
    if (!preview.ok) return preview;
    if (preview.value.method !== 'fiat_wallet') return err({ code: ErrorCode.invalidParameter, message: 'card-scheme buys go through the third-party trade' });
    return this.execute(account, preview.value, account.uuid);
  }

  /** Starts a card, Apple Pay or Google Pay purchase: the preview is used from now on, its money moves when the gateway says so. */
  startThirdParty(account: SandboxAccount, previewId: string): SandboxResult<ThirdPartyStart> {
    const preview = this.store.usablePreview(account, previewId, 'buy');
    if (!preview.ok) return preview;
    if (!CARD_SCHEME_METHODS.has(preview.value.method)) return err({ code: ErrorCode.invalidParameter, message: 'cash-account buys are confirmed' });
    preview.value.used = true;
    const purchase: PurchaseState = {
      id: this.store.context.nextId('bskpur'),
      previewId,
      userUuid: account.uuid,
      status: 'pending',
      transactionId: null,
      errorCode: null,
    };
    this.store.slice().purchases[purchase.id] = purchase;
    const url = this.store.context.gateway.challenge(purchase.id, {
      purpose: BASKET_PURCHASE_PURPOSE,
      messageSource: TRADE_FRAME_SOURCE,
      accountUuid: account.uuid,
      // Choice: the page reports the purchase's uuid as its transaction_id (as coin purchases report
      // their purchase id); the app then reads the purchase until it completes (spec 000 §7).
      payload: {
        amount: preview.value.total,
        currency: preview.value.currency,
        preview_id: previewId,
        purchase_uuid: purchase.id,
        transaction_id: purchase.id,
      },
    });
    return ok({ purchaseUuid: purchase.id, method: preview.value.method, url, preview: preview.value, countryCode: account.persona.countryCode });
  }

  /**
   * The Apple Pay or Google Pay token of a basket purchase (spec 000 §7: purchase_uuid, token ->
   * url): answers the same 3-D Secure page a card purchase shows, whose session is the purchase.
   * The method must be the preview's; a purchase already settled cannot take a token again.
   */
  submitWalletToken(account: SandboxAccount, purchaseUuid: string, method: 'apple_pay' | 'google_pay', token: unknown): SandboxResult<string> {
    const purchase = this.store.slice().purchases[purchaseUuid];
    const preview = purchase === undefined ? undefined : this.store.slice().previews[purchase.previewId];
    if (purchase?.userUuid !== account.uuid || preview?.side !== 'buy' || preview.method !== method) return err({ code: ErrorCode.purchaseNotFound });
    if (typeof token !== 'string' || token.trim() === '') return err({ code: ErrorCode.invalidParameter, message: 'token is required' });
    if (purchase.status !== 'pending') return err({ code: ErrorCode.quotationAlreadyUsed });
    return ok(this.store.context.gateway.url('three_ds', purchase.id));
  }

  /** Whether an id is a basket purchase (the wallet token calls serve coin and basket purchases alike). */
  isPurchase(purchaseUuid: string): boolean {
    return Object.hasOwn(this.store.slice().purchases, purchaseUuid);
  }

  purchase(account: SandboxAccount, purchaseUuid: string): SandboxResult<PurchaseState> {
    const purchase = this.store.slice().purchases[purchaseUuid];
    return purchase?.userUuid === account.uuid ? ok(purchase) : err({ code: ErrorCode.quotationNotFound });
  }

  private completePurchase(session: GatewaySession, outcome: GatewayOutcome): void {
    const purchase = this.store.slice().purchases[session.id];
    const preview = purchase === undefined ? undefined : this.store.slice().previews[purchase.previewId];
    const account = this.store.context.account(session.accountUuid);
    if (purchase === undefined || preview?.side !== 'buy' || account === undefined) return;
    const result = outcome === 'succeeded' ? this.execute(account, preview, EXTERNAL) : err({ code: ErrorCode.transactionFailed });
    purchase.status = result.ok ? 'completed' : 'failed';
    purchase.transactionId = result.ok ? result.value.id : this.recordFailed(account, preview).id;
    purchase.errorCode = result.ok ? null : result.error.code;
  }

  /** Moves the payment from `payer` (the cash account, or the card scheme outside) to the house and the coins into the basket. */
  private execute(account: SandboxAccount, preview: BuyPreviewState, payer: string): SandboxResult<TransactionState> {
    const existing = preview.instanceId === null ? this.store.instanceForOffer(account, preview.offerId) : this.store.instance(account, preview.instanceId);
    const idle = this.store.notRebalancing(existing);
    if (!idle.ok) return idle;
    const limit = this.previews.withinDailyLimit(account, new Money(preview.totalUsd));
    if (!limit.ok) return limit;
    const instance = existing ?? this.instances.create(account, preview.offerId, preview.interval);
    const moved = this.store.context.ledger.transfer([
      { from: payer, to: HOUSE, currency: preview.currency, amount: new Money(preview.total) },
      ...preview.coins.map((c) => ({ from: HOUSE, to: basketOwner(instance.id), currency: c.symbol, amount: new Money(c.amount) })),
    ]);
    if (!moved.ok) {
      this.instances.closeIfEmpty(instance);
      return err({ code: ErrorCode.notEnoughBalance });
    }
    preview.used = true;
    if (existing !== undefined && existing.interval !== preview.interval) this.instances.setInterval(existing, preview.interval);
    return ok(this.record(account, preview, instance.id, 'completed'));
  }

  private recordFailed(account: SandboxAccount, preview: BuyPreviewState): TransactionState {
    return this.record(account, preview, preview.instanceId ?? '', 'failed');
  }

  private record(account: SandboxAccount, preview: BuyPreviewState, instanceId: string, status: 'completed' | 'failed'): TransactionState {
    return this.store.context.recordTransaction(account, {
      kind: 'basket_purchase',
      side: 'buy',
      fromCurrency: preview.currency,
      fromAmount: preview.total,
      toCurrency: BASKET_BASE_CURRENCY,
      toAmount: preview.netUsd,
      status,
      details: {
        payment_method: preview.method,
        basket_id: instanceId,
        offer_id: preview.offerId,
        fee: totalFees(preview.fees).toFixed(),
        amount_usd: preview.totalUsd,
        coins: coinsDetail(preview.coins),
        preview_id: preview.id,
      },
    });
  }
}
