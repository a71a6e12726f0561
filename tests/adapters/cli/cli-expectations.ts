/** The transaction alex's `buy --coin BTC --amount 100 --pay fiat_wallet` reports, with the coins its quote said. */
export const cashBtcBuyOf100 = (toAmount: string) => ({
  side: 'buy',
  status: 'completed',
  from_currency: 'USD',
  from_amount: '100',
  to_currency: 'BTC',
  to_amount: toAmount,
});
