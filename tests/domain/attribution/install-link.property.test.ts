import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_KEYS, type AttributionParams, captureAttribution, hasAttribution } from '../../../domain/attribution/attribution-params';
import { buildInstallLink, INSTALL_LINK_PARAMS, WEB_ORIGIN_PARAM } from '../../../domain/attribution/install-link';
import { RUNS } from '../../arbitraries/runs';

/** Half of a UTF-16 pair on its own: not text a URL can carry. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const value = fc.string({ minLength: 1, maxLength: 20 }).filter((v) => v.trim() !== '' && v.trim() === v && !LONE_SURROGATE.test(v));
const params: fc.Arbitrary<AttributionParams> = fc.record(
  Object.fromEntries(ATTRIBUTION_KEYS.map((k) => [k, value])) as Record<(typeof ATTRIBUTION_KEYS)[number], fc.Arbitrary<string>>,
  {
    requiredKeys: [],
  },
);
const BASE = 'https://app.example.com/install?af_dp=app';

describe('install link invariants', () => {
  it('carries exactly the stored values under their install-link names, plus the flag when attributed', () => {
    fc.assert(
      fc.property(params, (p) => {
        const link = new URL(buildInstallLink(BASE, p));
        for (const key of ATTRIBUTION_KEYS) expect(link.searchParams.get(INSTALL_LINK_PARAMS[key])).toBe(p[key] ?? null);
        expect(link.searchParams.get(WEB_ORIGIN_PARAM.name)).toBe(hasAttribution(p) ? 'true' : null);
        expect(link.searchParams.get('af_dp')).toBe('app');
      }),
      RUNS,
    );
  });

  it('capturing the stored values from a landing query gives them back', () => {
    fc.assert(
      fc.property(params, (p) => {
        const query = new URLSearchParams(Object.entries(p).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
        expect(captureAttribution(query)).toEqual(p);
      }),
      RUNS,
    );
  });
});
