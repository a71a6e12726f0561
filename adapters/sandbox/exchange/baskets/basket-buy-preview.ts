import { allocateByWeight } from '../../../../domain/basket/basket-allocation';
import { checkBasketBuyable, isOfferShown } from '../../../../domain/basket/basket-availability';
import type { BasketFee } from '../../../../domain/basket/basket-fee';
import { checkBasketBuyAmountUsd } from '../../../../domain/basket/basket-minimums';
import { effectiveRebalancingInterval } from '../../../../domain/basket/owned-basket-note';
import { fromWireInterval } from '../../../../domain/basket/rebalancing-interval';
import { isCoolingOffOver } from '../../../../domain/compliance/cooling-off';
import { ErrorCode } from '../../../../domain/errors/error-codes';
import { readFiatAmount } from '../../../../domain/money/amount-input';
import { currencyCode, fiatFractionDigits } from '../../../../domain/money/currency';
import { type Dec, Money, ZERO } from '../../../../domain/money/decimal';
import { isCardExpired, parseCardExpiry } from '../../../../domain/payment/card-expiry';
import { isPayMethod } from '../../../../domain/payment/pay-method';
import { DEFAULT_FEE_PERCENTAGES } from '../../../../domain/payment/payment-fees';
import { err, ok } from '../../../../domain/shared/result';
import { coinsForFiat } from '../../../../domain/trade/conversion';
import { checkWeeklyCardLimit } from '../payments/weekly-card-usage';
import type { SandboxAccount } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';
import type { CatalogueOffer } from './basket-catalogue';
import { BASKET_COIN_MAX_USD, BASKET_COIN_MIN_USD, BASKET_DAILY_LIMIT_USD, type BuyPreviewState, type CoinAmount } from './basket-slice';
import type { BasketStore } from './basket-store';
import { chargeFees, domainBasket, offerFee, offerMinimums, totalFees } from './basket-terms';
import type { BasketViews } from './basket-views';

/** A basket buy preview as asked (spec 000 §7: basket_id, payment_method, rebalancing_interval, payment_currency, payment_amount, payment_detail). */
export interface BuyPreviewInput {
  readonly basketId: string;
  readonly paymentMethod: string;
  readonly interval: string;
  readonly currency: string;
  readonly amount: string;
  readonly cardId: string | undefined;
}

/** Pay methods a basket buy accepts; card-scheme ones go through the third-party trade. */
export const CARD_SCHEME_METHODS: ReadonlySet<string> = new Set(['credit_card', 'apple_pay', 'google_pay']);
const DAY_MS = 86_400_000;

/** Builds basket buy previews with the domain's basket rules; every refusal is a catalogue code. */
export class BasketBuyPreviews {
  constructor(
    private readonly store: BasketStore,
    private readonly views: BasketViews,
  ) {}

  preview(account: SandboxAccount, input: BuyPreviewInput): SandboxResult<BuyPreviewState> {
    const instance = this.store.instance(account, input.basketId) ?? this.store.instanceForOffer(account, input.basketId);
    const offer = this.store.offer(instance?.offerId ?? input.basketId);
    if (offer === undefined) return err({ code: ErrorCode.invalidParameter, message: `no basket ${input.basketId}` });
    const basket = domainBasket(instance === undefined ? this.views.offer(offer, false) : this.views.instance(account, instance));
    const buyable = checkBasketBuyable(basket);
    if (!buyable.ok) return err({ code: buyable.error.code });
    if (!isOfferShown(basket, 'buy')) return err({ code: ErrorCode.invalidParameter, message: 'this basket is not offered for buying' });
    const allowed = this.accountMayBuy(account);
    if (!allowed.ok) return allowed;
    const idle = this.store.notRebalancing(instance);
    if (!idle.ok) return idle;
    const chosen = fromWireInterval(input.interval);
    if (chosen === undefined) return err({ code: ErrorCode.invalidParameter, message: 'unknown rebalancing_interval' });
    const rate = this.views.pricing.nativePerUsd(input.currency);
    if (rate === undefined) return err({ code: ErrorCode.pairNotSupported });
    const total = readFiatAmount(input.amount, currencyCode(input.currency));
    if (!total.ok) return total;
    const method = this.paymentMethod(account, input, total.value);
    if (!method.ok) return method;
    const totalUsd = this.views.pricing.toUsd(total.value, input.currency);
    const minimum = checkBasketBuyAmountUsd(totalUsd, offerMinimums(offer));
    if (!minimum.ok) return err({ code: minimum.error.code, meta: { minimum: minimum.error.minimum.toFixed(2), currency: minimum.error.currency } });
    const limit = this.withinDailyLimit(account, totalUsd);
    if (!limit.ok) return limit;
    const fees = chargeFees([offerFee(offer, input.currency, rate), ...method.value], total.value);
    const net = total.value.minus(totalFees(fees));
    const coins = this.allocate(offer, net, input.currency);
    if (!coins.ok) return coins;
    return ok(
      this.store.addPreview<'buy'>(account, {
        side: 'buy',
        offerId: offer.id,
        instanceId: instance?.id ?? null,
        coins: coins.value,
        method: input.paymentMethod,
        currency: input.currency,
        cardId: input.paymentMethod === 'credit_card' ? (input.cardId ?? null) : null,
        total: total.value.toFixed(fiatFractionDigits(currencyCode(input.currency))),
        net: net.toFixed(fiatFractionDigits(currencyCode(input.currency))),
        netUsd: this.views.pricing.toUsd(net, input.currency).toFixed(2),
        netNative: this.inNative(net, input.currency, account).toFixed(),
        totalUsd: totalUsd.toFixed(2),
        rate: rate.toFixed(),
        fees,
        interval: effectiveRebalancingInterval(chosen, basket),
      }),
    );
  }

  /** Spec 000 §8: daily limit over the last 24 hours, counted again when a preview executes. */
  withinDailyLimit(account: SandboxAccount, amountUsd: Dec): SandboxResult<void> {
    const now = this.store.context.now();
    const spent = this.store.context
      .transactionsOf(account)
      .filter((t) => t.kind === 'basket_purchase' && t.status !== 'failed' && t.createdAt > now - DAY_MS)
      .reduce((sum, t) => sum.plus(new Money(String(t.details?.['amount_usd'] ?? '0'))), ZERO);
    return spent.plus(amountUsd).greaterThan(BASKET_DAILY_LIMIT_USD) ? err({ code: ErrorCode.exceedUserDailyTradingLimit }) : ok(undefined);
  }

  /**
   * Choice: a customer whose cash account is not set up gets restricted_feature (spec 000 §6), and a
   * UK customer inside the cooling-off window gets the cooling-off code (spec 000 §8) for every method.
   */
  private accountMayBuy(account: SandboxAccount): SandboxResult<void> {
    if (account.persona.cashAccount !== 'ready') return err({ code: ErrorCode.restrictedFeature });
    const endsAt = account.state.coolingOffEndsAt;
    if (endsAt !== undefined && !isCoolingOffOver(endsAt, this.store.context.now())) return err({ code: ErrorCode.coolingOffRestriction });
    return ok(undefined);
  }

  /** The method's own checks and its processing fee (spec 000 §5, §9), none for the cash account. */
  private paymentMethod(account: SandboxAccount, input: BuyPreviewInput, total: Dec): SandboxResult<readonly BasketFee[]> {
    const currency = currencyCode(input.currency);
    if (input.paymentMethod === 'fiat_wallet') {
      if (account.state.fiatWallets[input.currency] !== 'created') return err({ code: ErrorCode.invalidParameter, message: 'the cash account is not set up' });
      return this.store.context.ledger.balance(account.uuid, input.currency).lessThan(total) ? err({ code: ErrorCode.notEnoughBalance }) : ok([]);
    }
    const method = input.paymentMethod;
    if (!isPayMethod(method) || !CARD_SCHEME_METHODS.has(method)) return err({ code: ErrorCode.invalidParameter, message: 'unknown payment_method' });
    if (input.currency !== account.persona.nativeCurrency) return err({ code: ErrorCode.pairNotSupported });
    let feeMethod: keyof typeof DEFAULT_FEE_PERCENTAGES = input.paymentMethod === 'apple_pay' ? 'apple_pay' : 'google_pay';
    if (input.paymentMethod === 'credit_card') {
      const card = account.persona.cards.find((c) => c.id === input.cardId);
      if (card === undefined) return err({ code: ErrorCode.invalidParameter, message: 'unknown card' });
      if (card.rejectedInSingapore === true) return err({ code: ErrorCode.sgCreditCardNotSupported });
      const expiry = parseCardExpiry(card.expiry);
      if (expiry === undefined || isCardExpired(expiry, this.store.context.now())) return err({ code: ErrorCode.paymentCardExpired });
      feeMethod = card.kind === 'debit' ? 'debit_card' : 'credit_card';
    }
    const weekly = checkWeeklyCardLimit(this.store.context, account, method, total);
    if (!weekly.ok) return weekly;
    return ok([{ type: 'percentage', value: DEFAULT_FEE_PERCENTAGES[feeMethod], currency }]);
  }

  /** The net amount split by the basket's weights into coins; each part within the coin thresholds (spec 000 §8). */
  private allocate(offer: CatalogueOffer, net: Dec, currency: string): SandboxResult<readonly CoinAmount[]> {
    const pricing = this.views.pricing;
    const parts = allocateByWeight(net, pricing.weights(offer), fiatFractionDigits(currencyCode(currency)));
    const coins: CoinAmount[] = [];
    for (const part of parts) {
      const usd = pricing.toUsd(part.amount, currency);
      if (usd.greaterThan(BASKET_COIN_MAX_USD)) return err({ code: ErrorCode.hitMaxThreshold, meta: { symbol: part.symbol, maximum: BASKET_COIN_MAX_USD } });
      const amount = usd.lessThan(BASKET_COIN_MIN_USD)
        ? ZERO
        : coinsForFiat(part.amount, pricing.price(part.symbol, currency), pricing.maxFraction(part.symbol));
      if (!amount.greaterThan(0)) return err({ code: ErrorCode.hitMinThreshold, meta: { symbol: part.symbol, minimum: BASKET_COIN_MIN_USD } });
      coins.push({ symbol: part.symbol, amount: amount.toFixed() });
    }
    return ok(coins);
  }

  private inNative(amount: Dec, currency: string, account: SandboxAccount): Dec {
    const native = account.persona.nativeCurrency;
    return native === currency ? amount : this.views.pricing.fromUsd(this.views.pricing.toUsd(amount, currency), native);
  }
}
