import { createHash } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { COIN_ICON_ROOT, CoinIcons } from '../exchange/coins/coin-icons';
import type { SandboxExchange } from '../exchange/sandbox-exchange';

/**
 * Choice: icons are cached for a day and revalidated by their ETag after it; any page may show
 * them (an app on another origin than the API), so they are cross-origin resources.
 */
const ICON_HEADERS = {
  'content-type': 'image/svg+xml',
  'cache-control': 'public, max-age=86400',
  'cross-origin-resource-policy': 'cross-origin',
} as const;

/**
 * GET /api/coin-icons/{id}.svg: the icon of a listed coin (its icon_image_url), public. A coin
 * the icon set lacks gets a generated monogram; an id the market does not list is 404.
 */
export const coinIconHandler = (exchange: SandboxExchange) => {
  const icons = new CoinIcons();
  return http.get(`*${COIN_ICON_ROOT}/:file`, async ({ params, request }) => {
    const id = /^([a-z0-9]+)\.svg$/.exec(String(params.file))?.[1];
    const coin = id === undefined ? undefined : exchange.market.coins().find((c) => c.id === id);
    if (coin === undefined) return HttpResponse.json({ ok: false, error: 'not_found' }, { status: 404, headers: { 'cache-control': 'no-store' } });
    const { svg } = await icons.icon(coin.symbol);
    const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 16)}"`;
    if (request.headers.get('if-none-match') === etag) return new HttpResponse(null, { status: 304, headers: { ...ICON_HEADERS, etag } });
    return new HttpResponse(svg, { headers: { ...ICON_HEADERS, etag } });
  });
};
