import { describe, expect, it } from 'vitest';
import { statusTone } from '../../../domain/history/business-status';

describe('business status colours (spec 001 §4)', () => {
  it('pending, activating, processing and unbonding are pending', () => {
    for (const status of ['pending', 'activating', 'processing', 'unbonding']) expect(statusTone(status)).toBe('pending');
  });

  it('rejected, failed and cancelled are failed', () => {
    for (const status of ['rejected', 'failed', 'cancelled']) expect(statusTone(status)).toBe('failed');
  });

  it('unknown is neutral and completed is success', () => {
    expect(statusTone('unknown')).toBe('neutral');
    expect(statusTone('completed')).toBe('success');
  });

  it('ignores case and surrounding spaces', () => {
    expect(statusTone(' Completed ')).toBe('success');
    expect(statusTone('FAILED')).toBe('failed');
  });

  it('a status not in the table, or none, is neutral', () => {
    expect(statusTone('settling')).toBe('neutral');
    expect(statusTone('')).toBe('neutral');
    expect(statusTone(undefined)).toBe('neutral');
    expect(statusTone('constructor')).toBe('neutral');
    expect(statusTone('__proto__')).toBe('neutral');
  });
});
