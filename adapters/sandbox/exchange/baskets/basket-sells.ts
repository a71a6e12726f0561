import { portionOfHolding } from '../../../../domain/basket/basket-allocation';
import { minimumInNative, validationMinimumUsd } from '../../../../domain/basket/basket-minimums';
import { basketSellAmount, checkBasketSellAmount } from '../../../../domain/basket/basket-sell-amount';
import { isValidSellPercentage } from '../../../../domain/basket/sell-percentage-input';
import { ErrorCode } from '../../../../domain/errors/error-codes';
import { currencyCode, fiatFractionDigits } from '../../../../domain/money/currency';
import { Money } from '../../../../domain/money/decimal';
import { err, ok } from '../../../../domain/shared/result';
import { HOUSE } from '../ledger';
import type { SandboxAccount } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';
import type { TaskState, TransactionState } from '../sandbox-state';
import { BASKET_BASE_CURRENCY } from './basket-catalogue';
import type { BasketInstances } from './basket-instances';
import { coinsDetail, SELL_SETTLEMENT_MS, type SellPreviewState } from './basket-slice';
import type { BasketStore } from './basket-store';
import { chargeFees, offerFee, offerMinimums, totalFees } from './basket-terms';
import type { BasketViews } from './basket-views';

/** A basket sell preview as asked (spec 000 §7: basket_id, payout_method, payout_percentage, payout_detail.currency). */
export interface SellPreviewInput {
  readonly basketId: string;
  readonly payoutMethod: string;
  readonly percentage: string;
  readonly currency: string;
}

export const SELL_SETTLE_TASK = 'basket_sell_settle';

/**
 * Basket sells by percentage: the coins leave the basket when the sale is confirmed, the proceeds
 * reach the cash account when it settles, and then the sell-complete notification is pushed.
 */
export class BasketSells {
  constructor(
    private readonly store: BasketStore,
    private readonly views: BasketViews,
    private readonly instances: BasketInstances,
  ) {
    store.context.onTask(SELL_SETTLE_TASK, (task) => this.settle(task));
  }

  preview(account: SandboxAccount, input: SellPreviewInput): SandboxResult<SellPreviewState> {
    const instance = this.store.ownedBasket(account, input.basketId);
    if (!instance.ok) return instance;
    const idle = this.store.notRebalancing(instance.value);
    if (!idle.ok) return idle;
    const offer = this.store.offer(instance.value.offerId);
    if (offer === undefined) return err({ code: ErrorCode.invalidParameter, message: 'unknown basket offer' });
    if (!isValidSellPercentage(input.percentage))
      return err({ code: ErrorCode.invalidParameter, message: 'payout_percentage must be within (0, 100] with at most 2 decimals' });
    if (input.payoutMethod !== 'fiat_wallet') return err({ code: ErrorCode.invalidParameter, message: 'unknown payout_method' });
    if (account.state.fiatWallets[input.currency] !== 'created') return err({ code: ErrorCode.invalidParameter, message: 'the cash account is not set up' });
    const pricing = this.views.pricing;
    const rate = pricing.nativePerUsd(input.currency);
    if (rate === undefined) return err({ code: ErrorCode.pairNotSupported });
    const currency = currencyCode(input.currency);
    const decimals = fiatFractionDigits(currency);
    const percentage = new Money(input.percentage);
    const holdings = pricing.holdings(instance.value.id);
    const payout = basketSellAmount(percentage, pricing.value(holdings, input.currency));
    const minimum = minimumInNative(validationMinimumUsd(offerMinimums(offer), 'sell'), rate, decimals);
    const checked = checkBasketSellAmount(payout, minimum, currency);
    if (!checked.ok) return err({ code: checked.error.code, meta: { minimum: checked.error.minimum.toFixed(decimals), currency } });
    const fees = chargeFees([offerFee(offer, input.currency, rate)], payout);
    const payoutUsd = pricing.toUsd(payout, input.currency);
    const native = account.persona.nativeCurrency;
    return ok(
      this.store.addPreview<'sell'>(account, {
        side: 'sell',
        offerId: offer.id,
        instanceId: instance.value.id,
        coins: holdings
          .map((h) => ({ symbol: h.symbol, amount: portionOfHolding(h.amount, percentage, pricing.maxFraction(h.symbol)).toFixed() }))
          .filter((c) => new Money(c.amount).greaterThan(0)),
        method: input.payoutMethod,
        currency: input.currency,
        percentage: percentage.toFixed(),
        payout: payout.toFixed(decimals),
        payoutUsd: payoutUsd.toFixed(2),
        payoutNative: (native === input.currency ? payout : pricing.fromUsd(payoutUsd, native)).toFixed(),
        total: payout.minus(totalFees(fees)).toFixed(decimals),
        fees,
      }),
    );
  }

  /** Executes a sell preview at most once, never after it expired; the sale is pending until it settles. */
  confirm(account: SandboxAccount, previewId: string): SandboxResult<TransactionState> {
    const taken = this.store.takeCoins(account, previewId, 'sell', HOUSE);
    if (!taken.ok) return taken;
    const { preview, instance } = taken.value;
    const transaction = this.store.context.recordTransaction(account, {
      kind: 'basket_sale',
      side: 'sell',
      fromCurrency: BASKET_BASE_CURRENCY,
      fromAmount: preview.payoutUsd,
      toCurrency: preview.currency,
      toAmount: preview.total,
      status: 'pending',
      details: {
        payout_method: preview.method,
        basket_id: instance.id,
        offer_id: preview.offerId,
        fee: totalFees(preview.fees).toFixed(),
        percentage: preview.percentage,
        coins: coinsDetail(preview.coins),
        preview_id: preview.id,
      },
    });
    this.store.context.schedule(SELL_SETTLE_TASK, this.store.context.now() + SELL_SETTLEMENT_MS, { transaction_id: transaction.id, instance_id: instance.id });
    this.instances.closeIfEmpty(instance);
    return ok(transaction);
  }

  /** Pays the proceeds from the house and pushes the sell-complete notification (spec 000 §4). */
  private settle(task: TaskState): void {
    const transaction = this.store.context.state.transactions.find((t) => t.id === task.payload['transaction_id']);
    const account = transaction === undefined ? undefined : this.store.context.account(transaction.userUuid);
    if (transaction?.status !== 'pending' || account === undefined) return;
    const paid = this.store.context.ledger.transfer([
      { from: HOUSE, to: account.uuid, currency: transaction.toCurrency, amount: new Money(transaction.toAmount) },
    ]);
    if (!paid.ok) throw new Error('the house cannot fail to pay');
    transaction.status = 'completed';
    this.store.slice().notifications.push({
      id: this.store.context.nextId('bskn'),
      userUuid: account.uuid,
      kind: 'basket_sell_completed',
      instanceId: task.payload['instance_id'] ?? '',
      transactionId: transaction.id,
      createdAt: this.store.context.now(),
      read: false,
    });
  }
}
