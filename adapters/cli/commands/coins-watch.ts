import { filter, map, distinctUntilChanged, skip, take, takeUntil, from, lastValueFrom, EMPTY, type Observable } from 'rxjs';
import type { AppServices } from '../../../application/app-services';
import type { CoinInfo } from '../../../application/ports/coins-port';
import type { LivePriceState } from '../../../application/market/live-price-service';
import { percentTextFormatter, priceTextFormatter } from '../../../domain/format/live-price-format';
import type { CliIo } from '../cli-io';
import { table } from '../output/table';

/** The clear-screen and cursor-home sequence: a terminal redraws in place. */
const REDRAW = '\u001b[2J\u001b[H';

export interface WatchOptions {
  readonly coins: readonly CoinInfo[];
  readonly json: boolean;
  readonly locale: string;
  /** Stop after this many batches; undefined: until interrupted (Ctrl-C). */
  readonly batches: number | undefined;
}

/**
 * `coins --watch`: the page's coins with their live prices (spec 001 §7 live-prices stream, the
 * same LivePriceService and batching as the web), one frame per batch of prices, marked stale
 * when the stream has gone quiet. With --json, one JSON line per batch (the coins whose price
 * changed, and whether prices are stale). Ends on Ctrl-C (io.interrupted) or after --batches.
 */
export async function watchCoins(services: AppServices, io: CliIo, options: WatchOptions): Promise<void> {
  const { livePrices } = services;
  const stop = livePrices.start();
  const shown = new Set(options.coins.map((coin) => coin.id));
  const price = options.coins[0] === undefined ? undefined : priceTextFormatter(options.locale, options.coins[0].nativeCurrency);
  const percent = percentTextFormatter(options.locale);
  let previous = livePrices.state.getSnapshot().prices;
  const frames$: Observable<LivePriceState> = livePrices.state.state$.pipe(
    distinctUntilChanged((a, b) => a.prices === b.prices && a.stale === b.stale),
    skip(1),
    filter((s) => s.prices.size > 0),
  );
  const interrupted$ = options.batches === undefined && io.interrupted !== undefined ? from(io.interrupted) : EMPTY;
  const limited$ = options.batches === undefined ? frames$ : frames$.pipe(take(options.batches));
  try {
    await lastValueFrom(
      limited$.pipe(
        takeUntil(interrupted$),
        map((state) => {
          if (options.json) {
            const changed = [...state.prices.values()].filter((p) => shown.has(p.coinId) && previous.get(p.coinId) !== p);
            io.out(`${JSON.stringify({ stale: state.stale, prices: changed })}\n`);
          } else {
            const rows = options.coins.map((coin) => {
              const live = state.prices.get(coin.id);
              const text = live?.price ?? coin.price.toFixed();
              const change = live?.percentage ?? coin.percentage?.toFixed();
              return [String(coin.rank ?? '-'), coin.symbol, coin.name, price?.(text) ?? text, change === undefined ? '-' : percent(change)];
            });
            const header = state.stale ? 'prices may be out of date (reconnecting)\n' : 'live prices (Ctrl-C to stop)\n';
            io.out(`${io.interactive ? REDRAW : ''}${header}${table(['rank', 'coin', 'name', 'price', '24h'], rows, [true, false, false, true, true])}`);
          }
          previous = state.prices;
        }),
      ),
      { defaultValue: undefined },
    );
  } finally {
    stop();
  }
}
