import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTION_KEYS,
  captureAttribution,
  decodeAttribution,
  hasAttribution,
  NO_ATTRIBUTION,
  nextStoredAttribution,
} from '../../../domain/attribution/attribution-params';

describe('attribution parameters (spec 001 §3)', () => {
  it('are utm_source, utm_campaign, utm_term, utm_channel, utm_adgroup, utm_adname and gclid', () => {
    expect(ATTRIBUTION_KEYS).toEqual(['utm_source', 'utm_campaign', 'utm_term', 'utm_channel', 'utm_adgroup', 'utm_adname', 'gclid']);
  });

  it('are captured from a landing query, other parameters ignored', () => {
    expect(captureAttribution('?utm_source=google&utm_campaign=spring&ref=abc&gclid=G1')).toEqual({
      utm_source: 'google',
      utm_campaign: 'spring',
      gclid: 'G1',
    });
  });

  it('values are decoded and trimmed; blank ones are dropped', () => {
    expect(captureAttribution('utm_term=crypto%20app&utm_channel=%20&utm_adname=+ad+')).toEqual({ utm_term: 'crypto app', utm_adname: 'ad' });
  });

  it('a query without attribution gives none', () => {
    expect(captureAttribution('')).toEqual(NO_ATTRIBUTION);
    expect(hasAttribution(captureAttribution('?ref=x'))).toBe(false);
  });

  it('a landing with attribution replaces the stored set as a whole (last touch)', () => {
    expect(nextStoredAttribution({ utm_source: 'old', gclid: 'G0' }, { utm_source: 'new' })).toEqual({ utm_source: 'new' });
  });

  it('a landing without attribution keeps the stored set', () => {
    const stored = { utm_source: 'old' };
    expect(nextStoredAttribution(stored, NO_ATTRIBUTION)).toBe(stored);
  });

  it('a stored set read back keeps only known keys with non-blank string values', () => {
    expect(decodeAttribution({ utm_source: 'x', utm_term: 3, other: 'y', gclid: ' ' })).toEqual({ utm_source: 'x' });
    expect(decodeAttribution('utm_source=x')).toEqual({});
    expect(decodeAttribution(null)).toEqual({});
    expect(decodeAttribution(['x'])).toEqual({});
  });
});
