import { statusTone } from './business-status';

/** Which way a transaction moves the amount it shows (spec 001 §4). */
export type FlowDirection = 'inflow' | 'outflow' | 'neutral' | 'unknown';

/**
 * The kind table. Choice: the direction is seen from the asset the transaction's amount is in
 * (a crypto purchase brings coins in, a sale sends them out); swaps, transfers and stake moves
 * are neutral; a kind not in the table is unknown.
 */
export const FLOW_BY_KIND: Readonly<Record<string, FlowDirection>> = {
  crypto_purchase: 'inflow',
  viban_purchase: 'inflow',
  crypto_deposit: 'inflow',
  viban_deposit: 'inflow',
  fiat_wallet_top_up: 'inflow',
  basket_purchase: 'inflow',
  prediction_payout: 'inflow',
  prediction_settlement: 'inflow',
  prediction_refund: 'inflow',
  reward: 'inflow',
  referral_reward: 'inflow',
  welcome_bonus: 'inflow',
  staking_reward: 'inflow',
  cashback: 'inflow',
  crypto_sale: 'outflow',
  viban_sale: 'outflow',
  crypto_withdrawal: 'outflow',
  viban_withdrawal: 'outflow',
  basket_sale: 'outflow',
  prediction_purchase: 'outflow',
  prediction_order: 'outflow',
  fee: 'outflow',
  crypto_exchange: 'neutral',
  crypto_transfer: 'neutral',
  basket_rebalance: 'neutral',
  stake: 'neutral',
  unstake: 'neutral',
};

/** The flow direction of a kind; unknown for a kind the table does not hold. */
export const flowDirection = (kind: string): FlowDirection => (Object.hasOwn(FLOW_BY_KIND, kind) ? (FLOW_BY_KIND[kind] ?? 'unknown') : 'unknown');

/** What decides a history row's sign (spec 001 §3 Transaction: kind, status, meta.business_status). */
export interface SignedTransaction {
  readonly kind: string;
  readonly status: string;
  readonly businessStatus?: string;
}

/** Prediction and basket kinds (spec 001 §4), by their kind prefix. */
export const isPredictionOrBasketKind = (kind: string): boolean => kind.startsWith('prediction_') || kind.startsWith('basket_');

/**
 * The sign before a history amount: "+" for inflow, "-" for outflow, none for neutral and unknown.
 * Spec 001 §4: prediction and basket kinds with a failed or pending status show no sign.
 * Choice: the status is meta.business_status when present (the one the colour uses), else status.
 */
export function transactionSign(transaction: SignedTransaction): '+' | '-' | '' {
  const direction = flowDirection(transaction.kind);
  if (direction !== 'inflow' && direction !== 'outflow') return '';
  if (isPredictionOrBasketKind(transaction.kind)) {
    const tone = statusTone(transaction.businessStatus ?? transaction.status);
    if (tone === 'failed' || tone === 'pending') return '';
  }
  return direction === 'inflow' ? '+' : '-';
}
