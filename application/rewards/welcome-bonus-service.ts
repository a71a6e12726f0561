import { type SchedulerLike, Subscription, timer } from 'rxjs';
import type { ErrorNotice } from '../../domain/errors/error-presentation';
import { resolveClaimError } from '../../domain/errors/flow-error';
import {
  CLAIM_LOCK_MS,
  isClaimLocked,
  deriveWelcomeBonus,
  type WelcomeBonus,
  WELCOME_BONUS_TICK_MS,
  type WelcomeBonusView,
} from '../../domain/rewards/welcome-bonus';
import type { WatchedValue } from '../../domain/rewards/progress-refetch';
import type { RewardAmount, RewardsPort } from '../ports/rewards-port';
import { StateStore, type ReadableStore } from '../shared/store';
import type { MoneyEvents } from '../account/money-events';
import type { TradeEvents } from '../trade/trade-events';
import { ProgressRefetchMonitor } from './progress-refetch-monitor';

/** The claim of the shown mission: none yet, in flight, claimed (with the reward) or failed (with the catalogue's notice). */
export type ClaimState =
  | { readonly phase: 'idle' }
  | { readonly phase: 'claiming' }
  | { readonly phase: 'claimed'; readonly reward: RewardAmount }
  | { readonly phase: 'failed'; readonly notice: ErrorNotice };

export interface WelcomeBonusState {
  /** idle before start; failed when the bonus could not be read (the widget stays hidden). */
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The widget's fields at `now` (domain deriveWelcomeBonus); undefined until read. */
  readonly view: WelcomeBonusView | undefined;
  /** Epoch ms the view and countdown were derived at; moves every second while the widget shows. */
  readonly now: number;
  /** The Claim button is locked for 2.5 s after a press (spec 000 §4). */
  readonly claimLocked: boolean;
  readonly claim: ClaimState;
}

const IDLE: WelcomeBonusState = { status: 'idle', view: undefined, now: 0, claimLocked: false, claim: { phase: 'idle' } };

const watched = (view: WelcomeBonusView): WatchedValue => ({ progressPercentage: view.progressPercentage, isClaimed: view.isClaimed });

/** What a WelcomeBonusService is made from (named as the composition root names them). */
export interface WelcomeBonusDependencies {
  readonly rewards: RewardsPort;
  readonly tradeEvents: TradeEvents;
  readonly moneyEvents: MoneyEvents;
  readonly scheduler: SchedulerLike;
}

/**
 * The welcome-bonus widget (spec 000 §3, §4; 001 §3, §4): the bonus read from the rewards API,
 * derived at the scheduler's time every second so the countdown ticks and the widget hides at the
 * end; only the first mission is used. Claim (the go-to-claim event) claims that mission and
 * locks the button for 2.5 s. After a completed trade or a claim, the progress is fetched again on
 * the refetch schedule (ProgressRefetchMonitor).
 * Choices: the go-to-claim event is handled here by claiming through the rewards API; a claim
 * failure keeps the widget with the catalogue's message and a try-again (the Claim button itself);
 * a failed read hides the widget.
 */
export class WelcomeBonusService {
  private readonly store = new StateStore<WelcomeBonusState>(IDLE);
  readonly state: ReadableStore<WelcomeBonusState> = this.store;
  private bonus: WelcomeBonus | undefined;
  private lockedAt: number | undefined;
  private running: Subscription | undefined;
  private ticking: Subscription | undefined;
  private monitor: ProgressRefetchMonitor | undefined;

  constructor(private readonly deps: WelcomeBonusDependencies) {}

  /** Reads the bonus and follows trades; idempotent. Returns a stop function. */
  start(): () => void {
    if (this.running === undefined) {
      const run = new Subscription();
      const monitor = new ProgressRefetchMonitor(() => this.fetch(run), this.deps.scheduler);
      this.running = run;
      this.monitor = monitor;
      run.add(() => monitor.stop());
      run.add(() => this.stopTicking());
      run.add(this.deps.tradeEvents.completed$.subscribe(() => monitor.trigger()));
      this.store.update((s) => ({ ...s, status: 'loading' }));
      void this.fetch(run).then((value) => {
        if (value !== undefined) monitor.known(value);
        else if (!run.closed) this.store.update((s) => ({ ...s, status: 'failed' }));
      });
    }
    const run = this.running;
    return () => {
      if (this.running !== run) return;
      run.unsubscribe();
      this.running = undefined;
      this.monitor = undefined;
    };
  }

  /** The Claim button (go-to-claim): claims the shown mission, unless locked or already claiming. */
  async claim(): Promise<void> {
    const { view, claim } = this.store.getSnapshot();
    const now = this.deps.scheduler.now();
    const missionId = view?.missionId;
    if (view?.isShowClaimButton !== true || missionId === undefined || claim.phase === 'claiming' || isClaimLocked(this.lockedAt, now)) return;
    const run = this.running;
    this.lockedAt = now;
    run?.add(
      timer(CLAIM_LOCK_MS, this.deps.scheduler).subscribe(() =>
        this.store.update((s) => ({ ...s, claimLocked: isClaimLocked(this.lockedAt, this.deps.scheduler.now()) })),
      ),
    );
    this.store.update((s) => ({ ...s, claimLocked: true, claim: { phase: 'claiming' } }));
    const result = await this.deps.rewards.claimMission(missionId);
    // The reward is credited (a CRO wallet appears): every view reads the account data again.
    if (result.ok) this.deps.moneyEvents.moved('bonus_claimed');
    if (run === undefined || run.closed) return;
    if (!result.ok) {
      const code = result.error.kind === 'business' ? result.error.code : result.error.kind;
      this.store.update((s) => ({ ...s, claim: { phase: 'failed', notice: resolveClaimError(code) } }));
      return;
    }
    this.store.update((s) => ({ ...s, claim: { phase: 'claimed', reward: result.value } }));
    this.monitor?.trigger();
  }

  private async fetch(run: Subscription): Promise<WatchedValue | undefined> {
    const result = await this.deps.rewards.getWelcomeBonus();
    if (run.closed || !result.ok) return undefined;
    this.bonus = result.value;
    const view = this.derive();
    return watched(view);
  }

  /** Derives the view at the scheduler's now and keeps the 1 s tick running exactly while the widget shows. */
  private derive(): WelcomeBonusView {
    const now = this.deps.scheduler.now();
    const view = deriveWelcomeBonus(this.bonus, now);
    this.store.update((s) => ({ ...s, status: 'ready', view, now, claimLocked: isClaimLocked(this.lockedAt, now) }));
    if (view.isShowWelcomeBonusWidget) this.startTicking();
    else this.stopTicking();
    return view;
  }

  private startTicking(): void {
    this.ticking ??= timer(WELCOME_BONUS_TICK_MS, WELCOME_BONUS_TICK_MS, this.deps.scheduler).subscribe(() => this.derive());
  }

  private stopTicking(): void {
    this.ticking?.unsubscribe();
    this.ticking = undefined;
  }
}
