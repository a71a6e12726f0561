import { type Dec, Money, ZERO } from '../../../domain/money/decimal';
import { err, ok, type Result } from '../../../domain/shared/result';

/** The exchange's own book: the other side of every trade and fee. */
export const HOUSE = 'house';
/** The world outside the exchange: banks, card schemes, blockchains; the other side of deposits. */
export const EXTERNAL = 'external';

export interface Movement {
  readonly from: string;
  readonly to: string;
  readonly currency: string;
  readonly amount: Dec;
}

export interface Overdraft {
  readonly owner: string;
  readonly currency: string;
}

/**
 * Double-entry balances: money only moves from one owner to another, so the sum of every
 * currency over all owners never changes. Customers never go below zero; the house and the
 * outside world may (they stand for inventory and the rest of the world).
 */
export class Ledger {
  constructor(private readonly book: () => Record<string, Record<string, string>>) {}

  balance(owner: string, currency: string): Dec {
    const amount = this.book()[owner]?.[currency];
    return amount === undefined ? ZERO : new Money(amount);
  }

  /** The currencies an owner holds (non-zero) with their amounts. */
  holdings(owner: string): readonly { readonly currency: string; readonly amount: Dec }[] {
    return Object.entries(this.book()[owner] ?? {})
      .map(([currency, amount]) => ({ currency, amount: new Money(amount) }))
      .filter((h) => !h.amount.isZero());
  }

  /** Applies every movement or none: refused when a customer would go below zero. */
  transfer(movements: readonly Movement[]): Result<void, Overdraft> {
    const next = new Map<string, Dec>();
    const key = (owner: string, currency: string): string => `${owner}\u0000${currency}`;
    for (const m of movements) {
      if (m.amount.isNegative()) throw new RangeError(`movement of a negative amount ${m.amount.toFixed()}`);
      next.set(key(m.from, m.currency), (next.get(key(m.from, m.currency)) ?? this.balance(m.from, m.currency)).minus(m.amount));
      next.set(key(m.to, m.currency), (next.get(key(m.to, m.currency)) ?? this.balance(m.to, m.currency)).plus(m.amount));
    }
    for (const [k, amount] of next) {
      const [owner = '', currency = ''] = k.split('\u0000');
      if (amount.isNegative() && owner !== HOUSE && owner !== EXTERNAL) return err({ owner, currency });
    }
    for (const [k, amount] of next) {
      const [owner = '', currency = ''] = k.split('\u0000');
      (this.book()[owner] ??= {})[currency] = amount.toFixed();
    }
    return ok(undefined);
  }

  /** Sum of each currency over all owners; constant under transfers (the books-balanced check). */
  totals(): ReadonlyMap<string, Dec> {
    const sums = new Map<string, Dec>();
    for (const holdings of Object.values(this.book())) {
      for (const [currency, amount] of Object.entries(holdings)) sums.set(currency, (sums.get(currency) ?? ZERO).plus(new Money(amount)));
    }
    return sums;
  }
}
