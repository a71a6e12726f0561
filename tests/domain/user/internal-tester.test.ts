import { describe, expect, it } from 'vitest';
import { isInternalTester } from '../../../domain/user/internal-tester';

const TESTERS = ['6f1c2d3e-0000-4000-8000-000000000001', '6f1c2d3e-0000-4000-8000-000000000002'];

describe('internal testers (spec 001 §1, §6)', () => {
  it('a user whose uuid is on the list is an internal tester', () => {
    expect(isInternalTester('6f1c2d3e-0000-4000-8000-000000000002', TESTERS)).toBe(true);
  });

  it('a user not on the list, or without a uuid, is not', () => {
    expect(isInternalTester('6f1c2d3e-0000-4000-8000-000000000003', TESTERS)).toBe(false);
    expect(isInternalTester(undefined, TESTERS)).toBe(false);
    expect(isInternalTester('', ['', ...TESTERS])).toBe(false);
    expect(isInternalTester('6f1c2d3e-0000-4000-8000-000000000001', [])).toBe(false);
  });

  it('uuids are compared case-insensitively', () => {
    expect(isInternalTester('6F1C2D3E-0000-4000-8000-000000000001', TESTERS)).toBe(true);
  });
});
