import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { hashText } from '../market/price-walk';

/** Where the sandbox serves a coin's icon (the coin list's icon_image_url): a path on the API's origin. */
export const COIN_ICON_ROOT = '/api/coin-icons';
export const coinIconPath = (id: string): string => `${COIN_ICON_ROOT}/${id}.svg`;

/**
 * Choice: monogram colours for coins the icon set lacks, each dark enough for white text
 * (contrast 4.5:1 or more), picked by the symbol's hash so a coin keeps its colour.
 */
const MONOGRAM_COLOURS = ['#1f5fbf', '#6b3fa0', '#0f7a5c', '#a33b2f', '#8a5a00', '#2f5a7a', '#a0306e', '#3d6b1f'] as const;

/** A coin's generated monogram: its symbol's first letter on a coloured disc (32 x 32). */
export function coinMonogram(symbol: string): string {
  const colour = MONOGRAM_COLOURS[hashText(symbol) % MONOGRAM_COLOURS.length] ?? MONOGRAM_COLOURS[0];
  const letter = (symbol.replace(/[^A-Za-z0-9]/g, '')[0] ?? '?').toUpperCase();
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">' +
    `<circle cx="16" cy="16" r="16" fill="${colour}"/>` +
    `<text x="16" y="21.5" text-anchor="middle" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="15" font-weight="600" fill="#fff">${letter}</text>` +
    '</svg>'
  );
}

/** The icon set's folder: @web3icons/core's token icons on their brand-coloured background (MIT). */
function iconFolder(): string {
  const entry = createRequire(import.meta.url).resolve('@web3icons/core');
  return join(dirname(entry), 'svgs', 'tokens', 'background');
}

/**
 * The sandbox's coin icons: the set's SVG for a symbol it has, else a generated monogram; each
 * read once and kept. The set ships each icon as an ES module whose default export is the SVG.
 */
export class CoinIcons {
  private readonly cache = new Map<string, Promise<CoinIcon>>();
  private folder: string | undefined;

  icon(symbol: string): Promise<CoinIcon> {
    const key = symbol.toUpperCase();
    let found = this.cache.get(key);
    if (found === undefined) {
      found = this.load(key);
      this.cache.set(key, found);
    }
    return found;
  }

  private async load(symbol: string): Promise<CoinIcon> {
    if (!/^[A-Z0-9]+$/.test(symbol)) return { svg: coinMonogram(symbol), source: 'monogram' };
    this.folder ??= iconFolder();
    try {
      const module = (await import(pathToFileURL(join(this.folder, `${symbol}.svg.js`)).href)) as { readonly default: unknown };
      if (typeof module.default === 'string') return { svg: module.default, source: 'set' };
    } catch {
      // Not in the set.
    }
    return { svg: coinMonogram(symbol), source: 'monogram' };
  }
}

export interface CoinIcon {
  readonly svg: string;
  /** From the icon set, or generated because the set lacks the coin. */
  readonly source: 'set' | 'monogram';
}
