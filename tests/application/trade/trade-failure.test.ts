import { describe, expect, it } from 'vitest';
import { businessError } from '../../../application/ports/api-error';
import { routeTradeFailure } from '../../../application/trade/trade-failure';
import { ErrorCode } from '../../../domain/errors/error-codes';

const route = (stage: 'quote' | 'confirm', code: string, basket = false) => routeTradeFailure(stage, businessError(code), { basket });

describe('routeTradeFailure (spec 000 §8)', () => {
  it('a quote refused for balance is shown inline', () => {
    expect(route('quote', ErrorCode.notEnoughBalance)).toMatchObject({ kind: 'inline', notice: { code: ErrorCode.notEnoughBalance } });
  });

  it('cooling-off and restricted-feature quote errors go to the notice host with their modal extras', () => {
    expect(route('quote', ErrorCode.coolingOffRestriction)).toMatchObject({ kind: 'notice', notice: { action: 'modal', extras: ['cooling_off_modal'] } });
    expect(route('quote', ErrorCode.restrictedFeature).kind).toBe('notice');
  });

  it('basket-only quote codes have their rows for baskets and the generic fallback for coins', () => {
    expect(route('quote', ErrorCode.hitMaxThreshold, true)).toMatchObject({ kind: 'notice', notice: { code: ErrorCode.hitMaxThreshold, action: 'dialog' } });
    expect(route('quote', ErrorCode.hitMaxThreshold, false)).toMatchObject({
      kind: 'notice',
      notice: { action: 'dialog', title: { kind: 'key', key: 'web_error_failed_to_create_quotation_title' } },
    });
    expect(route('quote', 'something_else', true)).toMatchObject({ kind: 'notice', notice: { action: 'warning_dialog', extras: ['refresh_button'] } });
  });

  it('a refused confirmation is the failure modal, Singapore card codes a card-not-supported dialog', () => {
    expect(route('confirm', 'card_declined')).toMatchObject({ kind: 'failure_modal', notice: { extras: ['try_again_button'] } });
    expect(route('confirm', ErrorCode.sgCreditCardNotSupported)).toMatchObject({ kind: 'notice', notice: { action: 'dialog' } });
  });

  it('a confirmation that timed out is the failure modal too', () => {
    expect(routeTradeFailure('confirm', { kind: 'timeout' }, { basket: false }).kind).toBe('failure_modal');
  });
});
