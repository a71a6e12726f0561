import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDepositLink } from '../../../domain/deposit/deposit-link';
import { DEPOSIT_METHOD_IDS } from '../../../domain/deposit/deposit-method';

const letters = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('')), minLength: 3, maxLength: 3 });

describe('the deposit deep link (?deposit=USD&method=us_ach)', () => {
  it('any three letters open the modal on that currency in upper case; a known method is kept, any other text dropped', () => {
    fc.assert(
      fc.property(letters, fc.option(fc.oneof(fc.constantFrom(...DEPOSIT_METHOD_IDS), fc.string())), (currency, method) => {
        const query = new URLSearchParams({ deposit: currency, ...(method === null ? {} : { method }) });
        const link = parseDepositLink(query);
        expect(link?.currency).toBe(currency.toUpperCase());
        const known = method !== null && (DEPOSIT_METHOD_IDS as readonly string[]).includes(method);
        expect(link?.preferredMethod).toBe(known ? method : undefined);
      }),
    );
  });

  it('anything but three letters is no link at all', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^[A-Za-z]{3}$/.test(s.trim())),
        (currency) => {
          expect(parseDepositLink(new URLSearchParams({ deposit: currency, method: 'us_ach' }))).toBeUndefined();
        },
      ),
    );
    expect(parseDepositLink(new URLSearchParams('method=us_ach'))).toBeUndefined();
  });
});
