import { describe, expect, it } from 'vitest';
import { topUpFrameFailure } from '../../../domain/deposit/top-up-frame-result';

const frame = (status: string, errorCode?: string) => ({ source: 'paymentGateway' as const, status, errorCode });

describe('top-up authentication frame failure text (spec 001 §8, "Top-up iframe")', () => {
  it('a failed gateway status is invalid card details', () => {
    expect(topUpFrameFailure(frame('error'))).toBe('invalid_card_information');
  });

  it('a Singapore card code is card not supported, whatever the status', () => {
    expect(topUpFrameFailure(frame('error', 'sg_credit_card_crypto_not_supported'))).toBe('card_not_supported');
    expect(topUpFrameFailure(frame('timeout', 'pgw__sg_cc_not_supported_4_add_card'))).toBe('card_not_supported');
  });

  it('any other ending is the default top-up failure: timeout, cancelled, a success the server did not record, no message', () => {
    for (const status of ['timeout', 'cancelled', 'success']) expect(topUpFrameFailure(frame(status))).toBe('top_up_failed');
    expect(topUpFrameFailure(undefined)).toBe('top_up_failed');
  });
});
