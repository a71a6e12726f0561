import { ErrorCode } from '../../../../domain/errors/error-codes';
import { type Dec, dec, Money } from '../../../../domain/money/decimal';
import {
  MISSION_TIERS_USD,
  claimMission,
  countsTowardsWelcomeBonus,
  isMissionComplete,
  missionsForDisplay,
  tradeVolume,
  welcomeBonusEndTime,
} from '../../../../domain/rewards/welcome-mission';
import { err, ok } from '../../../../domain/shared/result';
import { coinsForFiat } from '../../../../domain/trade/conversion';
import { HOUSE } from '../ledger';
import { UserRecords } from '../onboarding/user-records';
import type { SandboxAccount, SandboxContext } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';
import type { TransactionState } from '../sandbox-state';
import { rewardsSlice, type WelcomeState } from './rewards-slice';
import { usdValueOfBuy } from './trade-value';

/** The two missions (spec 001 §9: tiers 100 and 500 USD) and what each pays, in USD-equivalent. */
export const WELCOME_MISSIONS: readonly { readonly id: string; readonly target: Dec; readonly rewardUsd: Dec }[] = MISSION_TIERS_USD.map((target) => ({
  id: `welcome_tier_${target.toFixed(0)}`,
  target,
  /** Choice: a tenth of the tier's volume, paid in CRO. */
  rewardUsd: target.dividedBy(10),
}));

/** Choice: the reward is paid in CRO at the market price, to 4 decimals (CRO's precision). */
export const REWARD_COIN = 'CRO';
export const REWARD_KIND = 'welcome_bonus_reward';

export interface MissionView {
  readonly id: string;
  readonly target: Dec;
  readonly current: Dec;
  readonly completed: boolean;
  readonly claimed: boolean;
  readonly rewardUsd: Dec;
}

export interface WelcomeBonusView {
  readonly unit: 'USD';
  readonly endTime: number;
  readonly missions: readonly MissionView[];
}

/**
 * The welcome bonus (spec 001 §3-§4): buys count towards both missions while the bonus runs
 * (30 days from account creation, sandbox clock), each mission is claimed once when complete, and
 * a claim pays its reward in CRO from the house with a history entry. Buys are heard through
 * `onTransaction`; one still pending counts once it completes.
 */
export class WelcomePack {
  private readonly users: UserRecords;

  constructor(private readonly context: SandboxContext) {
    this.users = new UserRecords(context);
    context.onTransaction((transaction, account) => this.hear(transaction, account));
  }

  view(account: SandboxAccount): WelcomeBonusView {
    const state = this.state(account);
    const volume = this.volume(state);
    const missions = WELCOME_MISSIONS.map((m) => {
      const claim = state.claims[m.id];
      const current = claim === undefined ? volume : new Money(claim.current);
      return {
        id: m.id,
        target: m.target,
        current,
        claimed: claim !== undefined,
        rewardUsd: m.rewardUsd,
        completed: isMissionComplete({ target: m.target, current, claimed: false }),
      };
    });
    return { unit: 'USD', endTime: this.endTime(account), missions: missionsForDisplay(missions) };
  }

  claim(account: SandboxAccount, missionId: string): SandboxResult<{ readonly amount: Dec; readonly currency: string }> {
    const mission = this.view(account).missions.find((m) => m.id === missionId);
    if (mission === undefined) return err({ code: ErrorCode.missionNotFound });
    const claimed = claimMission(mission, this.endTime(account), this.context.now());
    if (!claimed.ok) return err({ code: claimed.error });
    const coin = this.context.market.coin(REWARD_COIN);
    if (coin === undefined) throw new Error(`the reward coin ${REWARD_COIN} is not listed`);
    const amount = coinsForFiat(mission.rewardUsd, this.context.market.priceAt(coin, this.context.now()), coin.maxFraction);
    const paid = this.context.ledger.transfer([{ from: HOUSE, to: account.uuid, currency: REWARD_COIN, amount }]);
    if (!paid.ok) throw new Error('the house pays rewards from its own book and cannot be overdrawn');
    this.state(account).claims[missionId] = { current: mission.current.toFixed(), at: this.context.now() };
    this.context.recordTransaction(account, {
      kind: REWARD_KIND,
      side: 'in',
      fromCurrency: REWARD_COIN,
      fromAmount: amount.toFixed(),
      toCurrency: REWARD_COIN,
      toAmount: amount.toFixed(),
      status: 'completed',
      details: { mission_id: missionId, reward_usd: mission.rewardUsd.toFixed(2) },
    });
    return ok({ amount, currency: REWARD_COIN });
  }

  endTime(account: SandboxAccount): number {
    return welcomeBonusEndTime(this.users.of(account).createdAt);
  }

  private hear(transaction: TransactionState, account: SandboxAccount): void {
    if (transaction.side !== 'buy' || transaction.status === 'failed') return;
    if (!countsTowardsWelcomeBonus(this.endTime(account), transaction.createdAt)) return;
    this.state(account).trades.push({ transactionId: transaction.id, usd: usdValueOfBuy(transaction, this.context.market).toFixed() });
  }

  /** The counted volume: trades that are completed now (a pending one counts once it completes). */
  private volume(state: WelcomeState): Dec {
    const completed = new Set(this.context.state.transactions.filter((t) => t.status === 'completed').map((t) => t.id));
    return tradeVolume(state.trades.filter((t) => completed.has(t.transactionId)).map((t) => dec(t.usd)));
  }

  private state(account: SandboxAccount): WelcomeState {
    const welcome = rewardsSlice(this.context).welcome;
    const existing = welcome[account.uuid];
    if (existing !== undefined) return existing;
    const created: WelcomeState = { trades: [], claims: {} };
    welcome[account.uuid] = created;
    return created;
  }
}
