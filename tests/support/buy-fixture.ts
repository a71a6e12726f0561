import { afterEach } from 'vitest';
import type { FakeTradingOptions } from '../../adapters/fake/fake-trading-adapter';
import { createFakeServices } from '../../adapters/wiring/fake';
import type { UserRecord } from '../../application/ports/session-port';
import type { TradeQuotation } from '../../application/ports/trading-port';
import type { ConfirmState } from '../../application/trade/quote-confirmation';
import type { TradeCompleted } from '../../application/trade/trade-events';
import type { AccountCard } from '../../domain/payment/saved-card';
import { currencyCode } from '../../domain/money/currency';
import { CONFIRM_DEBOUNCE_MS } from '../../domain/trade/quote-confirmation';
import { VirtualTime } from './virtual-time';

export type OpenConfirm = Extract<ConfirmState<TradeQuotation>, { phase: 'open' }>;

/**
 * The Buy use case over the testers' composition root (real services, fake ports) in virtual
 * time: a signed-in US customer with a 1,000 USD cash account and no cards; the device is trusted
 * unless told otherwise.
 */
export function createBuyFixture(
  trading: Omit<FakeTradingOptions, 'clock' | 'account'> = {},
  options: { readonly trustedDevice?: boolean; readonly user?: UserRecord } = {},
) {
  const time = new VirtualTime();
  const { services, fakes } = createFakeServices({
    scheduler: time.scheduler,
    clock: time.now,
    trading,
    ...(options.user === undefined ? {} : { session: { user: options.user } }),
  });
  fakes.account.setTotal('1000.00').setFiatWallet('USD', '1000.00');
  if (options.trustedDevice ?? true) void fakes.session.registerDevice();
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
    await time.until(
      () => !state().profile.loading && !state().fees.loading && state().pairRate !== undefined && state().sourcesLoaded && state().payment !== undefined,
    );
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

  /** Saved cards of the customer (a credit Visa by default). */
  const setCards = (...cards: (Partial<AccountCard> & { id: string })[]) =>
    fakes.payments.setCards(
      cards.map((card) => ({
        brand: 'visa',
        maskedCardNumber: `**** **** **** ${card.id.slice(-4)}`,
        type: 'credit_card',
        currency: currencyCode('USD'),
        ...card,
      })),
    );

  /** Presses Buy, waits for the quote and confirms after the 500 ms debounce. */
  const buyNow = async () => {
    buy.pressBuy();
    await quoteShown();
    await time.advance(CONFIRM_DEBOUNCE_MS);
    buy.confirm();
  };

  /** Waits for the payment frame, then plays the bank's page: it completes the purchase (or not) and posts its result. */
  const payInFrame = async (status: 'success' | 'failed', errorCode?: string): Promise<string> => {
    await time.until(() => services.paymentFrames.state.getSnapshot().phase === 'open');
    const frame = services.paymentFrames.state.getSnapshot();
    const url = frame.phase === 'open' && frame.content.kind === 'url' ? frame.content.url : '';
    const purchaseId = url.split('/').at(-1) ?? '';
    fakes.trading.completePurchase(purchaseId, status === 'success' ? 'succeeded' : 'failed');
    fakes.paymentFrame.post({
      source: 'TradingCryptoPurchase',
      status,
      transaction_id: purchaseId,
      ...(errorCode === undefined ? {} : { error_code: errorCode }),
    });
    return purchaseId;
  };

  return {
    time,
    services,
    fakes,
    account: fakes.account,
    trading: fakes.trading,
    toasts,
    notices,
    balances,
    buy,
    completed,
    state,
    confirm,
    start,
    ready,
    quoteShown,
    setCards,
    buyNow,
    payInFrame,
  };
}

export type BuyFixture = ReturnType<typeof createBuyFixture>;

/**
 * Starts buy fixtures for a test file and stops each after its test: `const started = startingFixtures();`
 * then `const f = await started(createBuyFixture())`.
 */
export function startingFixtures(): (f: BuyFixture) => Promise<BuyFixture> {
  let stops: (() => void)[] = [];
  afterEach(() => {
    stops.forEach((stop) => stop());
    stops = [];
  });
  return async (f) => {
    stops.push(await f.start());
    return f;
  };
}
