import { describe, expect, it } from 'vitest';
import type { PaymentCard } from '../../../domain/payment/saved-card';
import { CARD_QUICK_AMOUNTS, canAddDebitCard, checkAddDebitCard, MAX_DEBIT_CARDS, topUpOptions } from '../../../domain/deposit/top-up-options';

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

describe('debit card limit', () => {
  it('at most 5 debit cards: Add shows only with fewer than 5', () => {
    expect(MAX_DEBIT_CARDS).toBe(5);
    expect(canAddDebitCard(4)).toBe(true);
    expect(canAddDebitCard(5)).toBe(false);
    expect(checkAddDebitCard(5)).toEqual({ ok: false, error: { code: 'top_up_debit_card_limit_reached' } });
    expect(checkAddDebitCard(0)).toEqual({ ok: true, value: true });
  });
});

describe('card quick amounts (spec 001 §9)', () => {
  it('are 25, 50, 100 and 500', () => {
    expect(CARD_QUICK_AMOUNTS.map((a) => a.toFixed())).toEqual(['25', '50', '100', '500']);
  });
});
