import { Money, type Dec } from '../../../../domain/money/decimal';
import { NEW_USER_WAIVER_DAYS } from '../../../../domain/trade/fee-waiver';
import type { FeeWaiverStatus } from '../../../../domain/trade/fee-waiver';
import type { SandboxAccount, SandboxContext } from '../sandbox-context';

const DAY_MS = 86_400_000;

/** Choice: the spec names no figure; a customer may trade this much a UTC day, in the native currency. */
export const DAILY_TRADING_LIMIT = '50000.00';

/** The trading area's own seed data per persona (personas.ts stays shared and untouched). */
interface TradingSeed {
  /** In the 30-day new-user fee promotion, counted from the sandbox's start. */
  readonly newUserPromotion?: boolean;
  /** Another daily trading limit than DAILY_TRADING_LIMIT. */
  readonly dailyTradingLimit?: string;
}

const SEEDS: Readonly<Record<string, TradingSeed>> = {
  zoe: { newUserPromotion: true },
  tess: { dailyTradingLimit: '250000.00' },
};

const seedOf = (account: SandboxAccount): TradingSeed => SEEDS[account.persona.key] ?? {};

/** The customer's daily trading limit in the native currency. */
export const dailyTradingLimit = (account: SandboxAccount): Dec => new Money(seedOf(account).dailyTradingLimit ?? DAILY_TRADING_LIMIT);

/**
 * What decides the customer's fee waiver: Level Up subscribers (lena), regular Prime users (priya)
 * and the new-user promotion (zoe), which ends 30 days after the sandbox started.
 */
export function feeWaiverStatus(context: SandboxContext, account: SandboxAccount): FeeWaiverStatus {
  return {
    subscriber: account.persona.levelUp !== 'none',
    primeRegular: account.persona.prime === 'regular',
    promotionEndsAt: seedOf(account).newUserPromotion === true ? context.state.createdAt + NEW_USER_WAIVER_DAYS * DAY_MS : undefined,
  };
}
