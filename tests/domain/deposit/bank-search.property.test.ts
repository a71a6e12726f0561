import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterBanks } from '../../../domain/deposit/bank-search';
import { RUNS } from '../../arbitraries/runs';

const bank = fc.record({ id: fc.uuid(), bank_name: fc.string({ unit: fc.constantFrom('a', 'B', 'c', 'D', ' ', 'é'), maxLength: 12 }) });

describe('bank search, properties', () => {
  it('keeps exactly the banks whose name contains the search, ignoring case, in order', () => {
    fc.assert(
      fc.property(fc.array(bank, { maxLength: 10 }), fc.string({ unit: fc.constantFrom('a', 'b', 'C', 'd', 'É'), maxLength: 3 }), (list, search) => {
        const found = filterBanks(list, search);
        const needle = search.trim().toLocaleLowerCase('en');
        expect(found).toEqual(list.filter((b) => b.bank_name.toLocaleLowerCase('en').includes(needle)));
        expect(filterBanks(list, search.toUpperCase())).toEqual(filterBanks(list, search.toLowerCase()));
      }),
      RUNS,
    );
  });
});
