import { ALEX } from '../operations';
import { WireClient } from '../wire-client';

export interface CrossSiteFigures {
  /** State-changing calls from another site (a foreign or null Origin, cross-site fetch metadata) that were not refused. */
  readonly accepted: number;
  /** State-changing calls with a body that is not JSON (no Origin: a client that is not a browser) that were not refused. */
  readonly acceptedNotJson: number;
  readonly attempts: number;
  readonly acceptedCalls: readonly string[];
}

const EVIL = 'http://evil.example';

/** What a page on another site can make a browser send with the customer's cookie, without a CORS preflight. */
const VARIANTS: readonly { readonly name: string; readonly crossSite: boolean; readonly headers: Readonly<Record<string, string>>; readonly body: string }[] = [
  { name: 'foreign origin, text/plain', crossSite: true, headers: { origin: EVIL, 'content-type': 'text/plain' }, body: '{}' },
  { name: 'foreign origin, JSON', crossSite: true, headers: { origin: EVIL, 'content-type': 'application/json' }, body: '{}' },
  { name: 'foreign origin, form', crossSite: true, headers: { origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1' },
  { name: 'null origin, text/plain', crossSite: true, headers: { origin: 'null', 'content-type': 'text/plain' }, body: '{}' },
  { name: 'cross-site fetch metadata, text/plain', crossSite: true, headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' }, body: '{}' },
  { name: 'no origin, text/plain', crossSite: false, headers: { 'content-type': 'text/plain' }, body: '{"phone":"+15550100002"}' },
];

const CALLS: readonly string[] = [
  '/api/viban_purchase/quotations',
  '/api/user/devices/create',
  '/api/user/logout',
  '/api/web/auth/session',
  '/api/sandbox/reset',
  '/api/sandbox/faults',
];

/** Each call with each variant, with a signed-in customer's cookie; anything but a refusal (4xx) counts as accepted. */
export async function crossSiteProbe(base: string): Promise<CrossSiteFigures> {
  const acceptedCalls: string[] = [];
  let attempts = 0;
  let accepted = 0;
  let acceptedNotJson = 0;
  for (const path of CALLS) {
    for (const variant of VARIANTS) {
      const victim = new WireClient(base);
      await victim.signIn(ALEX);
      attempts += 1;
      const answer = await victim.call('POST', path, undefined, { raw: variant.body, headers: variant.headers });
      if (answer.status >= 400) continue;
      acceptedCalls.push(`${path} (${variant.name}): HTTP ${String(answer.status)}`);
      if (variant.crossSite) accepted += 1;
      else acceptedNotJson += 1;
    }
  }
  return { accepted, acceptedNotJson, attempts, acceptedCalls };
}
