import type { FakeKycOptions } from '../../adapters/fake/fake-kyc-adapter';
import { createFakeServices } from '../../adapters/wiring/fake';
import type { UserRecord } from '../../application/ports/session-port';
import type { TradeQuotation } from '../../application/ports/trading-port';
import type { ConfirmState } from '../../application/trade/quote-confirmation';
import type { TradeCompleted } from '../../application/trade/trade-events';
import { currencyCode } from '../../domain/money/currency';
import { VirtualTime } from './virtual-time';

export interface SellFixtureOptions {
  /** Coin wallets: symbol -> [available, native value]. */
  readonly coins?: Readonly<Record<string, readonly [string, string]>>;
  /** Cash accounts: currency -> [amount, state]. */
  readonly cash?: Readonly<Record<string, readonly [string, string]>>;
  /** Owns the fake's Blue Chip basket (BTC 0.009, ETH 0.115: 737.50 USD at the fake's prices). */
  readonly basket?: boolean;
  readonly kyc?: Omit<FakeKycOptions, 'clock' | 'account'>;
  /** The signed-in customer (a US customer by default). */
  readonly user?: UserRecord;
}

export type Open<Q> = Extract<ConfirmState<Q>, { phase: 'open' }>;

/**
 * The Sell use case as the app wires it (the fake composition root), in virtual time: a signed-in
 * customer with BTC and ETH, a USD cash account and, unless told otherwise, the Blue Chip basket.
 */
export function createSellFixture(options: SellFixtureOptions = {}) {
  const time = new VirtualTime();
  const { services, fakes } = createFakeServices({
    scheduler: time.scheduler,
    clock: time.now,
    ...(options.kyc === undefined ? {} : { kyc: options.kyc }),
    ...(options.user === undefined ? {} : { session: { user: options.user } }),
  });
  const coins = options.coins ?? { BTC: ['0.05', '2500.00'], ETH: ['1.2', '3000.00'] };
  Object.entries(coins).forEach(([symbol, [available, native]]) => fakes.account.setCoinWallet(symbol, available, native));
  const cash = options.cash ?? { USD: ['1000.00', 'created'] };
  Object.entries(cash).forEach(([currency, [amount, state]]) => fakes.account.setFiatWallet(currency, amount, state));
  const basketId = options.basket === false ? undefined : fakes.baskets.own('blue_chip', { BTC: '0.009', ETH: '0.115' });
  const completed: TradeCompleted[] = [];
  services.tradeEvents.completed$.subscribe((event) => completed.push(event));
  const { sell } = services;
  const state = () => sell.state.getSnapshot();

  /** Signs in, starts the customer and the Sell tab, and waits until the holdings are known. */
  const start = async (): Promise<() => void> => {
    await services.signIn.restore();
    const stopCustomer = services.customer.start();
    const stopSell = sell.start();
    await time.until(() => !state().loading && !services.customer.state.getSnapshot().loading);
    return () => {
      stopSell();
      stopCustomer();
    };
  };

  /** Waits until a coin is selected with its description and the pair's rate. */
  const coinReady = (symbol?: string) =>
    time.until(
      () => state().sourceCoin !== undefined && state().rates !== undefined && (symbol === undefined || state().sourceCoin?.symbol === currencyCode(symbol)),
    );

  const coinConfirm = (): Open<TradeQuotation> => {
    const c = state().coinConfirm;
    if (c.phase !== 'open') throw new Error('coin confirmation is closed');
    return c;
  };
  const coinQuoteShown = () => time.until(() => state().coinConfirm.phase === 'open' && coinConfirm().countdown.status === 'running');
  const basketQuoteShown = () =>
    time.until(() => {
      const c = state().basketConfirm;
      return c.phase === 'open' && c.countdown.status === 'running';
    });

  return { time, services, fakes, sell, state, start, coinReady, coinConfirm, coinQuoteShown, basketQuoteShown, completed, basketId };
}

export type SellFixture = ReturnType<typeof createSellFixture>;
