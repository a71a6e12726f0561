import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { coinMonogram } from '../../../../adapters/sandbox/exchange/coins/coin-icons';
import { createSandboxHarness, SANDBOX_ORIGIN, type SandboxHarness } from '../../../support/sandbox-harness';

const icon = (id: string, headers: Record<string, string> = {}) => fetch(`${SANDBOX_ORIGIN}/api/coin-icons/${id}`, { headers });

describe('the sandbox coin icons (icon_image_url)', () => {
  let h: SandboxHarness;
  beforeEach(() => {
    h = createSandboxHarness();
    h.start();
  });
  afterEach(() => h.stop());

  it("serves a listed coin's icon from the icon set as SVG, cached a day, readable from another origin, revalidated by its ETag", async () => {
    const answer = await icon('btc.svg');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/svg+xml');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const svg = await answer.text();
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('#F7931A');
    const etag = answer.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]{16}"$/);
    const again = await icon('btc.svg', { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it('a coin the set lacks gets its generated monogram; an id the market does not list is 404', async () => {
    const ton = await icon('ton.svg');
    expect(ton.status).toBe(200);
    expect(await ton.text()).toBe(coinMonogram('TON'));
    expect((await icon('nope.svg')).status).toBe(404);
    expect((await icon('btc.png')).status).toBe(404);
  });

  it('every coin list item points at its icon on the API origin', () => {
    const views = h.exchange.coins.catalogue.views({ nativeCurrency: 'USD', countryCode: 'US' });
    expect(views.length).toBeGreaterThan(200);
    for (const view of views) expect(view.iconImageUrl).toBe(`/api/coin-icons/${view.id}.svg`);
  });

  it("a monogram is the symbol's first letter, white on a colour kept per symbol", () => {
    expect(coinMonogram('TON')).toContain('>T</text>');
    expect(coinMonogram('TON')).toBe(coinMonogram('TON'));
    expect(coinMonogram('ton')).toContain('>T</text>');
  });
});
