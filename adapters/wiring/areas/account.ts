import type { AccountServices } from '../../../application/account/account-services';
import { AssistantLinkService } from '../../../application/account/assistant-link-service';
import { BalanceService } from '../../../application/account/balance-service';
import { BasketTransferService } from '../../../application/account/basket-transfer-service';
import { MoneyEvents } from '../../../application/account/money-events';
import { PortfolioService } from '../../../application/account/portfolio-service';
import { PaymentCurrencyService } from '../../../application/account/payment-currency-service';
import { WalletHistoryService } from '../../../application/history/wallet-history-service';
import type { AccountPort } from '../../../application/ports/account-port';
import { HttpAccountAdapter } from '../../http/account-http-adapter';
import { area, needs } from '../registry';

declare module '../registry' {
  interface Registry extends AccountServices {
    account: AccountPort;
  }
}

/** The customer's money: total balance, wallets and baskets held (the home's first call, so its adapter loads at once). */
export const accountArea = area<AccountServices>()({
  name: 'account',
  ports: {
    account: needs(['http'], ({ http }) => new HttpAccountAdapter(http)),
  },
  services: {
    balances: needs(['account', 'baskets', 'customer', 'moneyEvents', 'scheduler'], (d) => new BalanceService(d)),
    moneyEvents: needs([], () => new MoneyEvents()),
    portfolio: needs(['balances', 'baskets', 'toasts', 'notices', 'scheduler'], (d) => new PortfolioService(d)),
    basketTransfer: needs(['balances', 'baskets', 'customer', 'moneyEvents', 'toasts', 'scheduler'], (d) => new BasketTransferService(d)),
    walletHistory: needs(['trading', 'payments', 'baskets'], (d) => new WalletHistoryService(d)),
    assistantLink: needs(['onboarding', 'customer', 'language'], (d) => new AssistantLinkService(d)),
    paymentCurrency: needs(['account'], (d) => new PaymentCurrencyService(d)),
  },
  internal: {},
});
