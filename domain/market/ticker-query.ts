/** Spec 001 §7, §9: the price chart's tickers are asked for period 1D at interval low. */
export const TICKER_PERIOD = '1D';
export const TICKER_INTERVAL = 'low';
