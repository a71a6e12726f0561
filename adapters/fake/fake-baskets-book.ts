import { type ApiResult, businessError } from '../../application/ports/api-error';
import type {
  BasketInstanceDetail,
  BasketListing,
  BasketNotification,
  BasketOffer,
  BasketPurchase,
  BasketTransaction,
  BasketTransfer,
} from '../../application/ports/baskets-port';
import { portionOfHolding } from '../../domain/basket/basket-allocation';
import type { BasketMinimums } from '../../domain/basket/basket-minimums';
import { REBALANCING_DAYS, type RebalancingInterval } from '../../domain/basket/rebalancing-interval';
import { ErrorCode } from '../../domain/errors/error-codes';
import { currencyCode } from '../../domain/money/currency';
import { type Dec, dec, ZERO } from '../../domain/money/decimal';
import { fiatForCoins } from '../../domain/trade/conversion';
import { QUOTE_COUNTDOWN_SECONDS } from '../../domain/trade/quote-confirmation';

export type Answer<T> = ApiResult<T>;
export const ok = <T>(value: T): Answer<T> => ({ ok: true, value });
export const fail = (code: string, meta?: Readonly<Record<string, unknown>>): Answer<never> => ({ ok: false, error: businessError(code, { meta }) });

export interface FakeInstance {
  readonly id: string;
  readonly offerId: string;
  interval: RebalancingInterval;
  nextRebalancingAt: number | undefined;
  rebalancing: boolean;
  readonly holdings: Map<string, Dec>;
}

export type Coins = ReadonlyMap<string, Dec>;
interface PreviewBase {
  readonly id: string;
  readonly instanceId: string | undefined;
  readonly offerId: string;
  readonly expiresAt: number;
  readonly coins: Coins;
  used: boolean;
}
export type Preview =
  | (PreviewBase & { readonly side: 'buy'; readonly method: string; readonly total: Dec; readonly net: Dec; readonly interval: RebalancingInterval })
  | (PreviewBase & { readonly side: 'sell'; readonly payout: Dec; readonly total: Dec })
  | (PreviewBase & { readonly side: 'transfer'; readonly portion: Dec });

export const USD = currencyCode('USD');
const DAY_MS = 86_400_000;
/** As the sandbox: sales settle two seconds after they are confirmed. */
export const FAKE_SELL_SETTLEMENT_MS = 2_000;
/** As the sandbox: a transfer's coins reach the wallets 20 s after it is created. */
export const FAKE_TRANSFER_SETTLEMENT_MS = 20_000;

/** The fake's money and records: cash, instances and their coins, previews, purchases, sales, history. */
export class FakeBasketBook {
  readonly transactions: BasketTransaction[] = [];
  readonly purchases = new Map<string, BasketPurchase>();
  readonly notifications: BasketNotification[] = [];
  /** Coins transferred out of baskets into the customer's wallets. */
  readonly wallets = new Map<string, Dec>();
  readonly byId = new Map<string, FakeInstance>();
  readonly previews = new Map<string, Preview>();
  readonly sales: { readonly transactionId: string; readonly instanceId: string; readonly at: number; readonly amount: Dec }[] = [];
  readonly purchasePreviews = new Map<string, string>();
  readonly transfers = new Map<string, { transfer: BasketTransfer; readonly at: number }>();
  private counter = 0;

  constructor(
    readonly clock: () => number,
    private readonly prices: Readonly<Record<string, string>>,
    public cash: Dec,
    readonly minimums: BasketMinimums,
  ) {}

  instances(): readonly FakeInstance[] {
    return [...this.byId.values()];
  }

  instance(id: string): FakeInstance | undefined {
    return this.byId.get(id);
  }

  own(offer: BasketOffer, coins: Readonly<Record<string, string>>, interval: RebalancingInterval): string {
    const instance = this.create(offer.id, interval);
    Object.entries(coins).forEach(([symbol, amount]) => instance.holdings.set(symbol, dec(amount)));
    return instance.id;
  }

  listing(instance: FakeInstance, offer: BasketOffer): BasketListing {
    const balance = [...instance.holdings].reduce((sum, [symbol, amount]) => sum.plus(fiatForCoins(amount, this.price(symbol), 2)), ZERO);
    return { ...offer, id: instance.id, balance, rebalancingInterval: instance.interval, nextRebalancingAt: instance.nextRebalancingAt };
  }

  detail(instance: FakeInstance, offer: BasketOffer): BasketInstanceDetail {
    const holdings = [...instance.holdings].map(([symbol, amount]) => ({
      symbol: currencyCode(symbol),
      amount,
      value: fiatForCoins(amount, this.price(symbol), 2),
      targetWeight: offer.weights.find((w) => w.symbol === symbol)?.weight ?? ZERO,
    }));
    return { ...this.listing(instance, offer), holdings, rebalancingInProgress: instance.rebalancing };
  }

  setRebalancing(id: string, inProgress: boolean): void {
    const instance = this.byId.get(id);
    if (instance !== undefined) instance.rebalancing = inProgress;
  }

  setInterval(instance: FakeInstance, interval: RebalancingInterval): Answer<void> {
    if (instance.rebalancing) return fail(ErrorCode.rebalancingInProgress);
    instance.interval = interval;
    instance.nextRebalancingAt = interval === 'never' ? undefined : this.clock() + REBALANCING_DAYS[interval] * DAY_MS;
    return ok(undefined);
  }

  /** Pays out the sales that fell due and notifies, and moves the transfers that fell due, as the sandbox's settlement tasks do. */
  settleDue(): void {
    const now = this.clock();
    for (const entry of this.transfers.values()) if (entry.at <= now && entry.transfer.status === 'processing') this.settleTransfer(entry);
    for (const sale of this.sales.filter((s) => s.at <= now)) {
      this.sales.splice(this.sales.indexOf(sale), 1);
      this.cash = this.cash.plus(sale.amount);
      const index = this.transactions.findIndex((t) => t.id === sale.transactionId);
      const settled = this.transactions[index];
      if (settled !== undefined) this.transactions[index] = { ...settled, status: 'completed' };
      const notification: BasketNotification = {
        id: this.nextId('notification'),
        kind: 'basket_sell_completed',
        basketId: sale.instanceId,
        transactionId: sale.transactionId,
        createdAt: now,
        read: false,
      };
      this.notifications.push(notification);
    }
  }

  private settleTransfer(entry: { transfer: BasketTransfer }): void {
    const { transfer } = entry;
    const instance = this.byId.get(transfer.basketId);
    const coins = new Map(transfer.coins.map((c) => [c.symbol as string, c.amount] as const));
    if (instance === undefined || !this.takeOut(instance, coins)) {
      entry.transfer = { ...transfer, status: 'failed' };
      return;
    }
    transfer.coins.forEach((c) => this.wallets.set(c.symbol, (this.wallets.get(c.symbol) ?? ZERO).plus(c.amount)));
    const records = transfer.coins.map((c) => this.record('crypto_transfer', 'in', 'completed', c.amount, c.amount, instance, c.symbol));
    entry.transfer = { ...transfer, status: 'completed', transactionIds: records.map((t) => t.id) };
  }

  markRead(id: string): boolean {
    const index = this.notifications.findIndex((n) => n.id === id);
    const found = this.notifications[index];
    if (found !== undefined) this.notifications[index] = { ...found, read: true };
    return found !== undefined;
  }

  executeBuy(preview: Extract<Preview, { side: 'buy' }>): BasketTransaction {
    preview.used = true;
    const existing = this.byId.get(preview.instanceId ?? '') ?? this.instances().find((i) => i.offerId === preview.offerId);
    const instance = existing ?? this.create(preview.offerId, preview.interval);
    preview.coins.forEach((amount, symbol) => instance.holdings.set(symbol, (instance.holdings.get(symbol) ?? ZERO).plus(amount)));
    return this.record('basket_purchase', 'buy', 'completed', preview.total, preview.net, instance);
  }

  usable<S extends Preview['side']>(id: string, side: S): Answer<Extract<Preview, { side: S }>> {
    const preview = this.previews.get(id);
    if (preview?.side !== side) return fail(ErrorCode.quotationNotFound);
    if (preview.used) return fail(ErrorCode.quotationAlreadyUsed);
    if (this.clock() >= preview.expiresAt) return fail(ErrorCode.quotationExpired);
    return ok(preview as Extract<Preview, { side: S }>);
  }

  addPreview<S extends Preview['side']>(preview: Omit<Extract<Preview, { side: S }>, 'id' | 'expiresAt' | 'used'>): Extract<Preview, { side: S }> {
    const full = { ...preview, id: this.nextId('preview'), expiresAt: this.clock() + QUOTE_COUNTDOWN_SECONDS * 1000, used: false } as Extract<
      Preview,
      { side: S }
    >;
    this.previews.set(full.id, full);
    return full;
  }

  portion(instance: FakeInstance, percentage: Dec): Coins {
    return new Map(
      [...instance.holdings].map(([symbol, held]) => [symbol, portionOfHolding(held, percentage, 8)] as const).filter(([, amount]) => amount.greaterThan(0)),
    );
  }

  /** Takes coins out of a basket, all or none; an emptied basket is closed, as in the sandbox. */
  takeOut(instance: FakeInstance, coins: Coins): boolean {
    if ([...coins].some(([symbol, amount]) => (instance.holdings.get(symbol) ?? ZERO).lessThan(amount))) return false;
    coins.forEach((amount, symbol) => {
      const left = (instance.holdings.get(symbol) ?? ZERO).minus(amount);
      if (left.isZero()) instance.holdings.delete(symbol);
      else instance.holdings.set(symbol, left);
    });
    if (instance.holdings.size === 0) this.byId.delete(instance.id);
    return true;
  }

  create(offerId: string, interval: RebalancingInterval): FakeInstance {
    const instance: FakeInstance = { id: this.nextId('instance'), offerId, interval, nextRebalancingAt: undefined, rebalancing: false, holdings: new Map() };
    this.setInterval(instance, interval);
    this.byId.set(instance.id, instance);
    return instance;
  }

  record(kind: string, side: BasketTransaction['side'], status: string, from: Dec, to: Dec, instance: FakeInstance, coin?: string): BasketTransaction {
    const currency = coin === undefined ? USD : currencyCode(coin);
    const transaction = {
      id: this.nextId('tx'),
      kind,
      side,
      status,
      fromCurrency: currency,
      fromAmount: from,
      toCurrency: currency,
      toAmount: to,
      basketId: instance.id,
      offerId: instance.offerId,
      createdAt: this.clock(),
    };
    this.transactions.push(transaction);
    return transaction;
  }

  price(symbol: string): Dec {
    return dec(this.prices[symbol] ?? '1');
  }

  nextId(prefix: string): string {
    return `${prefix}-${++this.counter}`;
  }
}
