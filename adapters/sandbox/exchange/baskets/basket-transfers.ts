import { portionOfHolding } from '../../../../domain/basket/basket-allocation';
import { acceptPortionInput, canTransferPortion } from '../../../../domain/basket/transfer-portion';
import { ErrorCode } from '../../../../domain/errors/error-codes';
import { Money } from '../../../../domain/money/decimal';
import { err, ok } from '../../../../domain/shared/result';
import type { SandboxAccount } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';
import type { TransactionState } from '../sandbox-state';
import type { BasketInstances } from './basket-instances';
import type { CoinAmount, TransferPreviewState } from './basket-slice';
import type { BasketStore } from './basket-store';
import type { BasketViews } from './basket-views';

/** A created basket transfer: the coins moved to the customer's own wallets, one history entry each. */
export interface TransferView {
  readonly id: string;
  readonly basketId: string;
  readonly percentage: string;
  readonly coins: readonly CoinAmount[];
  readonly transactions: readonly TransactionState[];
  readonly createdAt: number;
}

/**
 * Basket transfers (spec 001 §4, §7): a portion of every constituent leaves the basket for the
 * customer's coin wallets. Choice: transfers are free and need no minimum.
 */
export class BasketTransfers {
  constructor(
    private readonly store: BasketStore,
    private readonly views: BasketViews,
    private readonly instances: BasketInstances,
  ) {}

  /** Spec 001 §5: the portion is an integer 1-100 (the portion input's rule; 0 disables the transfer). */
  preview(account: SandboxAccount, basketId: string, rawPortion: string): SandboxResult<TransferPreviewState> {
    const portion = acceptPortionInput('', rawPortion);
    if (!portion.accepted || !canTransferPortion(portion.value))
      return err({ code: ErrorCode.invalidParameter, message: 'payout_percentage must be an integer from 1 to 100' });
    const instance = this.store.ownedBasket(account, basketId);
    if (!instance.ok) return instance;
    const idle = this.store.notRebalancing(instance.value);
    if (!idle.ok) return idle;
    const pricing = this.views.pricing;
    const percentage = new Money(portion.value);
    const coins = pricing
      .holdings(instance.value.id)
      .map((h) => ({ symbol: h.symbol, amount: portionOfHolding(h.amount, percentage, pricing.maxFraction(h.symbol)) }))
      .filter((c) => c.amount.greaterThan(0));
    const currency = account.persona.nativeCurrency;
    return ok(
      this.store.addPreview<'transfer'>(account, {
        side: 'transfer',
        offerId: instance.value.offerId,
        instanceId: instance.value.id,
        coins: coins.map((c) => ({ symbol: c.symbol, amount: c.amount.toFixed() })),
        percentage: portion.value,
        currency,
        value: pricing.value(coins, currency).toFixed(),
      }),
    );
  }

  /** Creates the transfer of a preview at most once, never after it expired. */
  create(account: SandboxAccount, previewId: string): SandboxResult<TransferView> {
    const taken = this.store.takeCoins(account, previewId, 'transfer', account.uuid);
    if (!taken.ok) return taken;
    const { preview, instance } = taken.value;
    const id = this.store.context.nextId('bskt');
    const transactions = preview.coins.map((c) =>
      this.store.context.recordTransaction(account, {
        kind: 'crypto_transfer',
        side: 'in',
        fromCurrency: c.symbol,
        fromAmount: c.amount,
        toCurrency: c.symbol,
        toAmount: c.amount,
        status: 'completed',
        details: { source: 'basket_transfer', basket_id: instance.id, offer_id: instance.offerId, transfer_id: id, percentage: preview.percentage },
      }),
    );
    this.instances.closeIfEmpty(instance);
    return ok({ id, basketId: instance.id, percentage: preview.percentage, coins: preview.coins, transactions, createdAt: this.store.context.now() });
  }
}
