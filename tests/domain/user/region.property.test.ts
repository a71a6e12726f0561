import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stickyTopOffset } from '../../../domain/user/region';
import { RUNS } from '../../arbitraries/runs';

const path = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ maxLength: 20 }).map((s) => `/hub/${s}`),
);

describe('UK sticky offset, properties (spec 001 §2)', () => {
  it('the offset is 65 or -8, and 65 only for GBR', () => {
    fc.assert(
      fc.property(fc.option(fc.constantFrom('GBR', 'GB', 'USA', 'gbr', ''), { nil: undefined }), path, (country, pathname) => {
        const offset = stickyTopOffset(country, pathname);
        expect([65, -8]).toContain(offset);
        if (country !== 'GBR') expect(offset).toBe(-8);
      }),
      RUNS,
    );
  });

  it('for GBR, any path containing /hub/price gets 65', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), (before, after) => {
        expect(stickyTopOffset('GBR', `${before}/hub/price${after}`)).toBe(65);
      }),
      RUNS,
    );
  });
});
