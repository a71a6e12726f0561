import { describe, expect, it } from 'vitest';
import { HOME_GUIDE_INITIAL, homeLayout, isFirstTransactionAlreadyDone, stepHomeGuide } from '../../../domain/rewards/first-transaction';

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

  it('with the guide, home shows only the guide', () => {
    expect(homeLayout(HOME_GUIDE_INITIAL, true)).toEqual({ showGuide: true, showWelcomeBonusWidget: false, showOtherHomeComponent: false });
  });

  it('once replaced, home shows the welcome-bonus widget (when shown) and the other home component', () => {
    const replaced = { mode: 'replaced' } as const;
    expect(homeLayout(replaced, true)).toEqual({ showGuide: false, showWelcomeBonusWidget: true, showOtherHomeComponent: true });
    expect(homeLayout(replaced, false)).toEqual({ showGuide: false, showWelcomeBonusWidget: false, showOtherHomeComponent: true });
  });
});
