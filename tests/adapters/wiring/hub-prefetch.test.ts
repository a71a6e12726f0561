import { describe, expect, it } from 'vitest';
import { HttpAccountAdapter } from '../../../adapters/http/account-http-adapter';
import { HttpBasketsAdapter } from '../../../adapters/http/baskets-http-adapter';
import { HttpClient } from '../../../adapters/http/http-client';
import { HUB_FIRST_SCREEN_CALLS } from '../../../adapters/wiring/hub-prefetch';
import { sleepOn } from '../../../application/shared/sleep';
import { VirtualTime } from '../../support/virtual-time';

/** The path and query of every request the adapters make (each answered with an empty 404: only the URL matters here). */
function recorded() {
  const urls: string[] = [];
  const fetch = (url: string | URL | Request): Promise<Response> => {
    const href = new URL(url instanceof Request ? url.url : url.toString());
    urls.push(`${href.pathname}${href.search}`);
    return Promise.resolve(new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } }));
  };
  const identity = { sourceEntry: 'web', anonymousId: 'anon-1', deviceSessionId: 'dev-1', userUuid: undefined };
  const http = new HttpClient({ baseUrl: 'http://api.test', fetch, identity, sleep: sleepOn(new VirtualTime().scheduler) });
  return { urls, account: new HttpAccountAdapter(http), baskets: new HttpBasketsAdapter(http) };
}

describe('the hub first screen prefetch (issue 18)', () => {
  it('asks, for home, every URL the balance it paints is read from (the total, the wallets, the baskets held), so each answer is taken', async () => {
    const { urls, account, baskets } = recorded();
    await Promise.all([account.getTotalBalance(), account.getWallets(), baskets.listInstances()]);
    expect(urls).toHaveLength(4); // the total; the wallets (the account's cash wallets and the coin wallets); the baskets
    for (const url of urls) expect(HUB_FIRST_SCREEN_CALLS['/hub/home']).toContain(url);
  });

  it('asks the account page the same, and nothing for a page it does not know', () => {
    expect(HUB_FIRST_SCREEN_CALLS['/hub/account']).toEqual(HUB_FIRST_SCREEN_CALLS['/hub/home']);
    expect(HUB_FIRST_SCREEN_CALLS['/hub/market']).toBeUndefined();
  });
});
