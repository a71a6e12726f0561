import { toWireInterval } from '../../../domain/basket/rebalancing-interval';
import { apiFailure } from '../api-failure';
import { usageFailure } from '../cli-failure';
import type { Command } from '../command';
import { fields } from '../output/table';
import { watchingNotices } from '../trading/shown-notices';
import { TradingDesk } from '../trading/trading-desk';
import { noticeFailure } from '../trading/widget-failure';
import { INTERVAL_HINT, intervalFlag } from './basket-flags';
import { text } from './trade-flags';

const iso = (epochMs: number | undefined): string | null => (epochMs === undefined ? null : new Date(epochMs).toISOString());

/**
 * `basket rebalancing`: an owned basket's rebalancing changed as its note in the basket form
 * changes it (spec 000 §2, §7): open the change, choose, save. Saving the current interval
 * changes nothing; a failed save is the app's 'something went wrong' dialog (exit 1).
 */
export const basketRebalancingCommand: Command = {
  path: ['basket', 'rebalancing'],
  summary: 'change how often a basket you hold rebalances',
  options: {
    instance: { type: 'string', hint: "your basket's instance id (see basket list)" },
    interval: { type: 'string', hint: INTERVAL_HINT },
  },
  required: ['instance', 'interval'],
  signedIn: true,
  run: async (context, values) => {
    const { messages, progress } = context;
    const instance = text(values, 'instance') ?? '';
    const interval = intervalFlag(values, 'interval') ?? 'never';
    const desk = TradingDesk.of(context);
    const { basketBuy } = desk.services;
    await progress(
      'opening the basket',
      desk
        .openBasketBuy()
        .then(() => basketBuy.select(instance))
        .then(() => desk.settled()),
    );
    const owned = basketBuy.state.getSnapshot().owned;
    if (owned?.id !== instance) throw usageFailure(`you hold no basket "${instance}"`, 'your baskets are the owned ones in: crypto-cli basket list');
    const from = owned.rebalancingInterval;
    const { notice } = await watchingNotices(desk.services, async () => {
      basketBuy.editRebalancing();
      basketBuy.chooseRebalancing(interval);
      await progress('saving', basketBuy.saveRebalancing());
    });
    const s = basketBuy.state.getSnapshot();
    if (notice !== undefined || s.owned === undefined || s.rebalancingEdit !== undefined) {
      basketBuy.cancelRebalancing();
      throw notice === undefined ? apiFailure({ kind: 'network' }, messages) : noticeFailure(notice, messages);
    }
    const result = {
      instance_id: s.owned.id,
      offer_id: s.owned.offerId,
      basket: s.owned.title,
      previous_interval: toWireInterval(from),
      rebalancing_interval: toWireInterval(s.owned.rebalancingInterval),
      changed: from !== s.owned.rebalancingInterval,
      next_rebalancing_at: iso(s.owned.nextRebalancingAt),
    };
    return {
      json: result,
      human: fields([
        ['basket', `${result.basket} (${result.instance_id})`],
        ['rebalancing', result.changed ? `${result.previous_interval} -> ${result.rebalancing_interval}` : `${result.rebalancing_interval} (unchanged)`],
        ['next rebalancing', result.next_rebalancing_at ?? 'none'],
      ]),
    };
  },
};
