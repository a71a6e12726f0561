import type { CurrencyCode } from '../../domain/money/currency';
import { currencyAccessOf } from '../../domain/payment/pay-method';
import type { CoinWalletBalance } from '../../domain/payment/payment-option';
import type { SavedCard } from '../../domain/payment/saved-card';
import { savedCardOf } from '../../domain/payment/saved-card';
import type { WeeklyLimits } from '../../domain/payment/weekly-limits';
import { feeWaiverReason } from '../../domain/trade/fee-waiver';
import { isInternalTester, isLevelUpSubscriber } from '../../domain/user/membership';
import type { CustomerState } from '../account/customer-service';
import type { Wallets } from '../ports/account-port';
import type { LoggingPort } from '../ports/logging-port';
import type { PaymentsPort } from '../ports/payments-port';
import type { RewardsPort } from '../ports/rewards-port';
import type { TradingPort } from '../ports/trading-port';
import { type BuyProfile, DEFAULT_FIAT, type FeeContext, LOADING_PROFILE } from './buy-inputs';

const DAY_MS = 86_400_000;
const NO_LIMITS: WeeklyLimits = { creditCard: undefined, applePay: undefined };

/** The saved cards buying crypto can use (spec 000 §7: types card and pay_pal, usage crypto_purchase); a failure is logged and lists none (§8). */
export async function loadSavedCards(payments: PaymentsPort, logger: LoggingPort): Promise<readonly SavedCard[]> {
  const result = await payments.getPaymentAccounts({ types: ['card', 'pay_pal'], usage: 'crypto_purchase' });
  if (result.ok) return result.value.cards.map(savedCardOf);
  logger.log({ level: 'warn', event: 'saved_cards_fetch_failed', error: result.error });
  return [];
}

/** The weekly card and Apple Pay limits, from the coin's payment methods call (spec 000 §7); a failure is logged. */
export async function loadWeeklyLimits(trading: TradingPort, coin: CurrencyCode, logger: LoggingPort): Promise<WeeklyLimits> {
  const result = await trading.getPaymentMethods(coin, 'buy');
  if (result.ok) return result.value.weeklyLimits;
  logger.log({ level: 'warn', event: 'payment_methods_fetch_failed', error: result.error, context: { coin } });
  return NO_LIMITS;
}

/** The coins the customer holds, as the crypto tab lists them. */
export const coinWalletsOf = (wallets: Wallets | undefined): readonly CoinWalletBalance[] =>
  (wallets?.coins ?? []).map((wallet) => ({ currency: wallet.currency, available: wallet.available }));

/** The buyer's profile from the customer service: native currency, purchase switches, currency access. */
export function profileOf(customer: CustomerState): BuyProfile {
  const { user, appConfig } = customer;
  if (user === undefined || appConfig === undefined)
    return { ...LOADING_PROFILE, nativeCurrency: user?.nativeCurrency ?? DEFAULT_FIAT, loading: customer.loading };
  const purchase = appConfig.cryptoPurchase;
  return {
    nativeCurrency: user.nativeCurrency,
    config: { applePayEnabled: purchase.applePayEnabled, googlePayEnabled: purchase.googlePayEnabled, creditCardEnabled: purchase.creditCardEnabled },
    access: currencyAccessOf(
      appConfig.vibanCurrencies.map((c) => c.currency),
      purchase.blockedCurrencies,
      isInternalTester(user.uuid, appConfig.internalTesterUuids),
    ),
    isPrimeRegular: customer.isPrimeRegular,
    loading: customer.loading,
  };
}

/**
 * What the fee line and the level-up banner need (spec 000 §4, §6): the trading-fee table (spec
 * 000 §7), the upsell lookup and the level-up membership. The waiver follows the domain's order
 * (subscription, Prime, the new-user promotion).
 * Choices: the table is read for regular coins (the coin list carries no stable-coin flag; the
 * quotation shows the exact fee); the promotion ends waive_fee_left_days from now; a failed read
 * counts as nothing (no rows, not eligible, not subscribed).
 */
export async function loadFeeContext(trading: TradingPort, rewards: RewardsPort, customer: CustomerState, now: number): Promise<FeeContext> {
  const [fees, upsell, info] = await Promise.all([trading.getTradingFees(false), rewards.getLevelUpUpsell(), rewards.getLevelUpInfo()]);
  const subscribed = info.ok && isLevelUpSubscriber(info.value.membershipGroupCode);
  const purchase = customer.appConfig?.cryptoPurchase;
  const promotion = purchase?.newUserFeeWaiver === true && purchase.waiveFeeLeftDays > 0 ? now + purchase.waiveFeeLeftDays * DAY_MS : undefined;
  return {
    serverFees: fees.ok ? fees.value : [],
    waiver: feeWaiverReason({ subscriber: subscribed, primeRegular: customer.isPrimeRegular, promotionEndsAt: promotion }, now),
    subscribed,
    upsellEligible: upsell.ok && upsell.value.eligible,
    upsellText: upsell.ok ? upsell.value.text : undefined,
    loading: false,
  };
}
