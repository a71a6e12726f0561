import { describe, expect, it } from 'vitest';
import { type PullDepositInput, type PullDepositLimits, validatePullDeposit } from '../../../domain/deposit/pull-deposit-validation';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';

const USD = currencyCode('USD');
const noLimits: PullDepositLimits = {
  remainingDailyCount: undefined,
  remainingMonthlyCount: undefined,
  minimumDepositAmount: undefined,
  maximumTransactionAmount: undefined,
  remainingDailyQuota: undefined,
  remainingMonthlyQuota: undefined,
};
const limits: PullDepositLimits = {
  remainingDailyCount: 2,
  remainingMonthlyCount: 5,
  minimumDepositAmount: dec('10'),
  maximumTransactionAmount: dec('5000'),
  remainingDailyQuota: dec('3000'),
  remainingMonthlyQuota: dec('2000'),
};
const input = (amount: string | undefined, overrides: Partial<PullDepositInput> = {}): PullDepositInput => ({
  bankAccountId: 'ba-1',
  amount: amount === undefined ? undefined : dec(amount),
  currency: USD,
  limits,
  ...overrides,
});
const codeOf = (i: PullDepositInput): string | undefined => {
  const r = validatePullDeposit(i);
  return r.ok ? undefined : r.error.code;
};

describe('validatePullDeposit', () => {
  it('accepts an amount within every limit with a bank account selected', () => {
    const r = validatePullDeposit(input('100'));
    expect(r).toEqual({ ok: true, value: { bankAccountId: 'ba-1', amount: dec('100') } });
  });

  it('confirm needs a selected bank account', () => {
    expect(codeOf(input('100', { bankAccountId: undefined }))).toBe(ErrorCode.pullNoBankAccount);
    expect(codeOf(input('100', { bankAccountId: '' }))).toBe('pull_deposit_no_bank_account');
  });

  it('an empty or zero amount disables confirm', () => {
    expect(codeOf(input(undefined))).toBe('pull_deposit_amount_empty');
    expect(codeOf(input('0'))).toBe('pull_deposit_amount_empty');
  });

  it('no daily transactions left disables confirm', () => {
    expect(codeOf(input('100', { limits: { ...limits, remainingDailyCount: 0 } }))).toBe('pull_deposit_daily_count_reached');
  });

  it('no monthly transactions left disables confirm', () => {
    expect(codeOf(input('100', { limits: { ...limits, remainingMonthlyCount: 0 } }))).toBe('pull_deposit_monthly_count_reached');
  });

  it('below minimum_deposit_amount gives the minimum and currency', () => {
    const r = validatePullDeposit(input('9.99'));
    expect(r).toEqual({ ok: false, error: { code: 'pull_deposit_below_minimum', min: dec('10'), currency: 'USD' } });
    expect(codeOf(input('10'))).toBeUndefined();
  });

  it('the minimum defaults to 100 when unknown', () => {
    const r = validatePullDeposit(input('99.99', { limits: noLimits }));
    expect(r).toEqual({ ok: false, error: { code: 'pull_deposit_below_minimum', min: dec('100'), currency: 'USD' } });
    expect(codeOf(input('100', { limits: noLimits }))).toBeUndefined();
  });

  it('above maximum_transaction_amount gives the maximum', () => {
    const r = validatePullDeposit(input('5000.01', { limits: { ...limits, remainingDailyQuota: undefined, remainingMonthlyQuota: undefined } }));
    expect(r).toEqual({ ok: false, error: { code: 'pull_deposit_above_maximum', max: dec('5000'), currency: 'USD' } });
  });

  it('above the remaining daily quota gives what remains today', () => {
    const r = validatePullDeposit(input('3000.01', { limits: { ...limits, remainingMonthlyQuota: undefined } }));
    expect(r).toEqual({ ok: false, error: { code: 'pull_deposit_exceeds_daily_quota', remaining: dec('3000'), currency: 'USD' } });
  });

  it('above the remaining monthly quota gives what remains this month', () => {
    const r = validatePullDeposit(input('2000.01'));
    expect(r).toEqual({ ok: false, error: { code: 'pull_deposit_exceeds_monthly_quota', remaining: dec('2000'), currency: 'USD' } });
    expect(codeOf(input('2000'))).toBeUndefined();
  });

  it('order: count limits first, then bank account, empty amount, minimum, maximum, daily quota, monthly quota', () => {
    const everythingWrong: PullDepositLimits = {
      remainingDailyCount: 0,
      remainingMonthlyCount: 0,
      minimumDepositAmount: dec('10'),
      maximumTransactionAmount: dec('1'),
      remainingDailyQuota: dec('0.5'),
      remainingMonthlyQuota: dec('0.1'),
    };
    const chain: string[] = [];
    let current = everythingWrong;
    chain.push(codeOf(input(undefined, { bankAccountId: undefined, limits: current })) ?? 'ok');
    current = { ...current, remainingDailyCount: 1 };
    chain.push(codeOf(input(undefined, { bankAccountId: undefined, limits: current })) ?? 'ok');
    current = { ...current, remainingMonthlyCount: 1 };
    chain.push(codeOf(input(undefined, { bankAccountId: undefined, limits: current })) ?? 'ok');
    chain.push(codeOf(input(undefined, { limits: current })) ?? 'ok');
    chain.push(codeOf(input('5', { limits: current })) ?? 'ok');
    chain.push(codeOf(input('20', { limits: current })) ?? 'ok');
    current = { ...current, maximumTransactionAmount: dec('100') };
    chain.push(codeOf(input('20', { limits: current })) ?? 'ok');
    current = { ...current, remainingDailyQuota: dec('100') };
    chain.push(codeOf(input('20', { limits: current })) ?? 'ok');
    current = { ...current, remainingMonthlyQuota: dec('100') };
    chain.push(codeOf(input('20', { limits: current })) ?? 'ok');
    expect(chain).toEqual([
      'pull_deposit_daily_count_reached',
      'pull_deposit_monthly_count_reached',
      'pull_deposit_no_bank_account',
      'pull_deposit_amount_empty',
      'pull_deposit_below_minimum',
      'pull_deposit_above_maximum',
      'pull_deposit_exceeds_daily_quota',
      'pull_deposit_exceeds_monthly_quota',
      'ok',
    ]);
  });

  it('amounts compare as decimals, not floats', () => {
    const tight: PullDepositLimits = { ...noLimits, minimumDepositAmount: dec('0.3'), maximumTransactionAmount: dec('0.3') };
    expect(codeOf(input('0.3', { limits: tight }))).toBeUndefined();
    expect(codeOf(input('0.30000000000000001', { limits: tight }))).toBe('pull_deposit_above_maximum');
  });
});
