import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APPLE_PAY_CANCEL_WINDOW_MS, applePayCancelOutcome } from '../../../domain/payment/apple-pay';
import { RUNS } from '../../arbitraries/runs';

describe('Apple Pay cancel invariants', () => {
  it('failed iff the cancel came within the window', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2e12 }), fc.nat({ max: 10_000 }), (start, elapsed) => {
        expect(applePayCancelOutcome(start, start + elapsed) === 'failed').toBe(elapsed <= APPLE_PAY_CANCEL_WINDOW_MS);
      }),
      RUNS,
    );
  });
});
