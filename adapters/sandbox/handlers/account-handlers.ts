import { routes } from '../../http/routes';
import { type SandboxExchange } from '../exchange/sandbox-exchange';
import { handleSignedIn } from './respond';

export const accountHandlers = (exchange: SandboxExchange) => [
  handleSignedIn(exchange, routes.totalBalance, (_context, account) => ({
    ok: true,
    total_balance: { currency: account.persona.nativeCurrency, amount: exchange.balances.totalBalance(account).toFixed(2) },
  })),
  handleSignedIn(exchange, routes.showAccount, (_context, account) => ({
    ok: true,
    account: {
      native_currency: account.persona.nativeCurrency,
      viban_types: exchange.balances.fiatWallets(account).map((wallet) => ({
        currency: wallet.currency,
        symbol: wallet.currency,
        amount: wallet.amount.toFixed(2),
        state: wallet.state,
      })),
    },
  })),
  handleSignedIn(exchange, routes.coinWallets, (_context, account) => ({
    ok: true,
    crypto_wallets: exchange.balances.coins(account).map(({ currency, amount }) => ({
      currency,
      available: { amount: amount.toFixed() },
      native_available: { currency: account.persona.nativeCurrency, amount: exchange.balances.coinValue(currency, amount).toFixed(2) },
    })),
  })),
];
