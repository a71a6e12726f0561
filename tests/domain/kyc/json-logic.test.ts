import { describe, expect, it } from 'vitest';
import { ruleHolds } from '../../../domain/kyc/json-logic';

describe('JSON logic rules', () => {
  it('evaluate over the answers by JSON logic truthiness', () => {
    expect(ruleHolds({ '==': [{ var: 'country' }, 'US'] }, { country: 'US' })).toBe(true);
    expect(ruleHolds({ '==': [{ var: 'country' }, 'US'] }, { country: 'GB' })).toBe(false);
    expect(ruleHolds({ in: ['other', { var: 'sources' }] }, { sources: ['salary', 'other'] })).toBe(true);
    expect(ruleHolds({ var: 'list' }, { list: [] })).toBe(false);
  });

  it('a missing rule holds', () => {
    expect(ruleHolds(undefined, {})).toBe(true);
    expect(ruleHolds(null, {})).toBe(true);
  });

  it('a rule json-logic-js cannot apply does not hold', () => {
    expect(ruleHolds({ no_such_operation: [1] }, {})).toBe(false);
  });

  it('json-logic-js compares numbers as floats; the decimal operations compare exactly', () => {
    const data = { income: '0.10000000000000000001' };
    expect(ruleHolds({ '>': [{ var: 'income' }, 0.1] }, data)).toBe(false);
    expect(ruleHolds({ '==': [{ '+': [0.1, 0.2] }, 0.3] }, {})).toBe(false);
    expect(ruleHolds({ decimal_gt: [{ var: 'income' }, '0.1'] }, data)).toBe(true);
    expect(ruleHolds({ decimal_eq: ['0.3', '0.30'] }, {})).toBe(true);
    expect(ruleHolds({ decimal_lt: ['99999999999999999.01', '99999999999999999.02'] }, {})).toBe(true);
    expect(ruleHolds({ decimal_lte: ['1', '1'] }, {})).toBe(true);
    expect(ruleHolds({ decimal_gte: ['1', '2'] }, {})).toBe(false);
  });

  it('the decimal operations are false for a value that is not a decimal', () => {
    expect(ruleHolds({ decimal_gt: [{ var: 'missing' }, '0'] }, {})).toBe(false);
    expect(ruleHolds({ decimal_gt: ['abc', '0'] }, {})).toBe(false);
  });
});
