import { describe, expect, it } from 'vitest';
import { BANK_SEARCH_DEBOUNCE_MS, BANK_SEARCH_MAX_LENGTH, filterBanks } from '../../../domain/deposit/bank-search';

const banks = [
  { id: '1', bank_name: 'Royal Bank of Canada' },
  { id: '2', bank_name: 'TD Canada Trust' },
  { id: '3', bank_name: 'Scotiabank' },
];

describe('bank search', () => {
  it('is a case-insensitive name filter keeping the list order', () => {
    expect(filterBanks(banks, 'CANADA').map((b) => b.id)).toEqual(['1', '2']);
    expect(filterBanks(banks, 'scotia').map((b) => b.id)).toEqual(['3']);
  });

  it('blank search keeps every bank; surrounding spaces are ignored', () => {
    expect(filterBanks(banks, '   ')).toEqual(banks);
    expect(filterBanks(banks, '  td ').map((b) => b.id)).toEqual(['2']);
  });

  it('no match gives an empty list', () => {
    expect(filterBanks(banks, 'HSBC')).toEqual([]);
  });

  it('search text is debounced 300 ms and cut at 100 characters', () => {
    expect(BANK_SEARCH_DEBOUNCE_MS).toBe(300);
    expect(BANK_SEARCH_MAX_LENGTH).toBe(100);
    expect(filterBanks([{ id: 'x', bank_name: 'a'.repeat(100) }], 'a'.repeat(101))).toHaveLength(1);
  });
});
