import { ErrorCode } from '../../../../domain/errors/error-codes';
import { type Dec, dec, isDecimalString } from '../../../../domain/money/decimal';
import { err, ok } from '../../../../domain/shared/result';
import { fiatForCoins } from '../../../../domain/trade/conversion';
import type { PasscodeGuard } from '../onboarding/passcode-guard';
import type { SandboxAccount, SandboxContext } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';
import { openOffer, takeOffer } from './offers';
import type { RewardPayments } from './reward-payments';
import { type LockState, type OfferState, type PaymentState, rewardsSlice } from './rewards-slice';

/** Choice: CRO is locked for 180 days, at least 100 CRO, priced in USD for device-wallet payments. */
export const LOCKUP_COIN = 'CRO';
export const LOCKUP_TERM_DAYS = 180;
export const LOCKUP_MINIMUM = dec('100');
export const LOCKUP_KIND = 'mco_lockup';
const LOCKUP_METHODS = ['crypto_wallet', 'apple_pay', 'google_pay'] as const;
/** Choice: the card tiers a reservation can name. */
export const CARD_TIERS = ['midnight_blue', 'ruby_steel', 'jade_green', 'royal_indigo', 'icy_white', 'frosted_rose_gold', 'obsidian'] as const;
const DAY_MS = 86_400_000;

export interface LockOutcome {
  readonly lock: LockState;
  readonly payment: PaymentState;
}

/**
 * CRO lockups and card reservations (spec 001 §7, "mco lockup", "card-reservations"): a lock order
 * prices an amount of CRO; creating the lock takes the passcode and either moves the customer's
 * CRO to the house at once or waits for an Apple Pay / Google Pay payment of its USD value.
 */
export class Lockups {
  constructor(
    private readonly context: SandboxContext,
    private readonly passcodes: PasscodeGuard,
    private readonly payments: RewardPayments,
  ) {
    payments.onSettled('lockup', (payment) => {
      const lock = rewardsSlice(context).locks[payment.target];
      if (lock?.status === 'pending_payment') lock.status = payment.status === 'succeeded' ? 'locked' : 'payment_failed';
    });
  }

  preview(account: SandboxAccount, amount: string, method: string): SandboxResult<OfferState> {
    const paymentMethod = LOCKUP_METHODS.find((m) => m === method);
    if (!isDecimalString(amount) || paymentMethod === undefined)
      return err({ code: ErrorCode.invalidParameter, message: 'amount must be a decimal string and payment_method offered' });
    const coins = dec(amount);
    if (coins.lessThan(LOCKUP_MINIMUM)) return err({ code: ErrorCode.lockupBelowMinimum, meta: { minimum: LOCKUP_MINIMUM.toFixed(), currency: LOCKUP_COIN } });
    const native = this.usdValue(coins);
    const unlockAt = this.context.now() + LOCKUP_TERM_DAYS * DAY_MS;
    return ok(
      openOffer(this.context, account, {
        kind: 'lockup',
        amount: coins.toFixed(),
        currency: LOCKUP_COIN,
        paymentMethod,
        details: { native_amount: native.toFixed(2), native_currency: 'USD', unlock_at: String(unlockAt) },
      }),
    );
  }

  /** Creates the lock of an order once: the order is taken, the passcode checked and the CRO (or its payment) moved in one step. */
  create(account: SandboxAccount, orderId: string, passcode: string | undefined): SandboxResult<LockOutcome> {
    const offer = takeOffer(this.context, account, orderId, 'lockup');
    if (!offer.ok) return offer;
    const checked = this.passcodes.check(account, passcode);
    if (!checked.ok) return checked;
    const id = this.context.nextId('lock');
    const byWallet = offer.value.paymentMethod === 'crypto_wallet';
    const payment = this.payments.start(account, {
      purpose: 'lockup',
      target: id,
      amount: byWallet ? offer.value.amount : (offer.value.details.native_amount ?? '0'),
      currency: byWallet ? LOCKUP_COIN : 'USD',
      method: offer.value.paymentMethod,
      kind: LOCKUP_KIND,
      details: { lock_id: id, locked_amount: offer.value.amount, locked_currency: LOCKUP_COIN },
    });
    if (!payment.ok) return payment;
    offer.value.used = true;
    const lock: LockState = {
      id,
      userUuid: account.uuid,
      orderId,
      amount: offer.value.amount,
      currency: LOCKUP_COIN,
      unlockAt: Number(offer.value.details.unlock_at),
      status: payment.value.status === 'succeeded' ? 'locked' : 'pending_payment',
    };
    rewardsSlice(this.context).locks[id] = lock;
    return ok({ lock, payment: payment.value });
  }

  status(account: SandboxAccount, id: string): SandboxResult<LockState> {
    const lock = rewardsSlice(this.context).locks[id];
    return lock === undefined || lock.userUuid !== account.uuid ? err({ code: ErrorCode.lockupNotFound }) : ok(lock);
  }

  /** One card reservation per customer, for a known tier. */
  reserveCard(account: SandboxAccount, tier: string): SandboxResult<{ readonly id: string; readonly cardTier: string; readonly createdAt: number }> {
    if (!CARD_TIERS.some((t) => t === tier)) return err({ code: ErrorCode.invalidParameter, message: `card_tier must be one of ${CARD_TIERS.join(', ')}` });
    const reservations = rewardsSlice(this.context).reservations;
    if (reservations[account.uuid] !== undefined) return err({ code: ErrorCode.cardAlreadyReserved });
    const reservation = { id: this.context.nextId('card'), cardTier: tier, createdAt: this.context.now() };
    reservations[account.uuid] = reservation;
    return ok(reservation);
  }

  private usdValue(coins: Dec): Dec {
    const coin = this.context.market.coin(LOCKUP_COIN);
    if (coin === undefined) throw new Error(`the lockup coin ${LOCKUP_COIN} is not listed`);
    return fiatForCoins(coins, this.context.market.priceAt(coin, this.context.now()), 2);
  }
}
