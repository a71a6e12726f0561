import { describe, expect, it } from 'vitest';
import { HOME_GUIDE_INITIAL, isFirstTransactionAlreadyDone, stepHomeGuide } from '../../../domain/rewards/first-transaction';

const ALREADY = { type: 'guide_error', code: 'already_did_first_transaction' } as const;

describe('first transaction already done (spec 000 §4)', () => {
  it("the 'already did the first transaction' error replaces the guide and fires the bought-first-coin callback", () => {
    expect(stepHomeGuide(HOME_GUIDE_INITIAL, ALREADY)).toEqual({ state: { mode: 'replaced' }, effects: ['fire_bought_first_coin'] });
  });

  it('the callback fires once: the same error again does nothing', () => {
    const replaced = stepHomeGuide(HOME_GUIDE_INITIAL, ALREADY).state;
    expect(stepHomeGuide(replaced, ALREADY)).toEqual({ state: replaced, effects: [] });
  });

  it('other guide errors leave the guide', () => {
    expect(stepHomeGuide(HOME_GUIDE_INITIAL, { type: 'guide_error', code: 'network_error' })).toEqual({ state: HOME_GUIDE_INITIAL, effects: [] });
    expect(isFirstTransactionAlreadyDone('network_error')).toBe(false);
  });
});
