/**
 * Buy's "for you" list (spec 000 §2 names the tab, not its content). Choice: the coins the
 * customer holds (in the order given, largest first), then the coins suggested for them (the
 * popular coins, or the most traded once they have transacted), then every other coin in the coin
 * list's order, each coin once, so that the tab is personal at the top and still reaches every
 * coin without a search. Each coin is the full list's entry when it has one; a suggestion missing
 * from the full list keeps its own; a held symbol with no entry at all is left out.
 */
export function forYouCoins<C extends { readonly symbol: string }>(heldSymbols: readonly string[], suggested: readonly C[], all: readonly C[]): readonly C[] {
  const bySymbol = new Map<string, C>();
  for (const coin of [...all, ...suggested]) if (!bySymbol.has(coin.symbol)) bySymbol.set(coin.symbol, coin);
  const seen = new Set<string>();
  const out: C[] = [];
  const add = (symbol: string) => {
    const coin = bySymbol.get(symbol);
    if (coin === undefined || seen.has(symbol)) return;
    seen.add(symbol);
    out.push(coin);
  };
  heldSymbols.forEach(add);
  suggested.forEach((coin) => add(coin.symbol));
  all.forEach((coin) => add(coin.symbol));
  return out;
}
