import { describe, expect, it } from 'vitest';
import { dec } from '../../../domain/money/decimal';
import { acceptAmountInput } from '../../../domain/money/amount-input';
import { QUICK_AMOUNTS, quickAmountText, quickSellAmount } from '../../../domain/trade/quick-amounts';

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

describe('coin sell quick-select (spec 000 §9 percent quick-select)', () => {
  it('takes the percentage of the balance, rounded down to the coin precision', () => {
    expect(quickSellAmount(dec('0.05'), dec('25'), { maxFraction: 8 }).toFixed()).toBe('0.0125');
    expect(quickSellAmount(dec('0.00000003'), dec('50'), { maxFraction: 8 }).toFixed()).toBe('0.00000001');
    expect(quickSellAmount(dec('1.2'), dec('75'), { maxFraction: 8 }).toFixed()).toBe('0.9');
  });

  it('Max is the whole balance, and a lot size rounds down to whole lots', () => {
    expect(quickSellAmount(dec('0.05'), dec('100'), { maxFraction: 8 }).toFixed()).toBe('0.05');
    expect(quickSellAmount(dec('1234'), dec('100'), { maxFraction: 0, lotSize: dec('100') }).toFixed()).toBe('1200');
    expect(quickSellAmount(dec('1234'), dec('25'), { maxFraction: 2, lotSize: dec('0.5') }).toFixed()).toBe('308.5');
  });

  it('is zero for an empty or negative balance', () => {
    expect(quickSellAmount(dec('0'), dec('50'), { maxFraction: 8 }).toFixed()).toBe('0');
    expect(quickSellAmount(dec('-1'), dec('50'), { maxFraction: 8 }).toFixed()).toBe('0');
  });
});
