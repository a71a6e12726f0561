import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { dec } from '../../../domain/money/decimal';
import { checkSpendable } from '../../../domain/trade/balance-check';

describe('insufficient balance (spec 000 §5)', () => {
  it("an amount above the wallet gives 'button_insufficient_balance'", () => {
    expect(checkSpendable(dec('10.01'), { available: dec('10'), transactable: undefined })).toEqual({
      ok: false,
      error: { code: 'button_insufficient_balance', against: 'wallet' },
    });
  });

  it('an amount equal to the wallet is fine', () => {
    expect(checkSpendable(dec('10'), { available: dec('10'), transactable: undefined }).ok).toBe(true);
  });

  it('a wallet buy checks the transactable amount first', () => {
    const result = checkSpendable(dec('50'), { available: dec('40'), transactable: dec('30') });
    expect(result).toEqual({ ok: false, error: { code: ErrorCode.insufficientBalance, against: 'transactable' } });
  });

  it('within the transactable amount, the wallet balance still applies', () => {
    const result = checkSpendable(dec('50'), { available: dec('40'), transactable: dec('60') });
    expect(result).toEqual({ ok: false, error: { code: ErrorCode.insufficientBalance, against: 'wallet' } });
  });

  it('an amount within both passes with the amount', () => {
    const result = checkSpendable(dec('20'), { available: dec('40'), transactable: dec('30') });
    expect(result.ok && result.value.toFixed()).toBe('20');
  });
});
