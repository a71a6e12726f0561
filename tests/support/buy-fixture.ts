import { FakeAccountAdapter } from '../../adapters/fake/fake-account-adapter';
import { FakeTradingAdapter, type FakeTradingOptions } from '../../adapters/fake/fake-trading-adapter';
import { BalanceService } from '../../application/account/balance-service';
import { ToastService } from '../../application/notifications/toast-service';
import { type ConfirmState } from '../../application/trade/quote-confirmation';
import { type TradeQuotation } from '../../application/ports/trading-port';
import { BuyService } from '../../application/trade/buy-service';
import { type TradeCompleted, TradeEvents } from '../../application/trade/trade-events';
import { VirtualTime } from './virtual-time';

export type OpenConfirm = Extract<ConfirmState<TradeQuotation>, { phase: 'open' }>;

/** The Buy use case built directly on the fake adapters, in virtual time (no container). */
export function createBuyFixture(options: Omit<FakeTradingOptions, 'clock' | 'account'> = {}) {
  const time = new VirtualTime();
  const account = new FakeAccountAdapter().setTotal('1000.00').setFiatWallet('USD', '1000.00');
  const trading = new FakeTradingAdapter({ clock: time.now, account, ...options });
  const toasts = new ToastService(time.scheduler);
  const balances = new BalanceService(account, time.scheduler);
  let requests = 0;
  const events = new TradeEvents();
  const completed: TradeCompleted[] = [];
  events.completed$.subscribe((event) => completed.push(event));
  const buy = new BuyService(trading, balances, toasts, { newId: () => `request-${++requests}` }, events, time.scheduler, { check: () => 'proceed' });
  const state = () => buy.state.getSnapshot();

  /** The open confirmation; fails the test when it is closed. */
  const confirm = (): OpenConfirm => {
    const c = state().confirm;
    if (c.phase !== 'open') throw new Error('confirmation is closed');
    return c;
  };

  /** Starts the service and waits for coins, the rate and the wallets. */
  const start = async (): Promise<() => void> => {
    const stop = buy.start();
    await time.until(() => state().rate !== undefined && state().paymentOptions.length > 0);
    return stop;
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

  return { time, account, trading, toasts, balances, buy, completed, state, confirm, start, ready, quoteShown };
}

export type BuyFixture = ReturnType<typeof createBuyFixture>;
