import { useEffect, useMemo } from 'react';
import { fiatFractionDigits } from '../../domain/money/currency';
import { type LivePortfolio, livePortfolio } from '../../domain/market/holding-value';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';

/**
 * The account data at live prices (the shared live-price subscription, LivePriceService): each
 * coin's value moves with its price and the total with them, so the total shown is always the sum
 * of the parts shown (domain livePortfolio). Keeps the price stream open while mounted.
 */
export function useLivePortfolio(): LivePortfolio {
  const { balances, livePrices } = useServices();
  const { total, wallets } = useStore(balances.state);
  const { prices } = useStore(livePrices.state);
  useEffect(() => livePrices.start(), [livePrices]);
  return useMemo(() => {
    const bySymbol = new Map<string, string>();
    for (const price of prices.values()) if (price.symbol !== undefined) bySymbol.set(price.symbol, price.price);
    const decimals = total === undefined ? 2 : fiatFractionDigits(total.currency);
    return livePortfolio(total, wallets?.coins ?? [], (symbol) => bySymbol.get(symbol), decimals);
  }, [total, wallets, prices]);
}
