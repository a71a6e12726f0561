import { describe, expect, it } from 'vitest';
import { PULL_DEPOSIT_VIEW_INITIAL, stepPullDepositView } from '../../../domain/deposit/pull-deposit-view';

describe('pull deposit view', () => {
  it('starts Loading and asks to load', () => {
    expect(PULL_DEPOSIT_VIEW_INITIAL).toEqual({ view: 'Loading', effects: ['load'] });
  });

  it('no bank accounts is Empty', () => {
    expect(stepPullDepositView('Loading', { type: 'loaded', bankAccountCount: 0 })).toEqual({ view: 'Empty', effects: [] });
  });

  it('at least one bank account is Deposit', () => {
    expect(stepPullDepositView('Loading', { type: 'loaded', bankAccountCount: 2 })).toEqual({ view: 'Deposit', effects: [] });
  });

  it('a failed load is Error, and retry loads again', () => {
    expect(stepPullDepositView('Loading', { type: 'load_failed' })).toEqual({ view: 'Error', effects: [] });
    expect(stepPullDepositView('Error', { type: 'retry' })).toEqual({ view: 'Loading', effects: ['load'] });
  });

  it('deleting the last account moves Deposit to Empty, adding one moves back', () => {
    expect(stepPullDepositView('Deposit', { type: 'loaded', bankAccountCount: 0 }).view).toBe('Empty');
    expect(stepPullDepositView('Empty', { type: 'loaded', bankAccountCount: 1 }).view).toBe('Deposit');
  });

  it('retry outside Error does nothing', () => {
    expect(stepPullDepositView('Deposit', { type: 'retry' })).toEqual({ view: 'Deposit', effects: [] });
  });
});
