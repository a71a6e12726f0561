import { routes } from '../../http/routes';
import { type SandboxExchange } from '../exchange/sandbox-exchange';
import { handleSignedIn } from './respond';

export const accountHandlers = (exchange: SandboxExchange) => [
  handleSignedIn(exchange, routes.totalBalance, (_context, account) => ({
    ok: true,
    total_balance: { currency: account.persona.nativeCurrency, amount: exchange.totalBalance(account).toFixed(2) },
  })),
  handleSignedIn(exchange, routes.showAccount, (_context, account) => ({
    ok: true,
    account: {
      native_currency: account.persona.nativeCurrency,
      viban_types: [...account.fiat.entries()].map(([currency, wallet]) => ({
        currency,
        symbol: currency,
        amount: wallet.amount.toFixed(2),
        state: wallet.state,
      })),
    },
  })),
  handleSignedIn(exchange, routes.coinWallets, (_context, account) => ({
    ok: true,
    crypto_wallets: [...account.coins.entries()].map(([currency, amount]) => ({
      currency,
      available: { amount: amount.toFixed() },
      native_available: { currency: account.persona.nativeCurrency, amount: exchange.coinValue(currency, amount).toFixed(2) },
    })),
  })),
];
