import { afterEach, describe, expect, it } from 'vitest';
import { businessError } from '../../../application/ports/api-error';
import { LIVE_RATES_REFRESH_MS } from '../../../application/shared/poll';
import { CONFIRM_DEBOUNCE_MS } from '../../../domain/trade/quote-confirmation';
import { currencyCode } from '../../../domain/money/currency';
import { DEFAULT_USER } from '../../../adapters/fake/fake-session-adapter';
import { createSellFixture, type SellFixture } from '../../support/sell-fixture';

let stops: (() => void)[] = [];
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
});

async function started(f = createSellFixture()): Promise<SellFixture> {
  stops.push(await f.start());
  return f;
}

/** Started on BTC (the fixture holds more value in ETH, so BTC is chosen explicitly). */
async function onBtc(f = createSellFixture()): Promise<SellFixture> {
  await started(f);
  f.sell.selectCoin(currencyCode('BTC'));
  await f.coinReady('BTC');
  return f;
}

const amounts = (f: SellFixture) => [f.state().form.fromAmount.toFixed(), f.state().form.toAmount.toFixed()];

describe('SellService: the Sell form', () => {
  it('starts on the coin held with the largest value, received in the native cash account, and polls the pair every 15 s', async () => {
    const f = await started();
    await f.coinReady();
    expect(f.state().coinSources.map((w) => w.currency)).toEqual(['ETH', 'BTC']);
    expect(f.state().form.source).toMatchObject({ kind: 'coin', currency: 'ETH', decimals: 8 });
    expect(f.state().form.source?.balance.toFixed()).toBe('1.2');
    expect(f.state().target).toMatchObject({ id: 'fiat_wallet:USD', needsSetup: false });
    expect(f.fakes.trading.calls.requests('getLiveRate')).toEqual([['ETH', 'USD']]);
    await f.time.advance(LIVE_RATES_REFRESH_MS);
    expect(f.fakes.trading.calls.count('getLiveRate')).toBe(2);
  });

  it('a Prime regular customer asks the live rates with the Prime transaction type (spec 000 §6)', async () => {
    const f = await started(createSellFixture({ user: { ...DEFAULT_USER, prime: { benefit: true, invited: true } } }));
    await f.coinReady();
    expect(f.fakes.trading.calls.requests('getLiveRate')).toEqual([['ETH', 'USD', 'prime']]);
  });

  it('typing coins converts to the fiat side rounded down; the swap enters the fiat side and converts back', async () => {
    const f = await onBtc();
    f.sell.typeAmount('0.0123456');
    f.sell.typeAmount('0.012345678');
    expect(f.state()).toMatchObject({ amountText: '0.0123456', rejection: 'too_many_decimals' });
    expect(amounts(f)).toEqual(['0.0123456', '617.28']);
    f.sell.swapSides();
    expect(f.state().form.enteredSide).toBe('to');
    expect(f.state().amountText).toBe('617.28');
    expect(amounts(f)).toEqual(['0.0123456', '617.28']);
    f.sell.typeAmount('100.555');
    expect(f.state().rejection).toBe('too_many_decimals');
    f.sell.typeAmount('100.55');
    expect(amounts(f)).toEqual(['0.002011', '100.55']);
  });

  it('quick-select sells a share of the balance; Max the whole balance', async () => {
    const f = await onBtc();
    f.sell.quickSelect('25');
    expect(f.state().amountText).toBe('0.0125');
    f.sell.quickSelect('100');
    expect(amounts(f)).toEqual(['0.05', '2500']);
    expect(f.state().canSell).toBe(true);
  });

  it('shows insufficient balance and the thresholds inline, and Sell stays disabled', async () => {
    const f = createSellFixture();
    f.fakes.trading.setThresholds('1.00', '2000.00');
    await onBtc(f);
    f.sell.typeAmount('0.06');
    expect(f.state().amountError).toEqual({ code: 'button_insufficient_balance' });
    f.sell.typeAmount('0.00001');
    expect(f.state().amountError).toMatchObject({ code: 'web_trade_below_min_limit_label', currency: 'USD' });
    f.sell.typeAmount('0.045');
    expect(f.state().amountError).toMatchObject({ code: 'web_trade_max_limit_label' });
    expect(f.state().canSell).toBe(false);
    f.sell.typeAmount('0.01');
    expect(f.state().amountError).toBeUndefined();
    expect(f.state().canSell).toBe(true);
  });

  it('a failed rate fetch clears the rate and disables Sell until the next refresh', async () => {
    const f = await onBtc();
    f.sell.typeAmount('0.01');
    f.fakes.trading.calls.failNext('getLiveRate', { kind: 'network' });
    await f.time.advance(LIVE_RATES_REFRESH_MS);
    expect(f.state().rates).toBeUndefined();
    expect(f.state().canSell).toBe(false);
    await f.time.advance(LIVE_RATES_REFRESH_MS);
    expect(f.state().canSell).toBe(true);
  });

  it('the Crypto tab lists exchange-capable coins to receive; choosing one converts at the coin rate', async () => {
    const f = await onBtc();
    expect(f.state().cryptoTargets.some((t) => t.currency === 'BTC')).toBe(false);
    f.sell.searchTargets('ethereum classic and far too long a search to be kept whole by the box');
    expect(f.state().targetSearch).toHaveLength(50);
    f.sell.searchTargets('eth');
    await f.time.advance(300);
    expect(f.state().cryptoTargets.map((t) => t.currency)).toContain('ETH');
    f.sell.selectTarget('crypto_wallet:ETH');
    await f.time.until(() => f.state().rates?.toCurrency === 'ETH');
    f.sell.typeAmount('0.01');
    expect(amounts(f)).toEqual(['0.01', '0.2']);
  });
});

describe('SellService: coin sells', () => {
  it('sells to cash: pre-quote check, confirmation with a live quote, one trade, success, balances and events', async () => {
    const f = await onBtc();
    f.sell.typeAmount('0.01');
    await f.sell.pressSell();
    expect(f.fakes.trading.calls.requests('getTransactableAmount')).toEqual([['BTC', 'USD']]);
    await f.coinQuoteShown();
    expect(f.coinConfirm().quote).toMatchObject({ fromCurrency: 'BTC', toCurrency: 'USD' });
    expect(f.fakes.trading.calls.requests('createFiatWalletSellQuotation')[0]?.[0]).toMatchObject({ coin: 'BTC', fiat: 'USD' });
    f.sell.confirm();
    f.sell.confirm();
    await f.time.until(() => f.state().outcome !== undefined);
    expect(f.fakes.trading.calls.count('confirmFiatWalletSell')).toBe(1);
    const outcome = f.state().outcome;
    expect(outcome?.kind === 'coin_sold' && [outcome.receipt.transaction.fromAmount.toFixed(), outcome.receipt.transaction.toAmount.toFixed()]).toEqual([
      '0.01',
      '497.5',
    ]);
    expect(f.completed).toEqual([{ kind: 'coin_sell', transactionId: f.fakes.trading.trades[0]?.transaction.id, isFirstPurchase: false }]);
    expect(f.state().amountText).toBe('');
    await f.time.until(() => f.fakes.account.coinWallet('BTC')?.available.toFixed() === '0.04');
    expect(f.fakes.account.fiatWallet('USD')?.amount.toFixed()).toBe('1497.5');
  });

  it('sells to another coin with a coin quotation confirmed on the sell side', async () => {
    const f = await onBtc();
    f.sell.searchTargets('eth');
    await f.time.advance(300);
    f.sell.selectTarget('crypto_wallet:ETH');
    await f.time.until(() => f.state().rates !== undefined);
    f.sell.swapSides();
    f.sell.typeAmount('0.5');
    await f.sell.pressSell();
    await f.coinQuoteShown();
    expect(f.fakes.trading.calls.requests('createCoinQuotation')[0]?.[0]).toMatchObject({ side: 'sell', from: 'BTC', to: 'ETH', fixed: { side: 'to' } });
    const quoteId = f.coinConfirm().quote?.id;
    f.sell.confirm();
    await f.time.until(() => f.state().outcome?.kind === 'coin_sold');
    expect(f.fakes.trading.calls.requests('confirmCoinQuotation')).toEqual([[quoteId, 'sell']]);
    expect(f.completed[0]?.kind).toBe('coin_sell');
  });

  it('pre-quote: a transactable amount below the amount shows insufficient balance inline and asks no quote', async () => {
    const f = await onBtc();
    f.fakes.trading.setTransactable('0.005');
    f.sell.typeAmount('0.01');
    await f.sell.pressSell();
    expect(f.state().inlineNotice).toMatchObject({ code: 'not_enough_balance', message: { kind: 'key', key: 'button_insufficient_balance' } });
    expect(f.state().coinConfirm.phase).toBe('closed');
    expect(f.fakes.trading.calls.count('createFiatWalletSellQuotation')).toBe(0);
    expect(f.state().canSell).toBe(false);
    f.sell.typeAmount('0.005');
    expect(f.state().inlineNotice).toBeUndefined();
  });

  it('a quote refused for the balance is shown inline; other quote failures go to the notice host', async () => {
    const f = await onBtc();
    f.sell.typeAmount('0.01');
    f.fakes.trading.calls.failNext('createFiatWalletSellQuotation', businessError('not_enough_balance'));
    await f.sell.pressSell();
    await f.time.until(() => f.state().coinConfirm.phase === 'closed' && f.state().inlineNotice !== undefined);
    f.sell.typeAmount('0.01');
    f.fakes.trading.calls.failNext('createFiatWalletSellQuotation', businessError('trade_feature_restriction_in_cooling_off_period'));
    await f.sell.pressSell();
    await f.time.until(() => f.services.notices.alert.getSnapshot() !== undefined);
    expect(f.services.notices.alert.getSnapshot()).toMatchObject({ code: 'trade_feature_restriction_in_cooling_off_period', extras: ['cooling_off_modal'] });
  });

  it('a failed confirmation opens the failure modal and moves no money', async () => {
    const f = await onBtc();
    f.sell.typeAmount('0.01');
    await f.sell.pressSell();
    await f.coinQuoteShown();
    f.fakes.trading.calls.failNext('confirmFiatWalletSell', businessError('transaction_failed'));
    f.sell.confirm();
    await f.time.until(() => f.state().outcome !== undefined);
    expect(f.state().outcome).toMatchObject({ kind: 'failure', basket: false, notice: { title: { key: 'web_error_purchase_failed_title' } } });
    expect(f.fakes.account.coinWallet('BTC')?.available.toFixed()).toBe('0.05');
    expect(f.completed).toEqual([]);
  });

  it('confirm clicks within the debounce or while one is in flight trade once', async () => {
    const f = await onBtc();
    f.sell.typeAmount('0.01');
    await f.sell.pressSell();
    await f.coinQuoteShown();
    const held = f.fakes.trading.calls.holdNext('confirmFiatWalletSell');
    f.sell.confirm();
    await f.time.advance(CONFIRM_DEBOUNCE_MS + 1);
    f.sell.confirm();
    f.sell.cancel();
    held.release();
    await f.time.until(() => f.state().outcome !== undefined);
    expect(f.fakes.trading.calls.count('confirmFiatWalletSell')).toBe(1);
  });

  it('a full sell clears the selection (outside a modal) and it stays cleared', async () => {
    const f = await onBtc();
    f.sell.quickSelect('100');
    await f.sell.pressSell();
    await f.coinQuoteShown();
    f.sell.confirm();
    await f.time.until(() => f.state().outcome?.kind === 'coin_sold');
    await f.time.until(() => f.fakes.account.coinWallet('BTC')?.available.isZero() === true);
    await f.time.advance(0);
    expect(f.state().form.source).toBeUndefined();
    expect(f.state().coinSources.map((w) => w.currency)).toEqual(['ETH']);
  });
});

describe('SellService: customers', () => {
  it('signing out forgets the holdings, the choice and any pending basket sale', async () => {
    const f = await onBtc();
    f.sell.typeAmount('0.01');
    await f.services.signIn.signOut();
    await f.time.advance(0);
    expect(f.state()).toMatchObject({ coinWallets: undefined, baskets: undefined, amountText: '', sourceCoin: undefined });
    expect(f.state().form.source).toBeUndefined();
  });
});

describe('SellService: the pair and the preselected asset', () => {
  it("a coin without the exchange feature sold to a coin gets the 'trading pair not supported' dialog and no quote", async () => {
    const f = createSellFixture();
    const coins = f.fakes.coins;
    const getCoinList = coins.getCoinList.bind(coins);
    // The sandbox lists no such coin: BTC is described here as exchange-less, with viban_out.
    coins.getCoinList = async (request) => {
      const result = await getCoinList(request);
      if (!result.ok) return result;
      const described = result.value.coins.map((c) => (c.symbol === 'BTC' ? { ...c, features: { ...c.features, exchange: false, vibanOut: true } } : c));
      return { ok: true, value: { ...result.value, coins: described } };
    };
    await onBtc(f);
    f.sell.searchTargets('eth');
    await f.time.advance(300);
    f.sell.selectTarget('crypto_wallet:ETH');
    await f.time.until(() => f.state().rates !== undefined);
    f.sell.typeAmount('0.01');
    await f.sell.pressSell();
    expect(f.services.notices.alert.getSnapshot()).toMatchObject({
      code: 'trading_pair_not_supported',
      action: 'dialog',
      message: { key: 'web_error_trading_pair_not_supported' },
    });
    expect(f.fakes.trading.calls.count('createCoinQuotation')).toBe(0);
    f.services.notices.dismissAlert();
    f.sell.selectTarget('fiat_wallet:USD');
    await f.time.until(() => f.state().rates !== undefined);
    await f.sell.pressSell();
    await f.coinQuoteShown();
  });

  it('the asset the drawer was opened for is selected once the holdings are known', async () => {
    const f = createSellFixture();
    f.sell.preselect({ kind: 'coin', symbol: currencyCode('BTC') });
    await started(f);
    await f.coinReady('BTC');
    f.sell.preselect({ kind: 'basket', basketId: f.basketId ?? '' });
    expect(f.state().form).toMatchObject({ assetType: 'basket', source: { kind: 'basket', basketId: f.basketId } });
    f.sell.preselect({ kind: 'coin', symbol: currencyCode('DOGE') });
    expect(f.state().form.source?.kind).toBe('basket');
  });
});
