import { loadCoinList } from '../../../application/market/coin-list';
import { formatPrice } from '../../../domain/format/price-format';
import { CoinCategory } from '../../../domain/market/coin-category';
import { COIN_SORT_KEYS, type CoinSort, type CoinSortKey } from '../../../domain/market/coin-sort';
import { apiFailure } from '../api-failure';
import type { Command } from '../command';
import { usageFailure } from '../cli-failure';
import { loadedCustomer } from '../customer-view';
import { table } from '../output/table';
import { toJson } from '../output/to-json';
import { watchCoins } from './coins-watch';

/** The CLI's category words for the coin tabs (spec 000 §9). */
const CATEGORIES: Readonly<Record<string, CoinCategory>> = {
  all: CoinCategory.AllCoins,
  favourites: CoinCategory.Favourites,
  top_gainers: CoinCategory.TopGainers,
  top_losers: CoinCategory.TopLosers,
  recently_listed: CoinCategory.New,
  most_traded: CoinCategory.MostTraded,
};

function parseSort(text: string | undefined): CoinSort | undefined {
  if (text === undefined) return undefined;
  const [key, direction = 'desc'] = text.split(':');
  if (!(COIN_SORT_KEYS as readonly string[]).includes(key ?? '') || (direction !== 'asc' && direction !== 'desc')) {
    throw usageFailure(`--sort takes KEY:asc|desc, not "${text}"`, `keys: ${COIN_SORT_KEYS.join(', ')}`);
  }
  return { key: key as CoinSortKey, direction };
}

const optionalSort = (sort: CoinSort | undefined): { sort?: CoinSort } => (sort === undefined ? {} : { sort });

/** `coins`: the coin list with the domain's categories, sorting and price formatting. */
export const coinsCommand: Command = {
  path: ['coins'],
  summary: 'the coin list: category, search, sort (KEY:asc|desc) and page (100 a page)',
  options: {
    category: { type: 'string', hint: `${Object.keys(CATEGORIES).join('|')} (all by default)` },
    search: { type: 'string', hint: 'a name or symbol to look for' },
    sort: { type: 'string', hint: `${COIN_SORT_KEYS.join('|')}:asc|desc (24h:desc by default)` },
    page: { type: 'string', hint: 'the page, from 1' },
    watch: { type: 'boolean', hint: 'keep the page on screen with live prices, one frame per batch (Ctrl-C to stop)' },
    batches: { type: 'string', hint: 'with --watch: stop after this many batches' },
  },
  signedIn: true,
  run: async ({ services, runtime, messages, progress, io, flags }, values) => {
    const categoryWord = typeof values.category === 'string' ? values.category : 'all';
    const category = CATEGORIES[categoryWord];
    if (category === undefined) throw usageFailure(`unknown category "${categoryWord}"`, `categories: ${Object.keys(CATEGORIES).join(', ')}`);
    const page = typeof values.page === 'string' ? Number(values.page) : 1;
    if (!Number.isSafeInteger(page) || page < 1) throw usageFailure(`--page takes a page number from 1, not "${String(values.page)}"`, 'for example --page 2');
    const customer = await loadedCustomer(services);
    const view = { nativeCurrency: customer.user.nativeCurrency, countryCode: customer.user.phoneCountry, isPrimeUser: customer.isPrime };
    const result = await progress(
      'loading coins',
      loadCoinList(runtime.get('coins'), view, {
        category,
        keyword: typeof values.search === 'string' ? values.search : '',
        ...optionalSort(parseSort(values.sort as string | undefined)),
        page,
      }),
    );
    if (!result.ok) throw apiFailure(result.error, messages);
    const list = result.value;
    if (values.watch === true) {
      const batches = typeof values.batches === 'string' ? Number(values.batches) : undefined;
      if (batches !== undefined && (!Number.isSafeInteger(batches) || batches < 1))
        throw usageFailure(`--batches takes a whole number from 1, not "${String(values.batches)}"`, 'for example --batches 3');
      await watchCoins(services, io, { coins: list.coins, json: flags.json, locale: messages.locale, batches });
      return { json: undefined, human: '', printed: true };
    }
    const rows = list.coins.map((c) => [
      String(c.rank ?? '-'),
      c.symbol,
      c.name,
      formatPrice(c.price, messages.locale),
      `${c.percentage?.toFixed(2) ?? '-'} %`,
    ]);
    return {
      json: toJson({
        page: list.page,
        pageSize: list.pageSize,
        total: list.total,
        coins: list.coins.map((c) => ({
          id: c.id,
          symbol: c.symbol,
          name: c.name,
          slug: c.slug,
          price: c.price,
          currency: c.nativeCurrency,
          percentage: c.percentage,
          marketCap: c.marketCap,
          volume24h: c.volume24h,
          rank: c.rank,
        })),
      }),
      human: `${table(['rank', 'coin', 'name', 'price', '24h'], rows, [true, false, false, true, true])}\npage ${String(list.page)} of ${String(Math.max(1, Math.ceil(list.total / list.pageSize)))} (${String(list.total)} coins)\n`,
    };
  },
};
