import { acceptClick } from '../../../domain/trade/quote-confirmation';

/** The click times (in order) that acceptClick acts on: the confirm button's debounce over a burst of clicks. */
export function acceptedClicks(clickTimes: readonly number[]): number[] {
  const accepted: number[] = [];
  for (const at of clickTimes) if (acceptClick(accepted.at(-1), at)) accepted.push(at);
  return accepted;
}
