import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brandOf, checkCard, DECLINED_TEST_CARD, isDeclinedTestCard, passesLuhn } from '../../../../adapters/sandbox/gateway/card-details';

const NOW = Date.UTC(2026, 10, 22);
const entry = { cardholderName: 'Alex Doe', cardNumber: '4242 4242 4242 4242', expiry: '11/26', securityCode: '123' };

/** The digit that makes `body` + digit pass Luhn. */
const checkDigit = (body: string): string => String([...Array(10).keys()].find((d) => passesLuhn(`${body}${String(d)}`)));

describe('the sandbox gateway card checks', () => {
  it('Luhn: the check digit makes a number pass, and changing any one digit makes it fail', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11,18}$/), fc.nat(), fc.integer({ min: 1, max: 9 }), (body, at, delta) => {
        const number = `${body}${checkDigit(body)}`;
        expect(passesLuhn(number)).toBe(true);
        const i = at % number.length;
        const changed = `${number.slice(0, i)}${String((Number(number[i]) + delta) % 10)}${number.slice(i + 1)}`;
        expect(passesLuhn(changed)).toBe(false);
      }),
    );
  });

  it('tells the brands apart by issuer prefix', () => {
    expect(brandOf('4242424242424242')).toBe('visa');
    expect(brandOf('4917300800000000')).toBe('visa_electron');
    expect(brandOf('5454545454545454')).toBe('mastercard');
    expect(brandOf('2221000000000009')).toBe('mastercard');
    expect(brandOf('6759649826438453')).toBe('maestro');
    expect(brandOf('378282246310005')).toBeUndefined();
  });

  it('accepts a card through the last day of its expiry month (sandbox clock) and keeps only the last 4 digits', () => {
    expect(checkCard(entry, NOW)).toEqual({ ok: true, card: { cardholderName: 'Alex Doe', brand: 'visa', last4: '4242', expiry: '11/2026' } });
    expect(checkCard(entry, Date.UTC(2026, 11, 1))).toEqual({ ok: false, errors: { expiry: 'This card has expired.' } });
  });

  it('names every wrong field', () => {
    const checked = checkCard({ cardholderName: ' ', cardNumber: '3782 8224 6310 005', expiry: '13/26', securityCode: '12' }, NOW);
    expect(checked).toEqual({
      ok: false,
      errors: {
        cardholderName: 'Enter the name on the card.',
        cardNumber: 'We accept Visa, Mastercard and Maestro cards.',
        expiry: 'Enter the expiry date as MM/YY.',
        securityCode: 'Enter the 3 or 4 digit security code.',
      },
    });
  });

  it('knows the declined test card, which is itself a valid Visa number', () => {
    expect(passesLuhn(DECLINED_TEST_CARD)).toBe(true);
    expect(isDeclinedTestCard('4000 0000 0000 0002')).toBe(true);
    expect(isDeclinedTestCard(entry.cardNumber)).toBe(false);
  });
});
