/**
 * Welcome bonus, level-up, card reservation and lockup refusals (spec 001 §7 "Rewards and
 * level-up", §8 "Claim failure"). The spec names none of these codes: design.
 */
export const rewardsCodes = {
  missionNotFound: 'mission_not_found',
  missionNotCompleted: 'mission_not_completed',
  missionAlreadyClaimed: 'mission_already_claimed',
  welcomeBonusExpired: 'welcome_bonus_expired',
  levelUpPlanNotFound: 'level_up_plan_not_found',
  levelUpAlreadySubscribed: 'level_up_already_subscribed',
  levelUpSubscriptionNotFound: 'level_up_subscription_not_found',
  levelUpSubscriptionNotActive: 'level_up_subscription_not_active',
  levelUpSubscriptionNotCancelled: 'level_up_subscription_not_cancelled',
  rewardPreviewNotFound: 'reward_preview_not_found',
  rewardPreviewExpired: 'reward_preview_expired',
  rewardPreviewAlreadyUsed: 'reward_preview_already_used',
  rewardPaymentNotFound: 'reward_payment_not_found',
  rewardPaymentNotPending: 'reward_payment_not_pending',
  lockupNotFound: 'mco_lockup_not_found',
  lockupBelowMinimum: 'mco_lockup_below_minimum',
  cardAlreadyReserved: 'card_already_reserved',
  /** Choice: the spec names no code for "the user already did the first transaction" (spec 000 §4, first-action guide): already_did_first_transaction. */
  firstTransactionAlreadyDone: 'already_did_first_transaction',
} as const;
