import { loadBasketList } from '../../../application/market/basket-list';
import { toWireInterval } from '../../../domain/basket/rebalancing-interval';
import { formatFiat } from '../../../domain/format/money-format';
import { type Dec, Rounding, roundTo } from '../../../domain/money/decimal';
import { apiFailure } from '../api-failure';
import type { Command } from '../command';
import { table } from '../output/table';

const iso = (epochMs: number | undefined): string | null => (epochMs === undefined ? null : new Date(epochMs).toISOString());
/** A weight as the table shows it: 2 decimals, half up. */
const percent = (weight: Dec): string => roundTo(weight, 2, Rounding.halfUp).toFixed();

/**
 * `basket list`: the preset baskets (spec 000 §3) with their coins and target weights, whether
 * each can be bought (available, delisted, disabled, not for purchase), and the customer's basket
 * of each: its instance id, balance and rebalancing.
 */
export const basketListCommand: Command = {
  path: ['basket', 'list'],
  summary: 'the preset baskets: coins and weights, availability, and your baskets with their rebalancing',
  options: {},
  signedIn: true,
  run: async ({ runtime, messages, progress }) => {
    const result = await progress('loading baskets', loadBasketList(runtime.get('baskets')));
    if (!result.ok) throw apiFailure(result.error, messages);
    const baskets = result.value.map(({ offer, availability, owned }) => ({
      id: offer.id,
      title: offer.title,
      label: offer.label,
      coins: offer.weights.map((w) => ({ symbol: w.symbol, weight: w.weight.toFixed() })),
      availability,
      fee: { type: offer.fee.type, value: offer.fee.value.toFixed(), currency: offer.fee.currency },
      owned:
        owned === undefined
          ? null
          : {
              instance_id: owned.id,
              balance: owned.balance.toFixed(),
              currency: owned.balanceCurrency,
              rebalancing_interval: toWireInterval(owned.rebalancingInterval),
              next_rebalancing_at: iso(owned.nextRebalancingAt),
            },
    }));
    const rows = result.value.map(({ offer, availability, owned }) => [
      offer.id,
      offer.title,
      offer.weights.map((w) => `${w.symbol} ${percent(w.weight)}%`).join(', '),
      availability,
      owned === undefined
        ? '-'
        : `${owned.id}: ${formatFiat(owned.balance, owned.balanceCurrency, messages.locale)}, ${toWireInterval(owned.rebalancingInterval)}`,
    ]);
    return { json: { baskets }, human: table(['basket', 'title', 'coins', 'availability', 'yours (balance, rebalancing)'], rows) };
  },
};
