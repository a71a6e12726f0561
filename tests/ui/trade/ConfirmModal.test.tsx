// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type BuyState, deriveBuyState, INITIAL_BUY_INPUTS } from '../../../application/trade/buy-state';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { type CountdownState } from '../../../domain/trade/quote-countdown';
import { type TradeQuotation } from '../../../application/ports/trading-port';
import { ConfirmModal } from '../../../ui/trade/ConfirmModal';
import { renderWithIntl } from '../render';

const USD = currencyCode('USD');
const BTC = currencyCode('BTC');
const quote: TradeQuotation = {
  keyCurrency: BTC,
  paymentMethod: 'fiat_wallet',
  fee: dec('0.50'),
  nativeAmount: undefined,
  nativeCurrency: undefined,
  tradingFee: undefined,
  cardFee: undefined,
  id: 'q1',
  side: 'buy',
  fromCurrency: USD,
  toCurrency: BTC,
  fromAmount: dec('99.50'),
  toAmount: dec('0.00148'),
  rate: dec('67230.5'),
  fees: [{ type: 'trading_fee', originalAmount: dec('0.50'), actualAmount: dec('0.50'), waivedAmount: dec('0'), currency: USD, waived: false }],
  totalAmount: dec('100'),
  expiresAt: 0,
};

const stateWith = (countdown: CountdownState, submitting = false, withQuote = true): BuyState =>
  deriveBuyState({
    ...INITIAL_BUY_INPUTS,
    coin: { symbol: BTC, name: 'Bitcoin', maxFraction: 8 },
    confirm: { phase: 'open', countdown, quote: withQuote ? quote : undefined, submitting },
  });

const renderModal = (state: BuyState) => {
  const onConfirm = vi.fn<() => void>();
  const onCancel = vi.fn<() => void>();
  renderWithIntl(<ConfirmModal state={state} onConfirm={onConfirm} onCancel={onCancel} />);
  return { onConfirm, onCancel };
};

describe('ConfirmModal', () => {
  afterEach(cleanup);

  it('shows the quotation, its fee and total, and the seconds left', () => {
    renderModal(stateWith({ status: 'running', secondsLeft: 9 }));
    expect(screen.getByRole('dialog', { name: 'Confirm buy BTC' })).toBeDefined();
    const summary = screen.getByTestId('quote-summary').textContent ?? '';
    expect(summary).toContain('0.00148 BTC');
    expect(summary).toContain('1 BTC = $67,230.50');
    expect(summary).toContain('$0.50');
    expect(summary).toContain('$100.00');
    expect(screen.getByRole('timer').textContent).toBe('Price refreshes in 9 seconds');
  });

  it('confirms only while the countdown runs on a quote', () => {
    const { onConfirm } = renderModal(stateWith({ status: 'running', secondsLeft: 3 }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it.each([
    ['while the price refreshes', stateWith({ status: 'refreshing', reason: 'expiry' })],
    ['while a confirmation is in flight', stateWith({ status: 'running', secondsLeft: 5 }, true)],
    ['before the first quote', stateWith({ status: 'refreshing', reason: 'open' }, false, false)],
  ])('disables Confirm %s', (_, state) => {
    renderModal(state);
    const button = screen.getByRole('button', { name: /Confirm/ });
    expect(button).toHaveProperty('disabled', true);
  });

  it('does not close when the customer clicks outside; Cancel closes', () => {
    const { onCancel } = renderModal(stateWith({ status: 'running', secondsLeft: 12 }));
    fireEvent.pointerDown(document.body);
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
