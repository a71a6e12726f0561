import { afterEach, describe, expect, it } from 'vitest';
import { businessError } from '../../../application/ports/api-error';
import type { FiatWalletBuyRequest } from '../../../application/ports/trading-port';
import { RATE_REFRESH_MS } from '../../../application/trade/buy-feeds';
import { CONFIRM_DEBOUNCE_MS } from '../../../domain/trade/quote-confirmation';
import { createBuyFixture, type BuyFixture } from '../../support/buy-fixture';

let stops: (() => void)[] = [];
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
});

async function started(f: BuyFixture, amount?: string): Promise<BuyFixture> {
  stops.push(amount === undefined ? await f.start() : await f.ready(amount));
  return f;
}

/** Ready with 100 USD, Buy pressed and the first quote shown. */
async function withQuote(f = createBuyFixture()): Promise<BuyFixture> {
  await started(f, '100');
  f.buy.pressBuy();
  await f.quoteShown();
  return f;
}

/** The price of one coin at the lowest tier of the live rates. */
const headline = (f: BuyFixture) => f.state().rate?.rates[0]?.tiers[0]?.rate.toFixed(2);
const quoteCalls = (f: BuyFixture) => f.trading.calls.count('createFiatWalletBuyQuotation');

describe('BuyService: the Buy form', () => {
  it('loads coins, selects BTC by default, and polls its live rate every 15 s', async () => {
    const f = await started(createBuyFixture());
    expect(f.state().coin?.symbol).toBe('BTC');
    expect(headline(f)).toBe('50000.00');
    expect(f.trading.calls.count('getLiveRate')).toBe(1);
    f.trading.setPrice('BTC', '51000.00');
    await f.time.advance(RATE_REFRESH_MS);
    expect(f.trading.calls.count('getLiveRate')).toBe(2);
    expect(headline(f)).toBe('51000.00');
  });

  it('selecting another coin polls that coin and a failed rate fetch clears the rate', async () => {
    const f = await started(createBuyFixture());
    f.trading.calls.failNext('getLiveRate', { kind: 'network' });
    f.buy.selectCoin('ETH');
    expect(f.state().rate).toBeUndefined();
    await f.time.advance(0);
    expect(f.trading.calls.requests('getLiveRate').at(-1)).toEqual(['USD', 'ETH']);
    expect(f.state().rate).toBeUndefined();
    await f.time.advance(RATE_REFRESH_MS);
    expect(headline(f)).toBe('2500.00');
  });

  it('typing follows the amount-input rule; a refused keystroke keeps the previous value', async () => {
    const f = await started(createBuyFixture());
    f.buy.typeAmount('12.3');
    expect(f.state()).toMatchObject({ amountText: '12.3', rejection: undefined });
    f.buy.typeAmount('12.345');
    expect(f.state()).toMatchObject({ amountText: '12.3', rejection: 'too_many_decimals' });
    f.buy.typeAmount('12.3a');
    expect(f.state()).toMatchObject({ amountText: '12.3', rejection: 'invalid_character' });
    f.buy.typeAmount('1,000');
    expect(f.state()).toMatchObject({ amountText: '1000', rejection: undefined });
    expect(f.state().entered.toFixed()).toBe('1000');
  });

  it('cannot buy until there is a coin, a rate, a selectable payment and a positive amount', async () => {
    const f = createBuyFixture();
    expect(f.state().canBuy).toBe(false);
    await started(f);
    expect(f.state().canBuy).toBe(false);
    f.buy.typeAmount('100');
    expect(f.state().payment?.id).toBe('fiat_wallet:USD');
    expect(f.state().canBuy).toBe(true);
    f.buy.typeAmount('0');
    expect(f.state().canBuy).toBe(false);
    f.buy.typeAmount('');
    expect(f.state().canBuy).toBe(false);
  });

  it('cannot buy while the live rate is missing', async () => {
    const f = await started(createBuyFixture(), '100');
    expect(f.state().canBuy).toBe(true);
    f.trading.calls.failNext('getLiveRate', { kind: 'timeout' });
    await f.time.advance(RATE_REFRESH_MS);
    expect(f.state().rate).toBeUndefined();
    expect(f.state().canBuy).toBe(false);
  });

  it('a wallet with 0 balance is shown but cannot be selected', async () => {
    const f = createBuyFixture();
    f.account.setFiatWallet('USD', '0.00');
    await started(f);
    expect(f.state().cashOptions[0]).toEqual(expect.objectContaining({ id: 'fiat_wallet:USD', canSelect: false, needDeposit: true }));
    f.buy.selectPayment('fiat_wallet:USD');
    f.buy.typeAmount('10');
    expect(f.state().payment?.id).not.toBe('fiat_wallet:USD');
  });

  it('an amount above the wallet balance is an insufficient-balance error', async () => {
    const f = await started(createBuyFixture(), '1000.01');
    expect(f.state().error).toEqual({ code: 'button_insufficient_balance' });
    expect(f.state().canBuy).toBe(false);
    f.buy.typeAmount('1000.00');
    expect(f.state().error).toBeUndefined();
    expect(f.state().canBuy).toBe(true);
  });

  it('pressing Buy when it cannot buy does nothing', async () => {
    const f = await started(createBuyFixture());
    f.buy.pressBuy();
    await f.time.advance(1000);
    expect(f.state().confirm.phase).toBe('closed');
    expect(quoteCalls(f)).toBe(0);
  });
});

describe('BuyService: the confirmation and its quote', () => {
  it('pressing Buy opens the confirmation and requests a quote for the amount', async () => {
    const f = await started(createBuyFixture(), '100');
    f.buy.pressBuy();
    expect(f.confirm()).toMatchObject({ countdown: { status: 'refreshing', reason: 'open' }, quote: undefined, submitting: false });
    await f.quoteShown();
    const request = f.trading.calls.requests('createFiatWalletBuyQuotation')[0]?.[0] as FiatWalletBuyRequest;
    expect([request.fiat, request.coin, request.amount.toFixed()]).toEqual(['USD', 'BTC', '100']);
    const { quote, countdown } = f.confirm();
    expect(countdown).toEqual({ status: 'running', secondsLeft: 15 });
    expect(quote?.totalAmount.toFixed(2)).toBe('100.00');
    expect(quote?.fees[0]?.actualAmount.toFixed(2)).toBe('0.50');
    expect(quote?.fromAmount.toFixed(2)).toBe('99.50');
    expect(quote?.toAmount.toFixed()).toBe('0.00199');
  });

  it('the countdown ticks each second; at zero it refreshes the quote and shows toast_price_refreshed', async () => {
    const f = await withQuote();
    const first = f.confirm().quote?.id;
    await f.time.advance(1000);
    expect(f.confirm().countdown).toEqual({ status: 'running', secondsLeft: 14 });
    await f.time.advance(13_000);
    expect(f.confirm().countdown).toEqual({ status: 'running', secondsLeft: 1 });
    expect(quoteCalls(f)).toBe(1);
    expect(f.toasts.toasts.getSnapshot()).toEqual([]);
    await f.time.advance(1000);
    expect(quoteCalls(f)).toBe(2);
    expect(f.confirm().countdown).toEqual({ status: 'running', secondsLeft: 15 });
    expect(f.confirm().quote?.id).not.toBe(first);
    expect(f.toasts.toasts.getSnapshot()).toEqual([expect.objectContaining({ key: 'toast_price_refreshed', values: { seconds: 15 } })]);
  });

  it('ticks while a refresh is in flight leave the countdown refreshing', async () => {
    const f = await withQuote();
    const held = f.trading.calls.holdNext('createFiatWalletBuyQuotation');
    await f.time.advance(15_000);
    expect(held.started).toBe(true);
    await f.time.advance(3000);
    expect(f.confirm().countdown).toEqual({ status: 'refreshing', reason: 'expiry' });
    expect(quoteCalls(f)).toBe(2);
    held.release();
    await f.time.advance(0);
    expect(f.confirm().countdown).toEqual({ status: 'running', secondsLeft: 15 });
  });

  it('becoming visible again refreshes the quote without the price-refreshed toast', async () => {
    const f = await withQuote();
    await f.time.advance(5000);
    f.buy.becameVisible();
    expect(f.confirm().countdown).toEqual({ status: 'refreshing', reason: 'visible' });
    await f.time.advance(0);
    expect(quoteCalls(f)).toBe(2);
    expect(f.confirm().countdown).toEqual({ status: 'running', secondsLeft: 15 });
    expect(f.toasts.toasts.getSnapshot()).toEqual([]);
  });

  it('becoming visible while the confirmation is closed does nothing', async () => {
    const f = await started(createBuyFixture(), '100');
    f.buy.becameVisible();
    await f.time.advance(0);
    expect(quoteCalls(f)).toBe(0);
  });

  it('cancel closes the confirmation and stops the countdown', async () => {
    const f = await withQuote();
    f.buy.cancel();
    expect(f.state().confirm).toEqual({ phase: 'closed' });
    await f.time.advance(60_000);
    expect(quoteCalls(f)).toBe(1);
    expect(f.trading.calls.count('confirmQuotation')).toBe(0);
  });

  it('cancel is ignored once a confirmation is in flight, so its outcome is shown', async () => {
    const f = await withQuote();
    const held = f.trading.calls.holdNext('confirmQuotation');
    f.buy.confirm();
    await f.time.advance(0);
    f.buy.cancel();
    expect(f.confirm().submitting).toBe(true);
    held.release();
    await f.time.until(() => f.state().outcome !== undefined);
    expect(f.state().outcome?.kind).toBe('success');
    expect(f.trading.calls.count('confirmQuotation')).toBe(1);
  });

  it('a quote that arrives after cancel is ignored', async () => {
    const f = await started(createBuyFixture(), '100');
    const held = f.trading.calls.holdNext('createFiatWalletBuyQuotation');
    f.buy.pressBuy();
    f.buy.cancel();
    held.release();
    await f.time.advance(0);
    expect(f.state().confirm).toEqual({ phase: 'closed' });
    expect(f.state().outcome).toBeUndefined();
  });

  it.each([
    ['the newer first', [1, 0]],
    ['the stale first', [0, 1]],
  ])('a stale quote response is ignored (%s)', async (_, order) => {
    const f = await started(createBuyFixture(), '100');
    const held = [f.trading.calls.holdNext('createFiatWalletBuyQuotation'), f.trading.calls.holdNext('createFiatWalletBuyQuotation')];
    f.buy.pressBuy();
    f.buy.cancel();
    f.buy.typeAmount('200');
    f.buy.pressBuy();
    expect(held.every((h) => h.started)).toBe(true);
    const [stale, newer] = [...f.trading.quotes.keys()];
    for (const index of order) {
      held[index]?.release();
      await f.time.advance(0);
    }
    await f.quoteShown();
    expect(f.confirm().quote?.id).toBe(newer);
    expect(f.confirm().quote?.id).not.toBe(stale);
    expect(f.confirm().quote?.totalAmount.toFixed(2)).toBe('200.00');
  });

  it('a failed quote closes the confirmation, stops the countdown and goes to the notice host (spec 000 §8)', async () => {
    const f = await started(createBuyFixture(), '100');
    f.trading.calls.failNext('createFiatWalletBuyQuotation', businessError('failed_to_create_quotation'));
    f.buy.pressBuy();
    await f.time.advance(0);
    expect(f.state().confirm).toEqual({ phase: 'closed' });
    expect(f.state().outcome).toBeUndefined();
    expect(f.notices.alert.getSnapshot()).toEqual(
      expect.objectContaining({ code: 'failed_to_create_quotation', title: { kind: 'key', key: 'web_error_failed_to_create_quotation_title' } }),
    );
    await f.time.advance(60_000);
    expect(quoteCalls(f)).toBe(1);
  });

  it('a quote refused for the balance is shown beside the amount until the amount changes', async () => {
    const f = await started(createBuyFixture(), '100');
    f.trading.calls.failNext('createFiatWalletBuyQuotation', businessError('not_enough_balance'));
    f.buy.pressBuy();
    await f.time.advance(0);
    expect(f.state().confirm).toEqual({ phase: 'closed' });
    expect(f.state().inlineNotice).toEqual(
      expect.objectContaining({ code: 'not_enough_balance', message: { kind: 'key', key: 'button_insufficient_balance' } }),
    );
    f.buy.typeAmount('90');
    expect(f.state().inlineNotice).toBeUndefined();
  });

  it('a failed refresh at expiry closes the confirmation and shows the timeout notice', async () => {
    const f = await withQuote();
    f.trading.calls.failNext('createFiatWalletBuyQuotation', { kind: 'timeout' });
    await f.time.advance(15_000);
    expect(f.state().confirm).toEqual({ phase: 'closed' });
    expect(f.toasts.isShowing('request_timeout')).toBe(true);
  });
});

describe('BuyService: confirming the trade', () => {
  it('trades the shown quote, clears the amount and refreshes the balances', async () => {
    const f = await withQuote();
    const quote = f.confirm().quote;
    const walletLoads = f.account.calls.count('getWallets');
    f.buy.confirm();
    await f.time.until(() => f.state().outcome !== undefined);
    expect(f.state().outcome).toEqual({ kind: 'success', receipt: f.trading.trades[0] });
    expect(f.trading.calls.requests('confirmQuotation')).toEqual([[quote?.id, expect.any(String)]]);
    expect(f.state()).toMatchObject({ confirm: { phase: 'closed' }, amountText: '', canBuy: false });
    await f.time.until(() => f.balances.state.getSnapshot().wallets?.fiat[0]?.amount.toFixed(2) === '900.00');
    expect(f.account.calls.count('getWallets')).toBe(walletLoads + 1);
    expect(f.account.calls.count('getTotalBalance')).toBeGreaterThan(0);
    expect(f.balances.state.getSnapshot().wallets?.coins[0]?.available.toFixed()).toBe('0.00199');
    expect(f.state().cashOptions[0]?.balance?.toFixed(2)).toBe('900.00');
    expect(f.completed).toEqual([
      { kind: 'coin_buy', transactionId: f.trading.trades[0]?.transaction.id, isFirstPurchase: f.trading.trades[0]?.isFirstPurchase },
    ]);
  });

  it('confirm clicked twice quickly trades exactly once', async () => {
    const f = await withQuote();
    f.buy.confirm();
    f.buy.confirm();
    await f.time.advance(CONFIRM_DEBOUNCE_MS - 1);
    f.buy.confirm();
    await f.time.until(() => f.state().outcome !== undefined);
    await f.time.advance(5000);
    expect(f.trading.calls.count('confirmQuotation')).toBe(1);
    expect(f.trading.trades).toHaveLength(1);
  });

  it('clicks while the confirmation is in flight do not trade again, even after 500 ms', async () => {
    const f = await withQuote();
    const held = f.trading.calls.holdNext('confirmQuotation');
    f.buy.confirm();
    await f.time.advance(0);
    expect(f.confirm().submitting).toBe(true);
    await f.time.advance(CONFIRM_DEBOUNCE_MS);
    f.buy.confirm();
    await f.time.advance(30_000);
    expect(f.trading.calls.count('confirmQuotation')).toBe(1);
    expect(quoteCalls(f)).toBe(1);
    expect(f.confirm().countdown).toEqual({ status: 'running', secondsLeft: 15 });
    held.release();
    await f.time.until(() => f.state().outcome !== undefined);
    expect(f.state().outcome?.kind).toBe('success');
    expect(f.trading.trades).toHaveLength(1);
  });

  it('confirm before the quote arrives does nothing', async () => {
    const f = await started(createBuyFixture(), '100');
    const held = f.trading.calls.holdNext('createFiatWalletBuyQuotation');
    f.buy.pressBuy();
    f.buy.confirm();
    await f.time.advance(0);
    expect(f.trading.calls.count('confirmQuotation')).toBe(0);
    held.release();
    await f.quoteShown();
    await f.time.advance(CONFIRM_DEBOUNCE_MS);
    f.buy.confirm();
    await f.time.until(() => f.state().outcome !== undefined);
    expect(f.trading.calls.count('confirmQuotation')).toBe(1);
  });

  it('a click that races the quote refresh does nothing and does not hold back the next click', async () => {
    const f = await withQuote();
    const held = f.trading.calls.holdNext('createFiatWalletBuyQuotation');
    await f.time.advance(15_000);
    expect(f.confirm().countdown).toEqual({ status: 'refreshing', reason: 'expiry' });
    f.buy.confirm();
    await f.time.advance(0);
    expect(f.trading.calls.count('confirmQuotation')).toBe(0);
    held.release();
    await f.quoteShown();
    f.buy.confirm();
    await f.time.until(() => f.state().outcome !== undefined);
    expect(f.state().outcome?.kind).toBe('success');
    expect(f.trading.calls.count('confirmQuotation')).toBe(1);
  });

  it('a refused confirmation opens the failure modal and keeps the amount', async () => {
    const f = await withQuote(createBuyFixture({ quoteTtlMs: 5000 }));
    await f.time.advance(6000);
    f.buy.confirm();
    await f.time.until(() => f.state().outcome !== undefined);
    expect(f.state().outcome).toEqual({
      kind: 'failure',
      error: expect.objectContaining({ kind: 'business', code: 'quotation_expired' }),
      notice: expect.objectContaining({
        title: { kind: 'key', key: 'web_error_purchase_failed_title' },
        message: { kind: 'key', key: 'web_error_transaction_failed' },
      }),
    });
    expect(f.state()).toMatchObject({ confirm: { phase: 'closed' }, amountText: '100' });
    expect(f.trading.trades).toHaveLength(0);
    expect(f.account.fiatWallet('USD')?.amount.toFixed(2)).toBe('1000.00');
  });

  it('a transport failure of the confirmation closes it and is shown by the notice host, with nothing traded', async () => {
    const f = await withQuote();
    f.trading.calls.failNext('confirmQuotation', { kind: 'server', status: 503 });
    f.buy.confirm();
    await f.time.until(() => f.state().confirm.phase === 'closed');
    expect(f.notices.alert.getSnapshot()).toEqual(expect.objectContaining({ code: 'server_error' }));
    expect(f.state().outcome).toBeUndefined();
    expect(f.trading.trades).toHaveLength(0);
  });

  it('Try again closes the failure modal and keeps the amount and the payment', async () => {
    const f = await withQuote(createBuyFixture({ quoteTtlMs: 5000 }));
    await f.time.advance(6000);
    f.buy.confirm();
    await f.time.until(() => f.state().outcome?.kind === 'failure');
    f.buy.dismissOutcome();
    expect(f.state()).toMatchObject({ outcome: undefined, amountText: '100', canBuy: true });
    expect(f.state().payment?.id).toBe('fiat_wallet:USD');
  });

  it('pressing Buy again after a trade starts afresh with a new quote', async () => {
    const f = await withQuote();
    f.buy.confirm();
    await f.time.until(() => f.state().outcome?.kind === 'success');
    f.buy.typeAmount('50');
    f.buy.pressBuy();
    expect(f.state().outcome).toBeUndefined();
    await f.quoteShown();
    await f.time.advance(CONFIRM_DEBOUNCE_MS);
    f.buy.confirm();
    await f.time.until(() => f.state().outcome !== undefined);
    const quoted = f.trading.calls.requests('confirmQuotation').map(([quote]) => quote);
    expect(new Set(quoted).size).toBe(2);
    expect(f.trading.trades).toHaveLength(2);
  });

  it('stopping the service closes the confirmation and stops all timers', async () => {
    const f = await withQuote();
    const stop = stops.pop();
    stop?.();
    expect(f.state().confirm).toEqual({ phase: 'closed' });
    const rates = f.trading.calls.count('getLiveRate');
    await f.time.advance(120_000);
    expect(f.trading.calls.count('getLiveRate')).toBe(rates);
    expect(quoteCalls(f)).toBe(1);
  });
});
