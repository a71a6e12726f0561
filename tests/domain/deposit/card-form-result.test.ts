import { describe, expect, it } from 'vitest';
import {
  cardFormOutcome,
  newCard,
  parseCardFrameMessage,
  SINGAPORE_CARD_NOT_SUPPORTED_CODES,
  topUpFrameFailure,
} from '../../../domain/deposit/card-form-result';
import type { PaymentCard } from '../../../domain/payment/saved-card';

const card = (id: string, last4: string): PaymentCard => ({ id, brand: 'Visa', maskedCardNumber: `**** **** **** ${last4}`, type: 'debit_card' });
const before = [card('a', '1111')];
const after = [card('a', '1111'), card('b', '4242')];
const msg = (status: string, errorCode?: string) => ({ source: 'paymentGateway' as const, status, errorCode });

describe('card form frame messages', () => {
  it('reads messages from the payment gateway only', () => {
    expect(parseCardFrameMessage({ source: 'paymentGateway', status: 'success' })).toEqual(msg('success'));
    expect(parseCardFrameMessage({ source: 'paymentGateway', status: 'error', errorCode: 'x' })).toEqual(msg('error', 'x'));
    expect(parseCardFrameMessage({ source: 'other', status: 'success' })).toBeUndefined();
    expect(parseCardFrameMessage({ source: 'paymentGateway' })).toBeUndefined();
    expect(parseCardFrameMessage('success')).toBeUndefined();
    expect(parseCardFrameMessage(null)).toBeUndefined();
  });

  it('a non-string errorCode is ignored', () => {
    expect(parseCardFrameMessage({ source: 'paymentGateway', status: 'error', errorCode: 42 })).toEqual(msg('error'));
  });
});

describe('newCard', () => {
  it('is the card in the list after that was not in the list before', () => {
    expect(newCard(before, after)).toEqual(card('b', '4242'));
  });

  it('is undefined when no card was added', () => {
    expect(newCard(after, after)).toBeUndefined();
    expect(newCard(after, before)).toBeUndefined();
  });
});

describe('cardFormOutcome', () => {
  it('success with a new card is a notice with its last 4 digits', () => {
    expect(cardFormOutcome(msg('success'), before, after)).toEqual({ kind: 'card_added', card: card('b', '4242'), lastFour: '4242' });
  });

  it("success with the card not found is the default 'invalid card information' message", () => {
    expect(cardFormOutcome(msg('success'), after, after)).toEqual({ kind: 'failed', code: 'invalid_card_information' });
  });

  it('the Singapore codes mean the card is not supported', () => {
    expect(SINGAPORE_CARD_NOT_SUPPORTED_CODES).toEqual([
      'sg_credit_card_crypto_not_supported',
      'sg_credit_card_no_longer_available_for_trading',
      'pgw__sg_cc_not_supported_4_add_card',
    ]);
    for (const code of SINGAPORE_CARD_NOT_SUPPORTED_CODES) {
      for (const status of ['error', 'failed', 'timeout']) {
        expect(cardFormOutcome(msg(status, code), before, before)).toEqual({ kind: 'failed', code: 'card_not_supported' });
      }
    }
  });

  it("status error or timeout is 'please try again later'", () => {
    expect(cardFormOutcome(msg('error'), before, before)).toEqual({ kind: 'failed', code: 'card_try_again_later' });
    expect(cardFormOutcome(msg('timeout', 'gateway_busy'), before, before)).toEqual({ kind: 'failed', code: 'card_try_again_later' });
  });

  it("any other status is 'invalid card information'", () => {
    expect(cardFormOutcome(msg('declined'), before, before)).toEqual({ kind: 'failed', code: 'invalid_card_information' });
  });
});

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
