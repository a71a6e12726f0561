import { describe, expect, it } from 'vitest';
import { NO_ATTRIBUTION } from '../../../domain/attribution/attribution-params';
import { buildInstallLink, INSTALL_LINK_PARAMS, WEB_ORIGIN_PARAM } from '../../../domain/attribution/install-link';

const BASE = 'https://app.example.com/install';

describe('app-install link (spec 001 §9)', () => {
  it('maps utm_source->pid, utm_campaign->c, utm_term->af_keyword, utm_channel->af_channel, utm_adgroup->af_adset, utm_adname->af_ad, gclid->af_sub2', () => {
    expect(INSTALL_LINK_PARAMS).toEqual({
      utm_source: 'pid',
      utm_campaign: 'c',
      utm_term: 'af_keyword',
      utm_channel: 'af_channel',
      utm_adgroup: 'af_adset',
      utm_adname: 'af_ad',
      gclid: 'af_sub2',
    });
  });

  it('without attribution is the default link, unchanged', () => {
    expect(buildInstallLink(BASE, NO_ATTRIBUTION)).toBe(BASE);
    expect(buildInstallLink('https://x.example/a?b=1', {})).toBe('https://x.example/a?b=1');
  });

  it('with attribution carries the mapped parameters and the web-origin flag', () => {
    const link = new URL(buildInstallLink(BASE, { utm_source: 'google', utm_campaign: 'spring', gclid: 'G-1' }));
    expect(link.origin + link.pathname).toBe(BASE);
    expect(Object.fromEntries(link.searchParams)).toEqual({ pid: 'google', c: 'spring', af_sub2: 'G-1', af_web_origin: 'true' });
    expect(WEB_ORIGIN_PARAM).toEqual({ name: 'af_web_origin', value: 'true' });
  });

  it('encodes values so that they survive the round trip', () => {
    const link = new URL(buildInstallLink(BASE, { utm_term: 'a&b=c d/é' }));
    expect(link.searchParams.get('af_keyword')).toBe('a&b=c d/é');
  });

  it("keeps the base link's own parameters, replacing one of the same name", () => {
    const link = new URL(buildInstallLink(`${BASE}?af_dp=app%3A%2F%2F&pid=default`, { utm_source: 'fb' }));
    expect(link.searchParams.get('af_dp')).toBe('app://');
    expect(link.searchParams.getAll('pid')).toEqual(['fb']);
  });

  it('a base that is not an absolute URL is a programmer error', () => {
    expect(() => buildInstallLink('/install', { utm_source: 'x' })).toThrow(TypeError);
  });
});
