import { describe, expect, it } from 'vitest';
import {
  BASKET_TRANSACTIONS_COUNT,
  FIAT_TRANSACTIONS_COUNT,
  pageCount,
  pageOf,
  TRANSACTIONS_PAGE_SIZE,
  WALLET_TRANSACTIONS_COUNT,
} from '../../../domain/history/transaction-paging';

const items = Array.from({ length: 23 }, (_, i) => i);

describe('transaction lists (spec 000 §9, 001 §9)', () => {
  it('a page holds 10 transactions; baskets and wallets fetch 50, fiat wallets 1000', () => {
    expect(TRANSACTIONS_PAGE_SIZE).toBe(10);
    expect(BASKET_TRANSACTIONS_COUNT).toBe(50);
    expect(WALLET_TRANSACTIONS_COUNT).toBe(50);
    expect(FIAT_TRANSACTIONS_COUNT).toBe(1000);
  });

  it('pages are counted from 1 and hold 10 each, the last one the rest', () => {
    expect(pageOf(items, 1)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageOf(items, 3)).toEqual([20, 21, 22]);
    expect(pageCount(23)).toBe(3);
    expect(pageCount(20)).toBe(2);
  });

  it('a page past the end is empty; an empty list has one empty page', () => {
    expect(pageOf(items, 4)).toEqual([]);
    expect(pageCount(0)).toBe(1);
    expect(pageOf([], 1)).toEqual([]);
  });

  it('a page below 1 or a page size below 1 is a programmer error', () => {
    expect(() => pageOf(items, 0)).toThrow(RangeError);
    expect(() => pageOf(items, 1.5)).toThrow(RangeError);
    expect(() => pageOf(items, 1, 0)).toThrow(RangeError);
  });
});
