import { accountResponse, coinWalletsResponse, totalBalanceResponse } from '../schemas/account';
import { route } from './route';

/** Account reads and app/product/user configuration (spec 000 §7, spec 001 §7). */
export const accountRoutes = {
  totalBalance: route()('GET', '/api/balances/total', totalBalanceResponse),
  showAccount: route()('GET', '/api/account/show', accountResponse),
  /** (design) coin wallets with available and native amounts. */
  coinWallets: route()('GET', '/api/crypto_wallets', coinWalletsResponse),
} as const;
