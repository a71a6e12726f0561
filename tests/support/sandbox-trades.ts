import type { SandboxAccount, SandboxExchange } from '../../adapters/sandbox/exchange/sandbox-exchange';

/** Buys a coin from the fiat wallet on the sandbox directly (arranging a trade the test needs, not testing trading). */
export function buyWithCash(exchange: SandboxExchange, account: SandboxAccount, coin: string, amount: string, fiat = account.persona.nativeCurrency): void {
  const quote = exchange.trading.createFiatWalletQuotation(account, fiat, coin, amount);
  if (!quote.ok) throw new Error(`no quotation: ${quote.error.code}`);
  const trade = exchange.trading.confirmQuotation(account, quote.value.id, `buy-${quote.value.id}`);
  if (!trade.ok) throw new Error(`trade refused: ${trade.error.code}`);
}
