import { type FakeTradingOptions } from '../../adapters/fake/fake-trading-adapter';
import { createFakeServices } from '../../adapters/wiring/fake';
import { type TradeQuotation } from '../../application/ports/trading-port';
import { type ConfirmState } from '../../application/trade/quote-confirmation';
import { type TradeCompleted } from '../../application/trade/trade-events';
import { VirtualTime } from './virtual-time';

export type OpenConfirm = Extract<ConfirmState<TradeQuotation>, { phase: 'open' }>;

/**
 * The Buy use case over the testers' composition root (real services, fake ports) in virtual
 * time: a signed-in US customer with a 1,000 USD cash account and no cards; the device is trusted.
 */
export function createBuyFixture(trading: Omit<FakeTradingOptions, 'clock' | 'account'> = {}) {
  const time = new VirtualTime();
  const { services, fakes } = createFakeServices({ scheduler: time.scheduler, clock: time.now, trading });
  fakes.account.setTotal('1000.00').setFiatWallet('USD', '1000.00');
  void fakes.session.registerDevice();
  const completed: TradeCompleted[] = [];
  services.tradeEvents.completed$.subscribe((event) => completed.push(event));
  const { buy, toasts, balances, notices } = services;
  const state = () => buy.state.getSnapshot();

  /** The open confirmation; fails the test when it is closed. */
  const confirm = (): OpenConfirm => {
    const c = state().confirm;
    if (c.phase !== 'open') throw new Error('confirmation is closed');
    return c;
  };

  /** Signs in, starts the customer and the service, and waits for the profile, the rate and the payment options. */
  const start = async (): Promise<() => void> => {
    await services.signIn.restore();
    const stopCustomer = services.customer.start();
    const stopBuy = buy.start();
    await time.until(() => !state().profile.loading && !state().fees.loading && state().pairRate !== undefined && state().sourcesLoaded && state().payment !== undefined);
    return () => {
      stopBuy();
      stopCustomer();
    };
  };

  /** Starts, types the amount and picks the USD cash account. */
  const ready = async (amount = '100'): Promise<() => void> => {
    const stop = await start();
    buy.typeAmount(amount);
    buy.selectPayment('fiat_wallet:USD');
    return stop;
  };

  /** Waits until the countdown runs on a quote. */
  const quoteShown = () => time.until(() => state().confirm.phase === 'open' && confirm().countdown.status === 'running');

  return { time, services, fakes, account: fakes.account, trading: fakes.trading, toasts, notices, balances, buy, completed, state, confirm, start, ready, quoteShown };
}

export type BuyFixture = ReturnType<typeof createBuyFixture>;
