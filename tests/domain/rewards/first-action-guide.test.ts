import { describe, expect, it } from 'vitest';
import { dec } from '../../../domain/money/decimal';
import {
  firstActionGuide,
  fundModalWallets,
  type FundingFacts,
  isFundingCard,
  isFundingDone,
  shouldRememberFiatWallet,
} from '../../../domain/rewards/first-action-guide';

const NOTHING: FundingFacts = { hasSavedCard: false, fiatWalletBalances: [], fiatWalletSetUpRemembered: false };

describe('first-action guide (spec 000 §2, §4)', () => {
  it('funding counts as done with a saved card', () => {
    expect(isFundingDone({ ...NOTHING, hasSavedCard: true })).toBe(true);
  });

  it('funding counts as done with a funded fiat wallet', () => {
    expect(isFundingDone({ ...NOTHING, fiatWalletBalances: [dec('0'), dec('0.01')] })).toBe(true);
  });

  it('funding counts as done with a previously set-up fiat wallet remembered locally', () => {
    expect(isFundingDone({ ...NOTHING, fiatWalletSetUpRemembered: true })).toBe(true);
  });

  it('funding is not done with only empty wallets and nothing remembered', () => {
    expect(isFundingDone({ ...NOTHING, fiatWalletBalances: [dec('0')] })).toBe(false);
    expect(isFundingDone(NOTHING)).toBe(false);
  });

  it('a funded wallet is worth remembering; an empty one is not', () => {
    expect(shouldRememberFiatWallet({ ...NOTHING, fiatWalletBalances: [dec('5')] })).toBe(true);
    expect(shouldRememberFiatWallet({ ...NOTHING, fiatWalletBalances: [dec('0')], hasSavedCard: true })).toBe(false);
  });

  it('create account is always done; while unfunded the fund step is current and buy is disabled', () => {
    expect(firstActionGuide(NOTHING)).toEqual([
      { id: 'create_account', done: true, current: false, disabled: false },
      { id: 'fund', done: false, current: true, disabled: false },
      { id: 'buy', done: false, current: false, disabled: true },
    ]);
  });

  it('once funded the buy step is current and enabled', () => {
    expect(firstActionGuide({ ...NOTHING, hasSavedCard: true })).toEqual([
      { id: 'create_account', done: true, current: false, disabled: false },
      { id: 'fund', done: true, current: false, disabled: false },
      { id: 'buy', done: false, current: true, disabled: false },
    ]);
  });

  it('a saved card funds the account only when it can pay: not expired, not a rejected Singapore card', () => {
    expect(isFundingCard({ isExpired: false, isSGIssueCard: false })).toBe(true);
    expect(isFundingCard({ isExpired: true, isSGIssueCard: false })).toBe(false);
    expect(isFundingCard({ isExpired: false, isSGIssueCard: true })).toBe(false);
  });
});

describe('fund-account modal wallets (spec 000 §2: at most 2 fiat wallet tiles)', () => {
  const w = (currency: string, state = 'created') => ({ currency, state });
  it('puts the native-currency wallet first, then set-up wallets, and offers at most 2', () => {
    expect(fundModalWallets([w('EUR', 'not_created'), w('GBP'), w('USD')], 'USD')).toEqual([w('USD'), w('GBP')]);
    expect(fundModalWallets([w('EUR'), w('GBP')], 'USD')).toEqual([w('EUR'), w('GBP')]);
    expect(fundModalWallets([w('USD', 'not_created')], 'USD')).toEqual([w('USD', 'not_created')]);
    expect(fundModalWallets([], 'USD')).toEqual([]);
  });
});
