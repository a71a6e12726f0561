import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEarlyAccessMethod, isKnownDepositMethod } from '../../../domain/deposit/deposit-method';
import { pickDepositMethods } from '../../../domain/deposit/deposit-method-picker';
import { methodEntries, methodId } from '../../arbitraries/deposit';
import { RUNS } from '../../arbitraries/runs';

const context = fc.record({
  isInternalTester: fc.boolean(),
  preferredMethod: fc.option(methodId, { nil: undefined }),
  outstandingBalanceMethods: fc.array(methodId, { maxLength: 3 }).map((ids) => new Set(ids)),
});

describe('pickDepositMethods, properties', () => {
  it('every listed method appears exactly once, clickable or disabled, in the server order', () => {
    fc.assert(
      fc.property(methodEntries, context, (entries, ctx) => {
        const view = pickDepositMethods(entries, ctx);
        if (view.kind === 'no_method') {
          expect(entries).toEqual([]);
          return;
        }
        if (view.kind === 'direct') {
          expect(entries.map((x) => x.id)).toEqual([view.method]);
          return;
        }
        const rows = [...view.supported, ...view.disabled].map((r) => r.id).sort();
        expect(rows).toEqual(entries.map((x) => x.id).sort());
        expect(view.supported.map((r) => r.id)).toEqual(entries.map((x) => x.id).filter((id) => view.supported.some((r) => r.id === id)));
      }),
      RUNS,
    );
  });

  it('a clickable method is known, active, has no outstanding balance, and is early access only for testers', () => {
    fc.assert(
      fc.property(methodEntries, context, (entries, ctx) => {
        const view = pickDepositMethods(entries, ctx);
        const supported = view.kind === 'list' ? view.supported.map((r) => r.id) : view.kind === 'direct' ? [view.method] : [];
        for (const id of supported) {
          const entry = entries.find((x) => x.id === id);
          expect(isKnownDepositMethod(id)).toBe(true);
          expect(entry?.isDeactivated ?? false).toBe(false);
          expect(ctx.outstandingBalanceMethods.has(id)).toBe(false);
          if (isKnownDepositMethod(id) && isEarlyAccessMethod(id)) expect(ctx.isInternalTester).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it("disabled rows are 'unavailable' exactly when deactivated, otherwise 'only in the app'", () => {
    fc.assert(
      fc.property(methodEntries, context, (entries, ctx) => {
        const view = pickDepositMethods(entries, ctx);
        if (view.kind !== 'list') return;
        for (const row of view.disabled) {
          const deactivated = entries.find((x) => x.id === row.id)?.isDeactivated === true || ctx.outstandingBalanceMethods.has(row.id);
          expect(row.label).toBe(deactivated ? 'unavailable' : 'only_in_app');
          expect(row.isDeactivated).toBe(deactivated);
        }
      }),
      RUNS,
    );
  });

  it('the preselected method is the preferred one and is clickable', () => {
    fc.assert(
      fc.property(methodEntries, context, (entries, ctx) => {
        const view = pickDepositMethods(entries, ctx);
        if (view.kind !== 'list' || view.preselected === undefined) return;
        expect(view.preselected).toBe(ctx.preferredMethod);
        expect(view.supported.some((r) => r.id === view.preselected)).toBe(true);
      }),
      RUNS,
    );
  });
});
