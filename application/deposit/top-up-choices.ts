import type { FiatLimits } from '../../domain/deposit/top-up-limits';
import { checkCardSelectable, isCardSelectable, type PaymentCard } from '../../domain/payment/saved-card';
import { type TopUpOption, topUpOptions, type WalletPayAvailability } from '../../domain/deposit/top-up-options';
import { quoteTopUp, type TopUpQuote } from '../../domain/deposit/top-up-quote';
import { type FiatLimitsType, limitsTypeOf, type TopUpMethod } from '../../domain/deposit/top-up-method';
import { ErrorCode } from '../../domain/errors/error-codes';
import type { CurrencyCode } from '../../domain/money/currency';
import type { Dec } from '../../domain/money/decimal';
import type { ConfigPort, ProductConfig } from '../ports/config-port';
import type { PaymentSurfaces } from '../ports/payment-surfaces';
import { isApplePaySupported, isGooglePaySupported } from '../../domain/payment/pay-method';
import type { DepositsPort } from '../ports/deposits-port';
import type { PaymentsPort } from '../ports/payments-port';
import { apiFailed, type DepositResult, ruleFailed } from './deposit-failure';

/** What the top-up options step shows for a currency (spec 001 §2, §3, §5). */
export interface TopUpChoices {
  readonly currency: CurrencyCode;
  /** Saved cards (expired and rejected ones not selectable), wallet sheets when available, Add debit card below 5. */
  readonly options: readonly TopUpOption[];
  /** The limits per type the amount is checked against; a type missing here has unknown limits (minimum 100). */
  readonly limits: Readonly<Partial<Record<FiatLimitsType, FiatLimits>>>;
  /** The product config's fee percentages (defaults apply where absent). */
  readonly feePercents: Readonly<Partial<Record<TopUpMethod, Dec>>>;
}

const NO_WALLET_PAY: WalletPayAvailability = { enabledInConfig: false, supportedByDevice: false };

/**
 * Loads the top-up options of a currency: the saved cards for top-up, the product config (its
 * supported currencies and fees) and the limits of each type offered (card, and Apple Pay and
 * Google Pay where the device supports them; a wallet whose limits fail to load has them unknown,
 * so the minimum of 100 applies). A currency the product config does not list
 * is refused with fiat_wallet_top_up_currency_not_supported.
 * Choice: the device's Apple Pay and Google Pay support is the caller's to say (the browser
 * knows it; a headless client has neither).
 */
export async function loadTopUpChoices(
  ports: { readonly payments: PaymentsPort; readonly deposits: DepositsPort; readonly config: ConfigPort },
  currency: CurrencyCode,
  devices: { readonly applePay: boolean; readonly googlePay: boolean } = { applePay: false, googlePay: false },
): Promise<DepositResult<TopUpChoices>> {
  const [accounts, product, cardLimits, appleLimits, googleLimits] = await Promise.all([
    ports.payments.getPaymentAccounts({ types: ['card'], usage: 'fiat_wallet_top_up' }),
    ports.config.getProductConfig(),
    ports.deposits.getLimits('credit_card'),
    devices.applePay ? ports.deposits.getLimits('apple_pay') : undefined,
    devices.googlePay ? ports.deposits.getLimits('google_pay') : undefined,
  ]);
  if (!accounts.ok) return apiFailed(accounts.error);
  if (!product.ok) return apiFailed(product.error);
  if (!cardLimits.ok) return apiFailed(cardLimits.error);
  const topUp = product.value.topUp;
  if (!topUp.supportedCurrencies.includes(currency)) return ruleFailed({ code: ErrorCode.topUpCurrencyNotSupported, currency });
  const wallet = (enabled: boolean, supported: boolean): WalletPayAvailability =>
    enabled ? { enabledInConfig: true, supportedByDevice: supported } : NO_WALLET_PAY;
  return {
    ok: true,
    value: {
      currency,
      options: topUpOptions(accounts.value.cards, wallet(topUp.applePayEnabled, devices.applePay), wallet(topUp.googlePayEnabled, devices.googlePay)),
      limits: {
        credit_card: cardLimits.value,
        ...(appleLimits?.ok === true ? { apple_pay: appleLimits.value } : {}),
        ...(googleLimits?.ok === true ? { google_pay: googleLimits.value } : {}),
      },
      feePercents: topUp.feePercentages,
    },
  };
}

/**
 * The saved card to pay with: `cardId` (refused when unknown, expired or a rejected Singapore
 * card), or without one the first selectable card of the options. Choice: no card to choose is
 * 'choose how to pay' (top_up_method_missing).
 */
export function pickCard(choices: TopUpChoices, cardId: string | undefined): DepositResult<PaymentCard> {
  const cards = choices.options.flatMap((o) => (o.kind === 'card' ? [o.card] : []));
  if (cardId === undefined) {
    const first = cards.find(isCardSelectable);
    return first === undefined ? ruleFailed({ code: ErrorCode.topUpMethodMissing }) : { ok: true, value: first };
  }
  const card = cards.find((c) => c.id === cardId);
  if (card === undefined) return ruleFailed({ code: ErrorCode.cardNotFound, card: cardId });
  const selectable = checkCardSelectable(card);
  return selectable.ok ? selectable : ruleFailed(selectable.error);
}

/** The confirm summary's figures for `amount` paid by `method` (the domain's quote against these choices' limits and fees). */
export function quoteFor(choices: TopUpChoices, amount: Dec | undefined, method: TopUpMethod): DepositResult<TopUpQuote> {
  const quote = quoteTopUp(amount, choices.currency, method, choices.limits[limitsTypeOf(method)], choices.feePercents);
  return quote.ok ? quote : ruleFailed(quote.error);
}

/** Which wallet sheets this device supports (spec 001 §5), asked of the sheets; Google Pay in its live environment when the product config says so. */
export async function deviceWallets(
  surfaces: Pick<PaymentSurfaces, 'applePay' | 'googlePay'>,
  product: ProductConfig | undefined,
): Promise<{ readonly applePay: boolean; readonly googlePay: boolean }> {
  const live = product?.topUp.googlePay.environment === 'PRODUCTION';
  return { applePay: isApplePaySupported(surfaces.applePay.environment()), googlePay: isGooglePaySupported(await surfaces.googlePay.environment(live)) };
}
