import { describe, expect, it } from 'vitest';
import { cardInput, refusal, tradingSandbox, value } from '../../support/trading-sandbox';

const HOUR = 3_600_000;

describe('sandbox quotation refusals (spec 000 §5, §6, §8)', () => {
  it('refuses every trade of a UK customer in cooling-off, and trades once the window has passed', () => {
    const harriet = tradingSandbox('harriet');
    const attempts = [
      harriet.trading.createFiatWalletQuotation(harriet.account, 'GBP', 'BTC', '50.00'),
      harriet.trading.createCardQuotation(
        harriet.account,
        cardInput({ currency: 'BTC', nativeAmount: '50.00', cardId: 'card_visa_4242', fixedSide: 'crypto' }),
      ),
      harriet.trading.createCoinQuotation(harriet.account, { side: 'sell', from: 'BTC', to: 'ETH', fromAmount: '0.001', toAmount: undefined }),
    ];
    expect(attempts.map(refusal)).toEqual(Array(3).fill('trade_feature_restriction_in_cooling_off_period'));
    harriet.advance(20 * HOUR);
    expect(harriet.trading.createFiatWalletQuotation(harriet.account, 'GBP', 'BTC', '50.00').ok).toBe(true);
    const oliver = tradingSandbox('oliver');
    expect(oliver.trading.createFiatWalletQuotation(oliver.account, 'GBP', 'BTC', '50.00').ok).toBe(true);
  });

  it('answers restricted_feature for a cash account not set up, and pair not supported without that wallet', () => {
    const sam = tradingSandbox('sam');
    expect(sam.trading.createFiatWalletQuotation(sam.account, 'USD', 'BTC', '50.00')).toEqual({
      ok: false,
      error: { code: 'restricted_feature', meta: { feature: 'fiat_wallet' } },
    });
    const alex = tradingSandbox('alex');
    expect(refusal(alex.trading.createFiatWalletQuotation(alex.account, 'GBP', 'BTC', '50.00'))).toBe('trading_pair_not_supported');
  });

  it("refuses wei's Singapore-issued card, ed's expired card and an unknown card; ed's other card works", () => {
    const card = (key: string, cardId: string) => {
      const s = tradingSandbox(key);
      return s.trading.createCardQuotation(s.account, cardInput({ currency: 'BTC', nativeAmount: '50.00', cardId, fixedSide: 'crypto' }));
    };
    expect(refusal(card('wei', 'card_sg_4000'))).toBe('sg_credit_card_crypto_not_supported');
    expect(refusal(card('ed', 'card_visa_0005'))).toBe('payment_card_expired');
    expect(refusal(card('alex', 'card_nope'))).toBe('credit_card_not_found');
    expect(card('ed', 'card_mc_5454').ok).toBe(true);
  });

  it('refuses amounts below the minimum and above the maximum with the limit and currency, and beyond the balance', () => {
    const { trading, account } = tradingSandbox('tess');
    expect(trading.createFiatWalletQuotation(account, 'USD', 'BTC', '0.99')).toEqual({
      ok: false,
      error: { code: 'web_trade_below_min_limit_label', meta: { min: '1', currency: 'USD' } },
    });
    expect(trading.createFiatWalletQuotation(account, 'USD', 'BTC', '25000.01')).toEqual({
      ok: false,
      error: { code: 'web_trade_max_limit_label', meta: { max: '25000', currency: 'USD' } },
    });
    expect(refusal(trading.createFiatWalletSellQuotation(account, 'BTC', 'USD', '1.00000001'))).toBe('not_enough_balance');
    expect(refusal(trading.createCoinQuotation(account, { side: 'buy', from: 'ETH', to: 'BTC', fromAmount: '0.1', toAmount: undefined }))).toBe(
      'not_enough_balance',
    );
    expect(refusal(trading.createFiatWalletQuotation(account, 'USD', 'BTC', '10.001'))).toBe('invalid_parameter');
    expect(refusal(trading.createFiatWalletQuotation(account, 'USD', 'BTC', '-5'))).toBe('invalid_parameter');
  });

  it('refuses a pair the coin features do not allow for the method', () => {
    const { trading, account } = tradingSandbox('alex');
    expect(refusal(trading.createCardQuotation(account, cardInput({ currency: 'LEO', nativeAmount: '50.00', paymentMethod: 'apple_pay' })))).toBe(
      'trading_pair_not_supported',
    );
    expect(refusal(trading.createFiatWalletQuotation(account, 'USD', 'LEO', '50.00'))).toBe('trading_pair_not_supported');
    expect(trading.createCoinQuotation(account, { side: 'buy', from: 'ETH', to: 'LEO', fromAmount: '0.1', toAmount: undefined }).ok).toBe(true);
    expect(refusal(trading.createCoinQuotation(account, { side: 'buy', from: 'USD', to: 'LEO', fromAmount: '10', toAmount: undefined }))).toBe(
      'trading_pair_not_supported',
    );
  });

  it('keeps card, Apple Pay and Google Pay buys within the weekly limit, each with its own code', () => {
    const { trading, account } = tradingSandbox('wendy');
    const quote = (input: Parameters<typeof cardInput>[0]) => trading.createCardQuotation(account, cardInput(input));
    expect(quote({ currency: 'BTC', nativeAmount: '100.00', cardId: 'card_visa_4242', fixedSide: 'crypto' }).ok).toBe(true);
    expect(quote({ currency: 'BTC', nativeAmount: '100.01', cardId: 'card_visa_4242', fixedSide: 'crypto' })).toEqual({
      ok: false,
      error: {
        code: 'credit_card_weekly_limit_exceeded',
        meta: { rolling_7days_amount: '4900.00', rolling_7days_limit: '5000.00', remaining: '100.00', currency: 'USD' },
      },
    });
    expect(refusal(quote({ currency: 'BTC', nativeAmount: '100.01', paymentMethod: 'apple_pay' }))).toBe('apple_pay_weekly_limit_exceeded');
    expect(refusal(quote({ currency: 'BTC', nativeAmount: '100.01', paymentMethod: 'google_pay' }))).toBe('google_pay_weekly_limit_exceeded');
  });

  it('counts purchases awaiting their payment page against the weekly limit', () => {
    const { trading, account } = tradingSandbox('wendy');
    const first = value(trading.createCardQuotation(account, cardInput({ currency: 'BTC', nativeAmount: '60.00', paymentMethod: 'apple_pay' })));
    value(trading.startPurchase(account, { quotationId: first.id, cardId: undefined, paymentMethod: 'apple_pay', language: 'en' }));
    expect(refusal(trading.createCardQuotation(account, cardInput({ currency: 'BTC', nativeAmount: '50.00', paymentMethod: 'apple_pay' })))).toBe(
      'apple_pay_weekly_limit_exceeded',
    );
  });

  it('refuses the trade that would take the day over the daily trading limit, and trades again the next UTC day', () => {
    const { trading, account, exchange, advance } = tradingSandbox('alex');
    let refused: string | undefined;
    for (let i = 0; i < 20 && refused === undefined; i++) {
      const usd = exchange.context.ledger.balance(account.uuid, 'USD').toFixed(2);
      const buy = trading.createFiatWalletQuotation(account, 'USD', 'BTC', usd);
      refused = refusal(buy);
      if (!buy.ok) break;
      value(trading.confirmQuotation(account, buy.value.id, `buy-${String(i)}`));
      const sell = trading.createFiatWalletSellQuotation(account, 'BTC', 'USD', buy.value.toAmount);
      refused = refusal(sell);
      if (sell.ok) value(trading.confirmFiatWalletSell(account, sell.value.id, `sell-${String(i)}`));
    }
    expect(refused).toBe('exceed_user_daily_trading_limit');
    const traded = exchange.context.transactionsOf(account).reduce((sum, t) => sum + Number(t.details?.['native_value']), 0);
    expect(traded).toBeLessThanOrEqual(50_000);
    advance(12 * HOUR);
    expect(refusal(trading.createFiatWalletSellQuotation(account, 'BTC', 'USD', '0.01'))).toBeUndefined();
  });
});
