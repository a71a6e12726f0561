// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currencyCode } from '../../../../domain/money/currency';
import { dec } from '../../../../domain/money/decimal';
import type { TradingFee } from '../../../../domain/trade/trading-fee';
import { FeeLines } from '../../../../ui/trade/buy/FeeLines';
import { renderWithIntl } from '../../render';

afterEach(cleanup);

const USD = currencyCode('USD');
const fee = (change: Partial<TradingFee>): TradingFee => ({
  originalAmount: dec('0.509'),
  actualAmount: dec('0.509'),
  waivedAmount: dec('0'),
  currency: USD,
  waived: false,
  taxFeeIncluded: false,
  waivedReason: undefined,
  ...change,
});
const lines = (trading: TradingFee | undefined, processing?: Parameters<typeof FeeLines>[0]['processing'], estimate = false) =>
  renderWithIntl(
    <dl>
      <FeeLines trading={trading} processing={processing} isCoin={false} estimate={estimate} />
    </dl>,
  );

describe('FeeLines (spec 000 §4 trading fee display, §9 fees in fiat rounded down)', () => {
  it('a charged fee is shown rounded down to cents; an estimate reads ≈', () => {
    lines(fee({}));
    expect(screen.getByTestId('trading-fee').textContent).toBe('$0.50');
    cleanup();
    lines(fee({}), undefined, true);
    expect(screen.getByTestId('trading-fee').textContent).toBe('≈ $0.50');
  });

  it.each([
    ['30_days_promotion', 'Waived for your first 30 days'],
    ['subscription', 'Free with Level Up'],
    ['prime_waived', 'Waived for Prime'],
  ] as const)('a fee waived for %s reads "%s"', (reason, text) => {
    lines(fee({ waived: true, waivedReason: reason, actualAmount: dec('0.01') }));
    expect(screen.getByTestId('trading-fee').textContent).toBe(text);
  });

  it('nothing charged under a subscription is free with the original struck through (and read out)', () => {
    lines(fee({ waived: true, waivedReason: 'subscription', actualAmount: dec('0'), waivedAmount: dec('0.509') }));
    const line = screen.getByTestId('trading-fee');
    expect(line.querySelector('s')?.textContent).toBe('$0.50');
    expect(line.textContent).toBe('Free $0.50was $0.50');
  });

  it('a waived card processing fee shows its original struck through; a charged one its amount', () => {
    lines(undefined, { originalAmount: dec('3.99'), actualAmount: dec('0'), currency: USD, waived: true });
    expect(screen.getByTestId('processing-fee').querySelector('s')?.textContent).toBe('$3.99');
    expect(screen.queryByTestId('trading-fee')).toBeNull();
    cleanup();
    lines(undefined, { originalAmount: dec('3.99'), actualAmount: dec('3.99'), currency: USD, waived: false });
    expect(screen.getByTestId('processing-fee').textContent).toBe('$3.99');
  });
});
