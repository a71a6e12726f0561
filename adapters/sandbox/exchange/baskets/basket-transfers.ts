import { portionOfHolding } from '../../../../domain/basket/basket-allocation';
import { basketSellMinimum } from '../../../../domain/basket/basket-sell-check';
import { checkTransferPortion } from '../../../../domain/basket/transfer-portion';
import { ErrorCode } from '../../../../domain/errors/error-codes';
import { currencyCode, fiatFractionDigits } from '../../../../domain/money/currency';
import { Money } from '../../../../domain/money/decimal';
import { err, ok } from '../../../../domain/shared/result';
import type { SandboxAccount } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';
import type { TaskState } from '../sandbox-state';
import type { BasketInstances } from './basket-instances';
import { basketOwner, TRANSFER_SETTLEMENT_MS, type TransferPreviewState, type TransferState } from './basket-slice';
import type { BasketStore } from './basket-store';
import { offerMinimums } from './basket-terms';
import type { BasketViews } from './basket-views';

export const TRANSFER_SETTLE_TASK = 'basket_transfer_settle';

/**
 * Basket transfers (spec 001 §4, §7, §9): a portion of every constituent leaves the basket for the
 * customer's coin wallets. The portion is the transfer input's rule (an integer 1-100) and its
 * value must be above the basket's selling minimum (the sell's check, domain/basket). Choices:
 * transfers are free; a created transfer is processing and its coins stay in the basket until it
 * settles TRANSFER_SETTLEMENT_MS later, when they move to the wallets (one history entry each), or
 * it fails when the basket no longer holds them (sold meanwhile).
 */
export class BasketTransfers {
  constructor(
    private readonly store: BasketStore,
    private readonly views: BasketViews,
    private readonly instances: BasketInstances,
  ) {
    store.context.onTask(TRANSFER_SETTLE_TASK, (task) => this.settle(task));
  }

  preview(account: SandboxAccount, basketId: string, rawPortion: string): SandboxResult<TransferPreviewState> {
    const instance = this.store.ownedBasket(account, basketId);
    if (!instance.ok) return instance;
    const offer = this.store.offer(instance.value.offerId);
    const pricing = this.views.pricing;
    const currency = account.persona.nativeCurrency;
    const rate = pricing.nativePerUsd(currency);
    if (offer === undefined || rate === undefined) return err({ code: ErrorCode.invalidParameter, message: 'unknown basket offer' });
    const holdings = pricing.holdings(instance.value.id);
    const native = currencyCode(currency);
    const minimum = { amount: basketSellMinimum(offerMinimums(offer), rate, native), currency: native };
    const checked = checkTransferPortion(rawPortion, pricing.value(holdings, currency), minimum);
    if (checked.portion === undefined) return err({ code: ErrorCode.invalidParameter, message: 'payout_percentage must be an integer from 1 to 100' });
    if (checked.error !== undefined)
      return err({ code: checked.error.code, meta: { minimum: checked.error.minimum.toFixed(fiatFractionDigits(native)), currency } });
    const idle = this.store.notRebalancing(instance.value);
    if (!idle.ok) return idle;
    const percentage = new Money(checked.portion);
    const coins = holdings
      .map((h) => ({ symbol: h.symbol, amount: portionOfHolding(h.amount, percentage, pricing.maxFraction(h.symbol)) }))
      .filter((c) => c.amount.greaterThan(0));
    return ok(
      this.store.addPreview<'transfer'>(account, {
        side: 'transfer',
        offerId: instance.value.offerId,
        instanceId: instance.value.id,
        coins: coins.map((c) => ({ symbol: c.symbol, amount: c.amount.toFixed() })),
        percentage: checked.portion,
        currency,
        value: pricing.value(coins, currency).toFixed(),
      }),
    );
  }

  /** Creates the transfer of a preview at most once, never after it expired; it settles later. */
  create(account: SandboxAccount, previewId: string): SandboxResult<TransferState> {
    const usable = this.store.usablePreview(account, previewId, 'transfer');
    if (!usable.ok) return usable;
    const preview = usable.value;
    const instance = this.store.instance(account, preview.instanceId ?? '');
    if (instance === undefined) return err({ code: ErrorCode.notEnoughBalance });
    const idle = this.store.notRebalancing(instance);
    if (!idle.ok) return idle;
    preview.used = true;
    const transfer: TransferState = {
      id: this.store.context.nextId('bskt'),
      userUuid: account.uuid,
      instanceId: instance.id,
      offerId: instance.offerId,
      percentage: preview.percentage,
      coins: preview.coins,
      createdAt: this.store.context.now(),
      status: 'processing',
      transactionIds: [],
    };
    this.transfers()[transfer.id] = transfer;
    this.store.context.schedule(TRANSFER_SETTLE_TASK, transfer.createdAt + TRANSFER_SETTLEMENT_MS, { transfer_id: transfer.id });
    return ok(transfer);
  }

  find(account: SandboxAccount, transferId: string): SandboxResult<TransferState> {
    const transfer = this.transfers()[transferId];
    return transfer?.userUuid === account.uuid ? ok(transfer) : err({ code: ErrorCode.invalidParameter, message: `no transfer ${transferId}` });
  }

  private settle(task: TaskState): void {
    const transfer = this.transfers()[task.payload['transfer_id'] ?? ''];
    const account = transfer === undefined ? undefined : this.store.context.account(transfer.userUuid);
    if (transfer?.status !== 'processing' || account === undefined) return;
    const moved = this.store.context.ledger.transfer(
      transfer.coins.map((c) => ({ from: basketOwner(transfer.instanceId), to: account.uuid, currency: c.symbol, amount: new Money(c.amount) })),
    );
    if (!moved.ok) {
      transfer.status = 'failed';
      return;
    }
    transfer.status = 'completed';
    transfer.transactionIds = transfer.coins.map(
      (c) =>
        this.store.context.recordTransaction(account, {
          kind: 'crypto_transfer',
          side: 'in',
          fromCurrency: c.symbol,
          fromAmount: c.amount,
          toCurrency: c.symbol,
          toAmount: c.amount,
          status: 'completed',
          details: {
            source: 'basket_transfer',
            basket_id: transfer.instanceId,
            offer_id: transfer.offerId,
            transfer_id: transfer.id,
            percentage: transfer.percentage,
          },
        }).id,
    );
    const instance = this.store.slice().instances[transfer.instanceId];
    if (instance !== undefined) this.instances.closeIfEmpty(instance);
  }

  private transfers(): Record<string, TransferState> {
    const slice = this.store.slice();
    slice.transfers ??= {};
    return slice.transfers;
  }
}
