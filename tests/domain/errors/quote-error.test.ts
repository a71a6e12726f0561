import { describe, expect, it } from 'vitest';
import { MessageKey } from '../../../domain/errors/message-keys';
import { resolveQuoteError } from '../../../domain/errors/quote-error';

const basket = { basket: true } as const;
const coin = { basket: false } as const;

describe('quote errors (spec 000 §8)', () => {
  it('not_enough_balance shows the insufficient-balance message, for baskets and coins', () => {
    for (const context of [basket, coin]) {
      expect(resolveQuoteError('not_enough_balance', context)).toMatchObject({
        code: 'not_enough_balance',
        message: { kind: 'key', key: MessageKey.insufficientBalance },
      });
    }
  });

  it('exceed_user_daily_trading_limit shows the server message', () => {
    expect(resolveQuoteError('exceed_user_daily_trading_limit', { basket: true, serverMessage: 'Daily limit of 1000 reached' }).message).toEqual({
      kind: 'text',
      text: 'Daily limit of 1000 reached',
    });
  });

  it('exceed_user_daily_trading_limit without a server message shows the code', () => {
    expect(resolveQuoteError('exceed_user_daily_trading_limit', coin).message).toEqual({ kind: 'text', text: 'exceed_user_daily_trading_limit' });
    expect(resolveQuoteError('exceed_user_daily_trading_limit', { basket: false, serverMessage: '  ' }).message).toEqual({
      kind: 'text',
      text: 'exceed_user_daily_trading_limit',
    });
  });

  it('trade_feature_restriction_in_cooling_off_period opens the cooling-off modal', () => {
    expect(resolveQuoteError('trade_feature_restriction_in_cooling_off_period', coin)).toMatchObject({
      action: 'modal',
      extras: ['cooling_off_modal'],
    });
  });

  it('restricted_feature starts the verification flow', () => {
    expect(resolveQuoteError('restricted_feature', basket)).toMatchObject({ action: 'modal', extras: ['verification_flow'] });
  });

  it('basket hit_max_threshold says one of your coins is over the maximum', () => {
    expect(resolveQuoteError('hit_max_threshold', basket).message).toEqual({ kind: 'key', key: MessageKey.basketCoinOverMaximum });
  });

  it('basket hit_min_threshold says a token is under the minimum', () => {
    expect(resolveQuoteError('hit_min_threshold', basket).message).toEqual({ kind: 'key', key: MessageKey.basketTokenUnderMinimum });
  });

  it("basket rebalancing_is_in_progress is a warning dialog 'try again later'", () => {
    expect(resolveQuoteError('rebalancing_is_in_progress', basket)).toMatchObject({
      action: 'warning_dialog',
      message: { kind: 'key', key: MessageKey.tryAgainLater },
    });
  });

  it('any other basket code: warning dialog, generic title, server message, refresh button', () => {
    expect(resolveQuoteError('basket_offline', { basket: true, serverMessage: 'Basket is offline' })).toEqual({
      code: 'basket_offline',
      action: 'warning_dialog',
      title: { kind: 'key', key: MessageKey.defaultTitle },
      message: { kind: 'text', text: 'Basket is offline' },
      extras: ['refresh_button'],
    });
  });

  it('any other basket code without a server message shows the default message', () => {
    expect(resolveQuoteError('basket_offline', basket).message).toEqual({ kind: 'key', key: MessageKey.basketQuoteDefaultMessage });
  });

  it("coin quotes: other codes get the title 'failed to create quotation' and the server message", () => {
    expect(resolveQuoteError('quotation_expired', { basket: false, serverMessage: 'Expired' })).toEqual({
      code: 'quotation_expired',
      action: 'dialog',
      title: { kind: 'key', key: MessageKey.failedToCreateQuotationTitle },
      message: { kind: 'text', text: 'Expired' },
      extras: [],
    });
  });

  it("coin quotes: other codes without a server message say 'try later'", () => {
    expect(resolveQuoteError('quotation_expired', coin).message).toEqual({ kind: 'key', key: MessageKey.tryLater });
  });

  it('trading_pair_not_supported is the trading-pair dialog for baskets and coins, whatever the server says', () => {
    for (const context of [basket, coin]) {
      expect(resolveQuoteError('trading_pair_not_supported', { ...context, serverMessage: 'pair off' })).toEqual({
        code: 'trading_pair_not_supported',
        action: 'dialog',
        title: { kind: 'key', key: MessageKey.defaultTitle },
        message: { kind: 'key', key: MessageKey.tradingPairNotSupported },
        extras: [],
      });
    }
  });

  it('coin quotes: the basket-only codes go to the generic handler', () => {
    for (const code of ['hit_max_threshold', 'hit_min_threshold', 'rebalancing_is_in_progress']) {
      expect(resolveQuoteError(code, coin).title).toEqual({ kind: 'key', key: MessageKey.failedToCreateQuotationTitle });
    }
  });
});
