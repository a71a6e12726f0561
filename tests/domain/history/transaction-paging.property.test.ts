import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageCount, pageOf } from '../../../domain/history/transaction-paging';
import { RUNS } from '../../arbitraries/runs';

describe('transaction paging invariants', () => {
  it('the pages, in order, are the list: nothing lost, repeated or reordered', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 60 }), fc.integer({ min: 1, max: 15 }), (list, size) => {
        const pages = Array.from({ length: pageCount(list.length, size) }, (_, i) => pageOf(list, i + 1, size));
        expect(pages.flat()).toEqual(list);
        for (const page of pages.slice(0, -1)) expect(page).toHaveLength(size);
        expect((pages.at(-1) ?? []).length).toBeLessThanOrEqual(size);
      }),
      RUNS,
    );
  });
});
