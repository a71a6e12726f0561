import { filter, firstValueFrom } from 'rxjs';
import type { WelcomeBonusState } from '../../../application/rewards/welcome-bonus-service';
import type { WelcomeBonusView } from '../../../domain/rewards/welcome-bonus';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { formatCoin } from '../../../domain/format/money-format';
import { Rounding, roundTo } from '../../../domain/money/decimal';
import { apiFailure, ruleFailure } from '../api-failure';
import type { SessionResource } from '../cli-session';
import type { Command, CommandContext } from '../command';
import { fields } from '../output/table';
import { noticeFailure } from '../trading/widget-failure';

const WIDGET = Symbol('welcome bonus widget');

/** The home's welcome-bonus widget as one session shows it: opened afresh by each command, closed with the session. */
class BonusWidget implements SessionResource {
  private stop: (() => void) | undefined;

  constructor(private readonly context: Pick<CommandContext, 'services' | 'runtime'>) {}

  static of(context: Pick<CommandContext, 'session' | 'services' | 'runtime'>): BonusWidget {
    return context.session.shared(WIDGET, () => new BonusWidget(context));
  }

  /** Shows the widget again: the bonus is read afresh. */
  async open(): Promise<WelcomeBonusState> {
    this.stop?.();
    const { welcomeBonus } = this.context.services;
    this.stop = welcomeBonus.start();
    // The read is signed before its request goes out: wait for its answer, not only for quiet traffic.
    const state = await firstValueFrom(welcomeBonus.state.state$.pipe(filter((s) => s.status !== 'loading')));
    await this.context.runtime.traffic.quiet(this.context.runtime.get('scheduler'));
    return state.status === 'ready' ? welcomeBonus.state.getSnapshot() : state;
  }

  close(): void {
    this.stop?.();
    this.stop = undefined;
  }
}

const iso = (epochMs: number | undefined): string | null => (epochMs === undefined ? null : new Date(epochMs).toISOString());

const bonusJson = (view: WelcomeBonusView) => ({
  mission_id: view.missionId ?? null,
  current_amount: view.currentAmount.toFixed(),
  target_amount: view.targetAmount.toFixed(),
  unit: view.unit ?? null,
  progress_percentage: view.progressPercentage.toFixed(),
  end_time: iso(view.endTime),
  is_completed: view.isCompleted,
  is_claimed: view.isClaimed,
  is_expired: view.isExpired,
  can_claim: view.isShowClaimButton,
  shown: view.isShowWelcomeBonusWidget,
});

const bonusLines = (view: WelcomeBonusView): [string, string][] => [
  ['mission', view.missionId ?? '-'],
  [
    'progress',
    `${view.currentAmount.toFixed()} of ${view.targetAmount.toFixed()} ${view.unit ?? ''} (${roundTo(view.progressPercentage, 0, Rounding.down).toFixed()} %)`,
  ],
  ['ends', iso(view.endTime) ?? '-'],
  ['status', view.isClaimed ? 'claimed' : view.isExpired ? 'expired' : view.isShowClaimButton ? 'ready to claim' : 'in progress'],
];

async function readBonus(context: CommandContext): Promise<{ readonly widget: BonusWidget; readonly view: WelcomeBonusView }> {
  const widget = BonusWidget.of(context);
  const state = await context.progress('reading the welcome bonus', widget.open());
  if (state.status !== 'ready' || state.view === undefined) throw apiFailure({ kind: 'network' }, context.messages);
  return { widget, view: state.view };
}

/** `bonus status`: the welcome bonus as the home's widget shows it (spec 000 §3, §4; 001 §3, §4). */
export const bonusStatusCommand: Command = {
  path: ['bonus', 'status'],
  summary: 'the welcome bonus: the mission, its progress, its end, and whether it can be claimed',
  options: {},
  signedIn: true,
  run: async (context) => {
    const { view } = await readBonus(context);
    return { json: { welcome_bonus: bonusJson(view) }, human: fields(bonusLines(view)) };
  },
};

/**
 * `bonus claim`: the widget's Claim button. When the widget shows no Claim button the claim is
 * refused with why (mission_not_completed, mission_already_claimed, welcome_bonus_expired); a
 * refused claim is the widget's message with its catalogue code.
 */
export const bonusClaimCommand: Command = {
  path: ['bonus', 'claim'],
  summary: 'claim the welcome bonus once its mission is complete; prints the reward',
  options: {},
  signedIn: true,
  run: async (context) => {
    const { messages, services, runtime } = context;
    const { view } = await readBonus(context);
    if (!view.isShowClaimButton) {
      const code = view.isClaimed ? ErrorCode.missionAlreadyClaimed : view.isExpired ? ErrorCode.welcomeBonusExpired : ErrorCode.missionNotCompleted;
      throw ruleFailure(code, { mission: view.missionId ?? '', progress_percentage: view.progressPercentage.toFixed() }, messages);
    }
    await context.progress('claiming', services.welcomeBonus.claim());
    await runtime.traffic.quiet(runtime.get('scheduler'));
    const { claim } = services.welcomeBonus.state.getSnapshot();
    if (claim.phase === 'failed') throw noticeFailure(claim.notice, messages);
    if (claim.phase !== 'claimed') throw apiFailure({ kind: 'network' }, messages);
    const reward = { amount: claim.reward.amount.toFixed(), currency: claim.reward.currency };
    return {
      json: { claimed: true, mission_id: view.missionId ?? null, reward },
      human: fields([
        ['claimed', view.missionId ?? '-'],
        ['reward', formatCoin(claim.reward.amount, claim.reward.currency, messages.locale)],
      ]),
    };
  },
};
