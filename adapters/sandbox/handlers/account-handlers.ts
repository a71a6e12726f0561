import { routes } from '../../http/routes';
import type { PayIdView } from '../exchange/onboarding/pay-ids';
import type { UserRecordState } from '../exchange/onboarding/user-records';
import { PAYMENT_CURRENCIES } from '../exchange/sandbox-onboarding';
import type { SandboxAccount, SandboxExchange } from '../exchange/sandbox-exchange';
import { failure, handleSignedIn } from './respond';

const payIdWire = (payId: PayIdView) => ({ acct_part: payId.accountPart, pay_string: payId.payString, currencies: [...payId.currencies] });
const userConfigsWire = (user: UserRecordState) => ({
  ok: true as const,
  user_configs: { preferred_locale: user.preferredLocale, marketing_newsletter: user.newsletter },
});
const paymentCurrenciesWire = (user: UserRecordState) => ({
  ok: true as const,
  payment_currencies: { current: user.paymentCurrency, available: [...PAYMENT_CURRENCIES] },
});

/** Balances, wallets, the cash account, payment currencies, Pay IDs and the app/product/user configs. */
export const accountHandlers = (exchange: SandboxExchange) => {
  const wallets = (account: SandboxAccount) =>
    exchange.balances
      .fiatWallets(account)
      .map((wallet) => ({ currency: wallet.currency, symbol: wallet.currency, amount: wallet.amount.toFixed(2), state: wallet.state }));
  return [
    handleSignedIn(exchange, routes.totalBalance, (_context, account) => ({
      ok: true,
      total_balance: { currency: account.persona.nativeCurrency, amount: exchange.totalBalance(account).toFixed(2) },
    })),
    handleSignedIn(exchange, routes.showAccount, (_context, account) => ({
      ok: true,
      account: { native_currency: account.persona.nativeCurrency, viban_types: wallets(account) },
    })),
    handleSignedIn(exchange, routes.coinWallets, (_context, account) => ({
      ok: true,
      crypto_wallets: exchange.balances.coins(account).map(({ currency, amount }) => ({
        currency,
        available: { amount: amount.toFixed() },
        native_available: {
          currency: account.persona.nativeCurrency,
          amount: exchange.balances.coinValue(currency, amount, account.persona.nativeCurrency).toFixed(2),
        },
      })),
    })),
    handleSignedIn(exchange, routes.accountSummary, (_context, account) => {
      const native = account.persona.nativeCurrency;
      return {
        ok: true,
        account_summary: {
          total: { currency: native, amount: exchange.context.ledger.balance(account.uuid, native).toFixed(2) },
          viban_accounts: wallets(account),
        },
      };
    }),
    handleSignedIn(exchange, routes.fiatAccount, (_context, account) => {
      const native = account.persona.nativeCurrency;
      const state = account.state.fiatWallets[native] ?? 'not_created';
      const balance = exchange.context.ledger.balance(account.uuid, native).toFixed(2);
      return { ok: true, fiat_account: { currency: native, state, balance, account_holder_name: exchange.onboarding.user(account).name } };
    }),
    handleSignedIn(exchange, routes.paymentCurrencies, (_context, account) => paymentCurrenciesWire(exchange.onboarding.user(account))),
    handleSignedIn(exchange, routes.updatePaymentCurrency, ({ body }, account) => {
      const result = exchange.onboarding.updatePaymentCurrency(account, typeof body.payment_currency === 'string' ? body.payment_currency : '');
      return result.ok ? paymentCurrenciesWire(result.value) : failure(result.error);
    }),
    handleSignedIn(exchange, routes.payIdEligibility, (_context, account) => ({ ok: true, eligible: exchange.onboarding.payIds.isEligible(account) })),
    handleSignedIn(exchange, routes.payIdShow, (_context, account) => {
      const result = exchange.onboarding.payIds.show(account);
      return result.ok ? { ok: true, pay_id: payIdWire(result.value) } : failure(result.error);
    }),
    handleSignedIn(exchange, routes.payIdVerify, ({ query }) => {
      const result = exchange.onboarding.payIds.verify(query.get('acct_part') ?? '');
      return result.ok ? { ok: true, available: result.value.available, pay_string: result.value.payString } : failure(result.error);
    }),
    handleSignedIn(exchange, routes.payIdCreate, ({ body }, account) => {
      const result = exchange.onboarding.payIds.create(account, typeof body.acct_part === 'string' ? body.acct_part : '');
      return result.ok ? { ok: true, pay_id: payIdWire(result.value) } : failure(result.error);
    }),
    handleSignedIn(exchange, routes.payIdCurrenciesUpdate, ({ body }, account) => {
      const currencies = Array.isArray(body.currencies) ? body.currencies.filter((c): c is string => typeof c === 'string') : [];
      const result = exchange.onboarding.payIds.updateCurrencies(account, currencies);
      return result.ok ? { ok: true, pay_id: payIdWire(result.value) } : failure(result.error);
    }),
    handleSignedIn(exchange, routes.appConfig, (_context, account) => ({ ok: true, app_config: exchange.onboarding.appConfig(account) })),
    handleSignedIn(exchange, routes.productConfig, (_context, account) => ({ ok: true, product_config: exchange.onboarding.productConfig(account) })),
    handleSignedIn(exchange, routes.userConfigs, (_context, account) => userConfigsWire(exchange.onboarding.user(account))),
    handleSignedIn(exchange, routes.updatePreferredLocale, ({ body }, account) => {
      const result = exchange.onboarding.updatePreferredLocale(account, typeof body.preferred_locale === 'string' ? body.preferred_locale : '');
      return result.ok ? userConfigsWire(result.value) : failure(result.error);
    }),
    handleSignedIn(exchange, routes.requiredPersonalInformation, (_context, account) => ({
      ok: true,
      required_personal_information: { fiat_deposit: [...exchange.onboarding.requiredPersonalInformation(account)] },
    })),
  ];
};
