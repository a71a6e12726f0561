import {
  accountResponse,
  accountSummaryResponse,
  coinWalletsResponse,
  fiatAccountResponse,
  payIdEligibilityResponse,
  payIdResponse,
  payIdVerifyResponse,
  paymentCurrenciesResponse,
  totalBalanceResponse,
} from '../schemas/account';
import { appConfigResponse, productConfigResponse, requiredPersonalInformationResponse, userConfigsResponse } from '../schemas/config';
import * as z from 'zod/mini';
import { route } from './route';

/** Account reads and app/product/user configuration (spec 000 §7, spec 001 §7). */
export const accountRoutes = {
  /** Polled every 60 s (spec 001 §7). */
  totalBalance: route('GET', '/api/balances/total', totalBalanceResponse),
  showAccount: route('GET', '/api/account/show', accountResponse),
  /** (design) coin wallets with available and native amounts. */
  coinWallets: route('GET', '/api/crypto_wallets', coinWalletsResponse),
  accountSummary: route('GET', '/api/viban/account/summary', accountSummaryResponse),
  fiatAccount: route('GET', '/api/fiat/account/show', fiatAccountResponse),
  paymentCurrencies: route('GET', '/api/payment_currencies/show', paymentCurrenciesResponse),
  payIdEligibility: route('GET', '/api/pay_ids/eligibility', payIdEligibilityResponse),
  payIdShow: route('GET', '/api/pay_ids/show', payIdResponse),
  /** Query acct_part. */
  payIdVerify: route('GET', '/api/pay_ids/verify', payIdVerifyResponse),
  payIdCreate: route('POST', '/api/pay_ids/create', payIdResponse, { body: z.object({ acct_part: z.string() }) }),
  payIdCurrenciesUpdate: route('POST', '/api/pay_ids/currencies/update', payIdResponse, { body: z.object({ currencies: z.array(z.string()) }) }),
  appConfig: route('GET', '/api/app/config', appConfigResponse),
  productConfig: route('GET', '/api/product/config', productConfigResponse),
  userConfigs: route('GET', '/api/user/configs', userConfigsResponse),
  /** Answers the updated user configs (design). */
  updatePreferredLocale: route('POST', '/api/user/configs/preferred_locale/update', userConfigsResponse, { body: z.object({ preferred_locale: z.string() }) }),
  /** Answers the payment currencies (design). */
  updatePaymentCurrency: route('POST', '/api/user/payment_currency/update', paymentCurrenciesResponse, {
    body: z.object({ payment_currency: z.string() }),
  }),
  /** Query timestamp. */
  requiredPersonalInformation: route('GET', '/api/app/features/required_personal_information', requiredPersonalInformationResponse),
} as const;
