import type { BillingPeriod } from '../../domain/rewards/level-up-subscription';
import type { ErrorNotice } from '../../domain/errors/error-presentation';
import type { SubscriptionPaymentMethod, SubscriptionPreview } from '../ports/level-up-port';
import type { LevelUpSubscription, SubscriptionPlan } from '../ports/rewards-port';

/**
 * A Level Up subscription's steps (spec 001 §7): choosing the billing period and the payment, the
 * preview being asked, the price to confirm with the passcode, the subscribe call, the device
 * wallet's sheet, the payment status polled until settled, then joined, or a failure to retry.
 */
export type CheckoutStep = 'closed' | 'choose' | 'previewing' | 'review' | 'subscribing' | 'paying' | 'settling' | 'done' | 'failed';

export interface CheckoutState {
  readonly step: CheckoutStep;
  readonly plan: SubscriptionPlan | undefined;
  readonly billingPeriod: BillingPeriod;
  readonly paymentMethod: SubscriptionPaymentMethod;
  /** The payment choices this customer has here: the cash account, and the device wallets this browser offers. */
  readonly methods: readonly SubscriptionPaymentMethod[];
  readonly preview: SubscriptionPreview | undefined;
  readonly passcode: string;
  /** A wrong passcode, shown at the field. */
  readonly passcodeError: ErrorNotice | undefined;
  readonly failure: ErrorNotice | undefined;
  /** The customer left the wallet sheet: nothing was charged. */
  readonly cancelled: boolean;
  readonly subscription: LevelUpSubscription | undefined;
}

export const CHECKOUT_CLOSED: CheckoutState = {
  step: 'closed',
  plan: undefined,
  billingPeriod: 'monthly',
  paymentMethod: 'fiat_wallet',
  methods: ['fiat_wallet'],
  preview: undefined,
  passcode: '',
  passcodeError: undefined,
  failure: undefined,
  cancelled: false,
  subscription: undefined,
};
