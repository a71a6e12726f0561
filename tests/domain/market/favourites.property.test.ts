import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { applyFavouriteOp, type FavouriteOp, type Favourites } from '../../../domain/market/favourites';
import { coinId, favouriteOp, favourites } from '../../arbitraries/market';
import { RUNS } from '../../arbitraries/runs';

const asSet = (list: Favourites): string[] => [...list].sort();

describe('optimistic favourites invariants', () => {
  it('rolling back an op on its optimistic state restores the original exactly', () => {
    fc.assert(
      fc.property(favourites, favouriteOp, (original, op) => {
        const { optimistic, rollback } = applyFavouriteOp(original, op);
        expect(rollback(optimistic)).toEqual(original);
      }),
      RUNS,
    );
  });

  it('the optimistic state is the original with the op applied, without duplicates', () => {
    fc.assert(
      fc.property(favourites, favouriteOp, (original, op) => {
        const { optimistic } = applyFavouriteOp(original, op);
        expect(new Set(optimistic).size).toBe(optimistic.length);
        expect(optimistic.includes(op.coinId)).toBe(op.type === 'add');
        expect(optimistic.filter((id) => id !== op.coinId)).toEqual(original.filter((id) => id !== op.coinId));
      }),
      RUNS,
    );
  });

  it('rolling back one op after others on other coins undoes only that op', () => {
    fc.assert(
      fc.property(favourites, favouriteOp, fc.array(favouriteOp, { maxLength: 6 }), (original, first, later) => {
        const others = later.filter((op) => op.coinId !== first.coinId);
        const applied = applyFavouriteOp(original, first);
        const after = others.reduce<Favourites>((list, op) => applyFavouriteOp(list, op).optimistic, applied.optimistic);
        const withoutFirst = others.reduce<Favourites>((list, op) => applyFavouriteOp(list, op).optimistic, original);
        expect(asSet(applied.rollback(after))).toEqual(asSet(withoutFirst));
      }),
      RUNS,
    );
  });
});

/**
 * Model-based test of favourites as the UI runs them: a toggle applies an op optimistically and
 * sends it; the server later accepts or refuses each pending op, in any order. Choice mirrored
 * from the UI: a coin with an op in flight cannot be toggled again until it settles.
 */
interface Model {
  /** What the server holds. */
  confirmed: Set<string>;
  /** Ops sent and not yet answered, by coin. */
  pending: Map<string, FavouriteOp['type']>;
}
interface Real {
  shown: Favourites;
  rollbacks: Map<string, (current: Favourites) => Favourites>;
}

/** The model's view of what the customer sees: the server's list with every pending op applied. */
function expectedShown(model: Model): string[] {
  const shown = new Set(model.confirmed);
  for (const [coin, type] of model.pending) {
    if (type === 'add') shown.add(coin);
    else shown.delete(coin);
  }
  return [...shown].sort();
}

const seen = { rollbacks: 0, confirms: 0 };

class Toggle implements fc.Command<Model, Real> {
  constructor(private readonly coin: string) {}
  check = (model: Readonly<Model>): boolean => !model.pending.has(this.coin);
  run(model: Model, real: Real): void {
    const type = expectedShown(model).includes(this.coin) ? 'remove' : 'add';
    const { optimistic, rollback } = applyFavouriteOp(real.shown, { type, coinId: this.coin });
    real.shown = optimistic;
    real.rollbacks.set(this.coin, rollback);
    model.pending.set(this.coin, type);
    expect(asSet(real.shown)).toEqual(expectedShown(model));
  }
  toString = (): string => `toggle(${this.coin})`;
}

class Settle implements fc.Command<Model, Real> {
  constructor(
    private readonly pick: number,
    private readonly accepted: boolean,
  ) {}
  check = (model: Readonly<Model>): boolean => model.pending.size > 0;
  run(model: Model, real: Real): void {
    const coins = [...model.pending.keys()];
    const coin = coins[this.pick % coins.length] as string;
    const type = model.pending.get(coin);
    model.pending.delete(coin);
    const rollback = real.rollbacks.get(coin);
    real.rollbacks.delete(coin);
    if (this.accepted) {
      if (type === 'add') model.confirmed.add(coin);
      else model.confirmed.delete(coin);
      seen.confirms += 1;
    } else if (rollback !== undefined) {
      real.shown = rollback(real.shown);
      seen.rollbacks += 1;
    }
    expect(asSet(real.shown)).toEqual(expectedShown(model));
    expect(new Set(real.shown).size).toBe(real.shown.length);
  }
  toString = (): string => `settle(${this.pick}, ${this.accepted ? 'ok' : 'refused'})`;
}

const commands = [coinId.map((c) => new Toggle(c)), fc.tuple(fc.nat(16), fc.boolean()).map(([p, ok]) => new Settle(p, ok))];

describe('optimistic favourites, model-based', () => {
  it('what is shown is always the server list with the pending ops applied', () => {
    fc.assert(
      fc.property(favourites, fc.commands(commands, { maxCommands: 40 }), (initial, cmds) => {
        const model: Model = { confirmed: new Set(initial), pending: new Map() };
        const real: Real = { shown: initial, rollbacks: new Map() };
        fc.modelRun(() => ({ model, real }), cmds);
      }),
      RUNS,
    );
  });

  afterAll(() => {
    expect(seen.rollbacks).toBeGreaterThan(0);
    expect(seen.confirms).toBeGreaterThan(0);
  });
});
