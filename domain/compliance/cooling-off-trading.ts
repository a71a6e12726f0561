/**
 * UK cooling-off (spec 000 §6, §8 trade_feature_restriction_in_cooling_off_period): trading is
 * refused while the customer's window still has time left. `endsAt` is the window's end (epoch ms),
 * undefined outside the UK. Choice: the window is [start, end): a window with no time left, as for
 * a customer who starts past it, never blocks.
 */
export const isTradingBlockedByCoolingOff = (endsAt: number | undefined, now: number): boolean => endsAt !== undefined && now < endsAt;
