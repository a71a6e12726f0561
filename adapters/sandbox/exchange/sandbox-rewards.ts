import { ErrorCode } from '../../../domain/errors/error-codes';
import { hasBenefits } from '../../../domain/rewards/level-up-subscription';
import { err, ok } from '../../../domain/shared/result';
import { isPrimeRegularUser } from '../../../domain/user/membership';
import { PasscodeGuard } from './onboarding/passcode-guard';
import { primeOf, profileSeedOf } from './onboarding/user-profiles';
import { UserRecords } from './onboarding/user-records';
import { LEVEL_UP_VERSION, planOf } from './rewards/level-up-plans';
import { LevelUpSubscriptions } from './rewards/level-up-subscriptions';
import { Lockups } from './rewards/lockups';
import { RewardPayments } from './rewards/reward-payments';
import { WelcomePack } from './rewards/welcome-pack';
import type { SandboxAccount, SandboxContext } from './sandbox-context';
import type { SandboxResult } from './sandbox-result';

/** The upsell entry point the trade drawer asks about (spec 001 §7). */
export const TRADE_DRAWER_UPSELL = 'trade_drawer_upsell';
/** Choice: where the reward programme terms are published. */
export const REWARD_TERMS_URL = 'https://crypto.com/rewards/terms';

export interface LevelUpInfo {
  readonly version: number;
  readonly membershipGroupCode: string | null;
  readonly text: string;
  readonly gradient: readonly string[];
}

/** Welcome-bonus missions, level-up (info, upsell, subscriptions), CRO lockups and card reservations. */
export class SandboxRewards {
  readonly welcome: WelcomePack;
  readonly payments: RewardPayments;
  readonly levelUp: LevelUpSubscriptions;
  readonly lockups: Lockups;
  private readonly users: UserRecords;

  constructor(private readonly context: SandboxContext) {
    const passcodes = new PasscodeGuard(context);
    this.users = new UserRecords(context);
    this.welcome = new WelcomePack(context);
    this.payments = new RewardPayments(context);
    this.levelUp = new LevelUpSubscriptions(context, passcodes, this.payments);
    this.lockups = new Lockups(context, passcodes, this.payments);
  }

  /** Reward terms of the customer's entity (spec 001 §4: PENDING means not accepted). */
  rewardTerms(account: SandboxAccount, entityId: string): SandboxResult<'ACCEPTED' | 'PENDING'> {
    if (entityId !== this.users.of(account).entityId) return err({ code: ErrorCode.invalidParameter, message: 'entity_id is not the customer entity' });
    return ok(profileSeedOf(account.persona).rewardTerms);
  }

  /** Spec 001 §3 level-up info: the membership group is the plan the customer holds the benefits of. */
  info(account: SandboxAccount): LevelUpInfo {
    const subscription = this.levelUp.current(account);
    const held = subscription !== undefined && hasBenefits(subscription, this.context.now()) ? subscription.plan : undefined;
    const plan = held === undefined ? undefined : planOf(held);
    return {
      version: LEVEL_UP_VERSION,
      membershipGroupCode: held ?? null,
      text: held === undefined ? 'level_up_join_title' : `level_up_${held}_member_title`,
      gradient: plan?.gradient ?? ['#1199FA', '#0B1426'],
    };
  }

  /**
   * The trade-drawer upsell (spec 000 §6, 001 §3): eligible unless the customer already holds a
   * plan's benefits or is a regular Prime user (who sees no level-up banner).
   */
  upsell(
    account: SandboxAccount,
    entryPoint: string,
  ): SandboxResult<{ readonly eligible: boolean; readonly tmsKey: string; readonly values: Readonly<Record<string, string>> }> {
    if (entryPoint !== TRADE_DRAWER_UPSELL) return err({ code: ErrorCode.invalidParameter, message: `entry_point must be ${TRADE_DRAWER_UPSELL}` });
    const subscription = this.levelUp.current(account);
    const subscribed = subscription !== undefined && hasBenefits(subscription, this.context.now());
    const prime = primeOf(account.persona);
    const eligible = !subscribed && !isPrimeRegularUser({ benefit: prime.prime_benefit, invited: prime.prime_invited });
    return ok({ eligible, tmsKey: 'level_up_trade_drawer_upsell_desc', values: { plan: 'Pro', fee_rate: '0%' } });
  }
}
