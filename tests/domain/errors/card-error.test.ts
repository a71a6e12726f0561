import { describe, expect, it } from 'vitest';
import { isSingaporeCardCode, resolveCardFrameResult, resolveTradeFailure, unavailableCardTip } from '../../../domain/errors/card-error';
import { MessageKey } from '../../../domain/errors/message-keys';

const SG_CODES = ['sg_credit_card_crypto_not_supported', 'sg_credit_card_no_longer_available_for_trading', 'pgw__sg_cc_not_supported_4_add_card'];

describe('card errors (spec 000 §8, 001 §8)', () => {
  it('the three Singapore card codes show card-not-supported after a trade', () => {
    for (const code of SG_CODES) {
      expect(resolveTradeFailure(code)).toMatchObject({
        code,
        action: 'dialog',
        title: { kind: 'key', key: MessageKey.cardNotSupportedTitle },
        message: { kind: 'key', key: MessageKey.cardNotSupportedMessage },
      });
    }
  });

  it("any other trade failure opens the failure modal 'purchase failed' carrying the code", () => {
    expect(resolveTradeFailure('card_declined')).toMatchObject({
      code: 'card_declined',
      action: 'modal',
      title: { kind: 'key', key: MessageKey.purchaseFailedTitle },
      message: { kind: 'key', key: MessageKey.transactionFailed },
      extras: ['try_again_button'],
    });
  });

  it('a trade failure without a code is transaction_failed', () => {
    expect(resolveTradeFailure(undefined).code).toBe('transaction_failed');
  });

  it('isSingaporeCardCode is true only for the three codes', () => {
    for (const code of SG_CODES) expect(isSingaporeCardCode(code)).toBe(true);
    expect(isSingaporeCardCode('sg_credit_card_no_longer_available_tips')).toBe(false);
    expect(isSingaporeCardCode(undefined)).toBe(false);
  });

  it('the flag sg_credit_card_no_longer_available_tips shows a tip', () => {
    expect(unavailableCardTip(['other', 'sg_credit_card_no_longer_available_tips'])).toMatchObject({
      action: 'inline',
      message: { kind: 'key', key: MessageKey.cardNoLongerAvailableTip },
    });
    expect(unavailableCardTip(['other'])).toBeUndefined();
  });

  it('card frame: a Singapore code shows card-not-supported whatever the status', () => {
    expect(resolveCardFrameResult({ status: 'error', errorCode: 'pgw__sg_cc_not_supported_4_add_card' })?.title).toEqual({
      kind: 'key',
      key: MessageKey.cardNotSupportedTitle,
    });
  });

  it("card frame: status error or timeout shows 'please try again later'", () => {
    for (const status of ['error', 'timeout']) {
      expect(resolveCardFrameResult({ status })?.message).toEqual({ kind: 'key', key: MessageKey.tryAgainLater });
    }
  });

  it('card frame: other statuses show invalid card information', () => {
    expect(resolveCardFrameResult({ status: 'declined' })?.message).toEqual({ kind: 'key', key: MessageKey.invalidCardInformation });
  });

  it('card frame: success with the card not found in the list shows invalid card information', () => {
    expect(resolveCardFrameResult({ status: 'success', cardFound: false })?.message).toEqual({
      kind: 'key',
      key: MessageKey.invalidCardInformation,
    });
  });

  it('card frame: success with the new card found shows nothing', () => {
    expect(resolveCardFrameResult({ status: 'success', cardFound: true })).toBeUndefined();
  });
});
