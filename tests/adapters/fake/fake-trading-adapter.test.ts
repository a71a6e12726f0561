import { describe, expect, it } from 'vitest';
import { FakeAccountAdapter } from '../../../adapters/fake/fake-account-adapter';
import { FakeTradingAdapter } from '../../../adapters/fake/fake-trading-adapter';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { settle } from '../../support/virtual-time';

function setup() {
  let now = 1_000_000;
  const account = new FakeAccountAdapter().setFiatWallet('USD', '150.00');
  const trading = new FakeTradingAdapter({ clock: () => now, account });
  const quote = async (amount = '100') => {
    const result = await trading.createFiatWalletBuyQuotation({ fiat: currencyCode('USD'), coin: currencyCode('BTC'), amount: dec(amount) });
    if (!result.ok) throw new Error('no quote');
    return result.value;
  };
  return { account, trading, quote, advance: (ms: number) => (now += ms) };
}

const refused = (code: string) => ({ ok: false, error: expect.objectContaining({ kind: 'business', code }) });

describe('FakeTradingAdapter', () => {
  it('quotes with the domain fee split and conversion, expiring 15 s later', async () => {
    const { quote } = setup();
    const q = await quote('100');
    expect([q.totalAmount, q.fees[0]?.actualAmount, q.fromAmount, q.toAmount, q.rate].map((d) => d?.toFixed())).toEqual([
      '100',
      '0.5',
      '99.5',
      '0.00199',
      '50000',
    ]);
    expect(q.expiresAt).toBe(1_000_000 + 15_000);
  });

  it('executes a quote once, debiting the fiat wallet and crediting the coin wallet', async () => {
    const { account, trading, quote } = setup();
    const q = await quote('100');
    const result = await trading.confirmQuotation(q.id, 'r1');
    expect(result).toMatchObject({ ok: true, value: { isFirstPurchase: true, transaction: { toCurrency: 'BTC' } } });
    expect(account.fiatWallet('USD')?.amount.toFixed(2)).toBe('50.00');
    expect(account.coinWallet('BTC')?.available.toFixed()).toBe('0.00199');
  });

  it('a repeated request id gets the first answer; a new one for a used quote is refused', async () => {
    const { trading, quote } = setup();
    const q = await quote();
    const first = await trading.confirmQuotation(q.id, 'r1');
    expect(await trading.confirmQuotation(q.id, 'r1')).toBe(first);
    expect(await trading.confirmQuotation(q.id, 'r2')).toEqual(refused('quotation_already_used'));
    expect(trading.trades).toHaveLength(1);
  });

  it('refuses expired and unknown quotes, and trades beyond the wallet', async () => {
    const { trading, quote, advance } = setup();
    const q = await quote();
    advance(15_000);
    expect(await trading.confirmQuotation(q.id, 'r1')).toEqual(refused('quotation_expired'));
    expect(await trading.confirmQuotation('quo-404', 'r2')).toEqual(refused('quotation_not_found'));
    expect(await trading.confirmQuotation((await quote('150.01')).id, 'r3')).toEqual(refused('not_enough_balance'));
    expect(trading.trades).toHaveLength(0);
  });

  it('fails the next call with a given error, then answers normally', async () => {
    const { trading } = setup();
    trading.calls.failNext('getCoins', { kind: 'network' });
    expect(await trading.getCoins()).toEqual({ ok: false, error: { kind: 'network' } });
    expect((await trading.getCoins()).ok).toBe(true);
    expect(trading.calls.count('getCoins')).toBe(2);
  });

  it('a held call takes effect at once and answers when released', async () => {
    const { trading, quote } = setup();
    const held = trading.calls.holdNext('createFiatWalletBuyQuotation');
    let answered = false;
    const pending = quote().then(() => (answered = true));
    await settle(2);
    expect(held.started).toBe(true);
    expect(trading.quotes.size).toBe(1);
    expect(answered).toBe(false);
    held.release();
    await pending;
    expect(answered).toBe(true);
  });
});
