import { describe, expect, it } from 'vitest';
import { dec } from '../../../domain/money/decimal';
import { acceptAmountInput } from '../../../domain/money/amount-input';
import { QUICK_AMOUNTS, quickAmountText } from '../../../domain/trade/quick-amounts';

describe('quick amounts (spec 000 §9)', () => {
  it('are 25, 50, 100 and 500 in this order', () => {
    expect(QUICK_AMOUNTS.map((a) => a.toFixed())).toEqual(['25', '50', '100', '500']);
  });

  it('put their amount into the field as text the amount input accepts unchanged', () => {
    for (const amount of QUICK_AMOUNTS) {
      const text = quickAmountText(amount);
      expect(acceptAmountInput('', text, 2)).toEqual({ accepted: true, value: text });
      expect(dec(text).equals(amount)).toBe(true);
    }
  });
});
