import { describe, expect, it } from 'vitest';
import { refusal, tradingSandbox, value } from '../../support/trading-sandbox';

describe('sandbox persona nora: selling to a cash account not opened yet (spec 000 §4)', () => {
  it('refuses a EUR sell until create_wallet opens the EUR account without any forms, then sells into it', () => {
    const nora = tradingSandbox('nora');
    expect(nora.exchange.balances.fiatWallets(nora.account).map((w) => [w.currency, w.state])).toEqual([
      ['USD', 'created'],
      ['EUR', 'not_created'],
    ]);
    expect(refusal(nora.trading.createFiatWalletSellQuotation(nora.account, 'BTC', 'EUR', '0.001'))).toBe('restricted_feature');

    const opened = value(nora.exchange.kyc.createWallet(nora.account, 'EUR'));
    expect(opened).toEqual({ state: 'created', additionalInfo: undefined });

    const quote = value(nora.trading.createFiatWalletSellQuotation(nora.account, 'BTC', 'EUR', '0.001'));
    value(nora.trading.confirmFiatWalletSell(nora.account, quote.id, 'request-1'));
    expect(nora.balance('BTC').toFixed()).toBe('0.009');
    expect(nora.balance('EUR').toFixed()).toBe(quote.toAmount);
  });
});
