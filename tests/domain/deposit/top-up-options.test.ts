import { describe, expect, it } from 'vitest';
import { canDeleteCardInEditMode, checkCardSelectable, isCardSelectable, lastFourDigits, type PaymentCard } from '../../../domain/payment/payment-card';
import { topUpOptions } from '../../../domain/deposit/top-up-options';

const card = (id: string, type: PaymentCard['type'], status?: PaymentCard['status']): PaymentCard => ({
  id,
  brand: 'Visa',
  maskedCardNumber: `**** **** **** 42${id.padStart(2, '0').slice(-2)}`,
  type,
  ...(status === undefined ? {} : { status }),
});
const on = { enabledInConfig: true, supportedByDevice: true };
const off = { enabledInConfig: false, supportedByDevice: true };

describe('top-up options', () => {
  it('lists the saved cards, Apple Pay and Google Pay when enabled and supported, and Add debit card', () => {
    const options = topUpOptions([card('1', 'debit_card')], on, on);
    expect(options.map((o) => o.kind)).toEqual(['card', 'apple_pay', 'google_pay', 'add_debit_card']);
  });

  it('Apple Pay and Google Pay show only when enabled in config and supported by the device', () => {
    expect(topUpOptions([], off, { enabledInConfig: true, supportedByDevice: false }).map((o) => o.kind)).toEqual(['add_debit_card']);
  });

  it('Add debit card shows only with fewer than 5 saved debit cards; credit cards do not count', () => {
    const four = ['1', '2', '3', '4'].map((id) => card(id, 'debit_card'));
    expect(topUpOptions([...four, card('9', 'credit_card')], off, off).at(-1)?.kind).toBe('add_debit_card');
    expect(topUpOptions([...four, card('5', 'debit_card')], off, off).some((o) => o.kind === 'add_debit_card')).toBe(false);
  });

  it('expired or rejected cards are shown but not selectable', () => {
    const options = topUpOptions([card('1', 'debit_card', 'expired'), card('2', 'credit_card', 'rejected'), card('3', 'debit_card')], off, off);
    expect(options.filter((o) => o.kind === 'card').map((o) => o.kind === 'card' && o.selectable)).toEqual([false, false, true]);
  });
});

describe('payment card', () => {
  it('is selectable only without an expired or rejected mark', () => {
    expect(isCardSelectable(card('1', 'debit_card'))).toBe(true);
    expect(isCardSelectable(card('1', 'debit_card', 'expired'))).toBe(false);
  });

  it('the last 4 digits come from the masked number', () => {
    expect(lastFourDigits('**** **** **** 4242')).toBe('4242');
    expect(lastFourDigits('411111******1234')).toBe('1234');
    expect(lastFourDigits('****')).toBe('');
  });

  it('in edit mode only credit cards can be deleted', () => {
    expect(canDeleteCardInEditMode(card('1', 'credit_card'))).toBe(true);
    expect(canDeleteCardInEditMode(card('1', 'debit_card'))).toBe(false);
  });

  it('a card picked for a top-up is refused with its message when expired or a rejected Singapore card', () => {
    expect(checkCardSelectable(card('1', 'credit_card'))).toMatchObject({ ok: true });
    expect(checkCardSelectable(card('2', 'credit_card', 'expired'))).toEqual({ ok: false, error: { code: 'payment_card_expired' } });
    expect(checkCardSelectable(card('3', 'debit_card', 'rejected'))).toEqual({ ok: false, error: { code: 'sg_credit_card_crypto_not_supported' } });
  });
});
