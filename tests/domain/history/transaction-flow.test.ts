import { describe, expect, it } from 'vitest';
import { flowDirection, FLOW_BY_KIND, isPredictionOrBasketKind, transactionSign } from '../../../domain/history/transaction-flow';

describe('transaction flow direction (spec 001 §4)', () => {
  it('purchases, deposits, payouts and rewards flow in', () => {
    for (const kind of ['crypto_purchase', 'viban_deposit', 'basket_purchase', 'prediction_payout', 'prediction_refund', 'reward']) {
      expect(flowDirection(kind)).toBe('inflow');
    }
  });

  it('sales, withdrawals, prediction orders and fees flow out', () => {
    for (const kind of ['crypto_sale', 'viban_withdrawal', 'basket_sale', 'prediction_purchase', 'fee']) {
      expect(flowDirection(kind)).toBe('outflow');
    }
  });

  it('swaps, transfers, rebalancing and staking moves are neutral', () => {
    for (const kind of ['crypto_exchange', 'crypto_transfer', 'basket_rebalance', 'stake', 'unstake']) expect(flowDirection(kind)).toBe('neutral');
  });

  it('a kind not in the table is unknown', () => {
    expect(flowDirection('mystery')).toBe('unknown');
    expect(flowDirection('toString')).toBe('unknown');
    expect(flowDirection('')).toBe('unknown');
  });

  it('every kind in the table has one of the four directions', () => {
    for (const direction of Object.values(FLOW_BY_KIND)) expect(['inflow', 'outflow', 'neutral', 'unknown']).toContain(direction);
  });
});

describe('history amount sign (spec 001 §4)', () => {
  it('inflow shows +, outflow shows -', () => {
    expect(transactionSign({ kind: 'crypto_purchase', status: 'completed' })).toBe('+');
    expect(transactionSign({ kind: 'crypto_sale', status: 'completed' })).toBe('-');
  });

  it('neutral and unknown kinds show no sign', () => {
    expect(transactionSign({ kind: 'crypto_exchange', status: 'completed' })).toBe('');
    expect(transactionSign({ kind: 'mystery', status: 'completed' })).toBe('');
  });

  it('prediction and basket kinds with a failed or pending status show no sign', () => {
    for (const status of ['failed', 'rejected', 'cancelled', 'pending', 'processing', 'activating', 'unbonding']) {
      expect(transactionSign({ kind: 'prediction_payout', status })).toBe('');
      expect(transactionSign({ kind: 'basket_sale', status })).toBe('');
    }
  });

  it('prediction and basket kinds that completed keep their sign', () => {
    expect(transactionSign({ kind: 'prediction_payout', status: 'completed' })).toBe('+');
    expect(transactionSign({ kind: 'basket_sale', status: 'completed' })).toBe('-');
  });

  it('other kinds keep their sign whatever the status', () => {
    expect(transactionSign({ kind: 'crypto_purchase', status: 'pending' })).toBe('+');
    expect(transactionSign({ kind: 'viban_withdrawal', status: 'failed' })).toBe('-');
  });

  it('the business status decides over the status when present', () => {
    expect(transactionSign({ kind: 'basket_purchase', status: 'completed', businessStatus: 'processing' })).toBe('');
    expect(transactionSign({ kind: 'basket_purchase', status: 'pending', businessStatus: 'completed' })).toBe('+');
  });

  it('prediction and basket kinds are known by their prefix', () => {
    expect(isPredictionOrBasketKind('prediction_anything')).toBe(true);
    expect(isPredictionOrBasketKind('basket_purchase')).toBe(true);
    expect(isPredictionOrBasketKind('crypto_purchase')).toBe(false);
  });
});
