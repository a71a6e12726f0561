import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canSendEmail, cooldownSecondsLeft, emailSent } from '../../../domain/deposit/bank-info-email';
import { RUNS } from '../../arbitraries/runs';

describe('bank info email cooldown, properties', () => {
  it('the seconds left never increase as time passes, and reach 0 exactly when the cooldown ends', () => {
    fc.assert(
      fc.property(fc.nat({ max: 2_000_000_000 }), fc.nat({ max: 3600 }), fc.nat({ max: 4_000_000 }), fc.nat({ max: 4_000_000 }), (now, seconds, a, b) => {
        const state = emailSent(now, seconds, 'c');
        const [early, late] = a < b ? [a, b] : [b, a];
        expect(cooldownSecondsLeft(state, now + late)).toBeLessThanOrEqual(cooldownSecondsLeft(state, now + early));
        expect(canSendEmail(state, now + late)).toBe(late >= seconds * 1000);
        expect(cooldownSecondsLeft(state, now)).toBe(seconds);
      }),
      RUNS,
    );
  });
});
