import { readAmountText } from '../../../domain/money/locale-amount-text';
import { fromWireInterval, REBALANCING_INTERVALS, type RebalancingInterval, toWireInterval } from '../../../domain/basket/rebalancing-interval';
import { MAX_SELL_PERCENTAGE, SELL_PERCENTAGE_QUICK_SELECT } from '../../../domain/basket/sell-percentage-input';
import { usageFailure } from '../cli-failure';
import type { OptionValues } from '../command';
import { text } from './trade-flags';

const INTERVAL_WORDS = REBALANCING_INTERVALS.map(toWireInterval);

/** `--NAME never|weekly|bi-weekly|monthly` (the wire's names); undefined when not given. */
export function intervalFlag(values: OptionValues, name: string): RebalancingInterval | undefined {
  const raw = text(values, name);
  if (raw === undefined) return undefined;
  const interval = fromWireInterval(raw);
  if (interval === undefined) throw usageFailure(`--${name} takes ${INTERVAL_WORDS.join(', ')}, not "${raw}"`, `for example --${name} monthly`);
  return interval;
}

export const INTERVAL_HINT = INTERVAL_WORDS.join('|');

/**
 * `--percentage`: typed into the basket percentage field as it is, or a quick-select button by
 * name (25, 50, 75 or max, spec 000 §5) pressed instead; typed in the `--lang` locale ("12,5" in German).
 */
export function percentageText(values: OptionValues, locale: string): string {
  const raw = text(values, 'percentage') ?? '';
  return raw.toLowerCase() === 'max' ? MAX_SELL_PERCENTAGE : readAmountText(raw, locale);
}

export const PERCENTAGE_HINT = `the share of the basket to sell, 0.01-100 (2 decimals), or a quick-select: ${SELL_PERCENTAGE_QUICK_SELECT.map((q) => (q.isMax ? 'max' : q.percentage)).join('|')}`;
