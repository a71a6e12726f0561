import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyState, diffState } from '../../../../adapters/sandbox/persistence/state-diff';

const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** JSON-like states with the shapes the sandbox has: objects of objects, lists that grow or shrink, keys holding undefined. */
const key = fc.constantFrom('a', 'b', 'c', 'ledger', 'status', '__proto__', 'constructor', '0');
const state = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(null, true, false, 0, 1, 'x', 'y', undefined),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(key, tie('value'), { maxKeys: 4 }),
  ),
})).value;
const root = fc.dictionary(key, state, { maxKeys: 5 });

describe('state journal entries (diff and apply)', () => {
  it('applying the diff of two states to a copy of the first gives the second, as JSON keeps it', () => {
    fc.assert(
      fc.property(root, root, (before, after) => {
        const ops = json(diffState(json(before), after));
        expect(applyState(json(before), ops)).toEqual(json(after));
      }),
      { numRuns: 500 },
    );
  });

  it('a state diffed against itself (or its JSON copy) has no changes', () => {
    fc.assert(
      fc.property(root, (value) => {
        expect(diffState(json(value), value)).toEqual([]);
      }),
    );
  });

  it('a list that grew is appended to, its old items diffed in place; a list that shrank is replaced', () => {
    const before = { transactions: [{ id: 't1', status: 'pending' }] };
    const after = {
      transactions: [
        { id: 't1', status: 'completed' },
        { id: 't2', status: 'pending' },
      ],
    };
    expect(diffState(before, after)).toEqual([
      { p: ['transactions', 0, 'status'], v: 'completed' },
      { p: ['transactions'], a: [{ id: 't2', status: 'pending' }] },
    ]);
    expect(diffState({ tasks: [1, 2] }, { tasks: [2] })).toEqual([{ p: ['tasks'], v: [2] }]);
  });

  it('never reaches a prototype through a key a client chose', () => {
    const applied = applyState({}, [{ p: ['__proto__'], v: { polluted: true } }]) as Record<string, unknown>;
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.getPrototypeOf(applied)).toBe(Object.prototype);
    expect(Object.hasOwn(applied, '__proto__')).toBe(true);
  });
});
