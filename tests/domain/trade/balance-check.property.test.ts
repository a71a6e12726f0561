import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSpendable } from '../../../domain/trade/balance-check';
import { RUNS } from '../../arbitraries/runs';
import { fiatAmount } from '../../arbitraries/trade';

describe('insufficient balance invariants', () => {
  it('passes iff the amount is within the wallet and within the transactable amount when known', () => {
    fc.assert(
      fc.property(fiatAmount, fiatAmount, fc.option(fiatAmount, { nil: undefined }), (amount, available, transactable) => {
        const result = checkSpendable(amount, { available, transactable });
        const fits = !amount.greaterThan(available) && (transactable === undefined || !amount.greaterThan(transactable));
        expect(result.ok).toBe(fits);
        if (!result.ok) {
          const overTransactable = transactable !== undefined && amount.greaterThan(transactable);
          expect(result.error.against).toBe(overTransactable ? 'transactable' : 'wallet');
        }
      }),
      RUNS,
    );
  });
});
