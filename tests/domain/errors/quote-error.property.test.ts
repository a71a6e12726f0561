import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MessageKey } from '../../../domain/errors/message-keys';
import { resolveQuoteError } from '../../../domain/errors/quote-error';
import { RUNS } from '../../arbitraries/runs';

const SHARED = ['not_enough_balance', 'exceed_user_daily_trading_limit', 'trade_feature_restriction_in_cooling_off_period', 'restricted_feature'];
const BASKET_ONLY = ['hit_max_threshold', 'hit_min_threshold', 'rebalancing_is_in_progress'];
const PAIR = 'trading_pair_not_supported';

const otherCode = fc.stringMatching(/^[a-z_]{1,30}$/).filter((c) => !SHARED.includes(c) && !BASKET_ONLY.includes(c) && c !== PAIR);
const serverMessage = fc.option(fc.string(), { nil: undefined });

describe('quote errors, properties (spec 000 §8)', () => {
  it('the first four codes and the trading-pair code resolve the same for baskets and coins', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SHARED, PAIR), serverMessage, (code, message) => {
        expect(resolveQuoteError(code, { basket: true, serverMessage: message })).toEqual(resolveQuoteError(code, { basket: false, serverMessage: message }));
      }),
      RUNS,
    );
  });

  it('any other basket code is a warning dialog with a refresh button; the message is the server text when not blank', () => {
    fc.assert(
      fc.property(otherCode, serverMessage, (code, message) => {
        const notice = resolveQuoteError(code, { basket: true, serverMessage: message });
        expect(notice.action).toBe('warning_dialog');
        expect(notice.extras).toEqual(['refresh_button']);
        expect(notice.code).toBe(code);
        const expected =
          message !== undefined && message.trim() !== '' ? { kind: 'text', text: message } : { kind: 'key', key: MessageKey.basketQuoteDefaultMessage };
        expect(notice.message).toEqual(expected);
      }),
      RUNS,
    );
  });

  it("any other coin code gets 'failed to create quotation' and never the refresh button", () => {
    fc.assert(
      fc.property(fc.oneof(otherCode, fc.constantFrom(...BASKET_ONLY)), serverMessage, (code, message) => {
        const notice = resolveQuoteError(code, { basket: false, serverMessage: message });
        expect(notice.title).toEqual({ kind: 'key', key: MessageKey.failedToCreateQuotationTitle });
        expect(notice.extras).not.toContain('refresh_button');
        expect(notice.message).toBeDefined();
      }),
      RUNS,
    );
  });
});
