import { currencyCode, fiatFractionDigits } from '../../../../domain/money/currency';
import { routes } from '../../../http/routes';
import type { TranslatedLabelWire } from '../../../http/schemas/deposits';
import {
  DEPOSIT_REQUEST_BANKS,
  DEPOSIT_REQUEST_CURRENCY,
  DEPOSIT_REQUEST_FEE_PERCENT,
  DEPOSIT_REQUEST_NETWORK,
  AUTHORISE_DESCRIPTION_KEY,
} from '../../exchange/deposits/deposit-requests';
import { applicationOverview } from '../../exchange/deposits/deposit-overviews';
import type { SandboxExchange } from '../../exchange/sandbox-exchange';
import { failure, handleSignedIn } from '../respond';

/** Choice: deposit pulls are free; the label says so. */
const FREE_PULL_LABEL: TranslatedLabelWire = { translation_key: 'deposit_pull_fee_free', payload: {} };

/** Limits and overviews (spec 001 §7), and the deposit methods list per currency (design). */
export const depositOverviewHandlers = (exchange: SandboxExchange) => {
  const overviews = exchange.deposits.overviews;
  return [
    handleSignedIn(exchange, routes.depositMethods, ({ query }, account) => ({
      ok: true,
      deposit_methods: overviews
        .methods(account, query.get('currency') ?? '')
        .map((m) => ({ id: m.id, type: m.type, tags: [...m.tags], is_deactivated: m.isDeactivated })),
    })),
    handleSignedIn(exchange, routes.availablePaymentNetworks, ({ query }, account) => {
      const currency = query.get('currency') ?? '';
      return { ok: true, payment_networks: { currency, deposits: overviews.availableNetworks(account, currency).map((m) => ({ id: m.id, type: m.type })) } };
    }),
    handleSignedIn(exchange, routes.vibanCurrencies, (_, account) => ({
      ok: true,
      viban_currencies: overviews.vibanCurrencies(account).map((c) => ({ id: c.id, can_deposit: c.canDeposit })),
    })),
    handleSignedIn(exchange, routes.walletFeatures, ({ query }, account) => {
      const currency = query.get('currency') ?? '';
      const f = overviews.walletFeatures(account, currency);
      return {
        ok: true,
        wallet_features: {
          currency,
          can_deposit: f.canDeposit,
          can_withdraw: f.canWithdraw,
          outstanding_balance_payment_networks: [...f.outstandingBalanceMethods],
        },
      };
    }),
    handleSignedIn(exchange, routes.fiatApplicationOverview, ({ query }) => ({
      ok: true,
      application_overview: applicationOverview(query.get('currency') ?? 'USD'),
    })),
    handleSignedIn(exchange, routes.fiatLimits, ({ query }, account) => {
      const limits = overviews.limits(account, query.get('type') ?? '');
      if (!limits.ok) return failure(limits.error);
      const l = limits.value;
      const digits = fiatFractionDigits(currencyCode(account.persona.nativeCurrency));
      return {
        ok: true,
        limits: {
          min_transaction_amount: l.min.toFixed(digits),
          max_transaction_amount: l.max.toFixed(digits),
          monthly_max_amount: l.monthlyMax.toFixed(digits),
          monthly_used_amount: l.monthlyUsed.toFixed(digits),
          ...(l.feePercentage === undefined
            ? {}
            : { fee_label: { translation_key: 'paypal_fee_label', payload: { fee_percentage: l.feePercentage.toFixed(2) } } }),
        },
      };
    }),
    handleSignedIn(exchange, routes.depositPullOverview, ({ query }, account) => {
      const currency = query.get('currency') ?? '';
      const overview = exchange.deposits.pulls.overview(account, currency, query.get('payment_network') ?? '');
      if (!overview.ok) return failure(overview.error);
      const { policy: p, status: s } = overview.value;
      const digits = fiatFractionDigits(currencyCode(currency));
      return {
        ok: true,
        deposit_pull_overview: {
          transactions_per_day: p.transactionsPerDay,
          transactions_per_month: p.transactionsPerMonth,
          remaining_daily_transactions: s.remainingDailyCount,
          remaining_monthly_transactions: s.remainingMonthlyCount,
          daily_quota: p.dailyQuota.toFixed(digits),
          used_daily_quota: s.usedDailyQuota.toFixed(digits),
          remaining_daily_quota: s.remainingDailyQuota.toFixed(digits),
          monthly_quota: p.monthlyQuota.toFixed(digits),
          used_monthly_quota: s.usedMonthlyQuota.toFixed(digits),
          remaining_monthly_quota: s.remainingMonthlyQuota.toFixed(digits),
          minimum_deposit_amount: p.minimumDepositAmount.toFixed(digits),
          maximum_transaction_amount: p.maximumTransactionAmount.toFixed(digits),
          fee_label: FREE_PULL_LABEL,
          can_add_bank_account: overview.value.canAddBankAccount,
          max_bank_account_reached: overview.value.maxBankAccountReached,
        },
      };
    }),
    handleSignedIn(exchange, routes.depositRequestBankList, () => ({
      ok: true,
      banks: DEPOSIT_REQUEST_BANKS.map((b) => ({ id: b.id, bank_name: b.bank_name })),
    })),
    handleSignedIn(exchange, routes.depositRequestOverview, () => ({
      ok: true,
      deposit_request_overview: {
        currency: DEPOSIT_REQUEST_CURRENCY,
        payment_network: DEPOSIT_REQUEST_NETWORK,
        fee_percentage: DEPOSIT_REQUEST_FEE_PERCENT,
        authorise_description_translation_key: AUTHORISE_DESCRIPTION_KEY,
      },
    })),
  ];
};
