import { describe, expect, it } from 'vitest';
import { BANK_LINK_STATUSES, bankLinkGroup, canDeleteBankAccount, canPullFrom, checkDeleteBankAccount } from '../../../domain/deposit/bank-link-status';

describe('bank link status', () => {
  it('authenticated, escalated and pending are active', () => {
    for (const s of ['authenticated', 'escalated', 'pending']) expect(bankLinkGroup(s)).toBe('active');
  });

  it('expired, relink, pending_authorize and revoked need a relink', () => {
    for (const s of ['expired', 'relink', 'pending_authorize', 'revoked']) expect(bankLinkGroup(s)).toBe('needs_relink');
  });

  it('rejected and completed are groups of their own', () => {
    expect(bankLinkGroup('rejected')).toBe('rejected');
    expect(bankLinkGroup('completed')).toBe('completed');
  });

  it('every status of spec 001 §3 has a known group; anything else is unknown', () => {
    for (const s of BANK_LINK_STATUSES) expect(bankLinkGroup(s)).not.toBe('unknown');
    expect(bankLinkGroup('Pending')).toBe('unknown');
    expect(bankLinkGroup('')).toBe('unknown');
  });

  it('a deposit can be pulled from an active or completed link only', () => {
    expect(BANK_LINK_STATUSES.filter((status) => canPullFrom(bankLinkGroup(status)))).toEqual(['authenticated', 'escalated', 'pending', 'completed']);
    expect(canPullFrom(bankLinkGroup('something new'))).toBe(false);
  });

  it('bank accounts in pending status cannot be deleted; every other status can', () => {
    expect(canDeleteBankAccount('pending')).toBe(false);
    for (const s of BANK_LINK_STATUSES.filter((x) => x !== 'pending')) expect(canDeleteBankAccount(s)).toBe(true);
    expect(checkDeleteBankAccount('pending')).toEqual({ ok: false, error: { code: 'bank_account_pending_not_deletable' } });
    expect(checkDeleteBankAccount('expired')).toEqual({ ok: true, value: true });
  });
});
