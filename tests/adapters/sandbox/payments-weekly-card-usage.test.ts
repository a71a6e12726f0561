import { describe, expect, it } from 'vitest';
import { checkWeeklyCardLimit, weeklyCardLimits, weeklyCardUsage } from '../../../adapters/sandbox/exchange/payments/weekly-card-usage';
import { SandboxExchange } from '../../../adapters/sandbox/exchange/sandbox-exchange';
import type { TransactionInput } from '../../../adapters/sandbox/exchange/sandbox-context';
import { dec } from '../../../domain/money/decimal';
import { signInDirect } from '../../support/sign-in';

const DAY = 86_400_000;

function sandboxFor(persona: string) {
  const clock = { now: Date.UTC(2026, 10, 22, 12) };
  const exchange = new SandboxExchange({ clock: () => clock.now, seed: 2 });
  const { account } = signInDirect(exchange, persona);
  const record = (amount: string, details: Record<string, string>, extra: Partial<TransactionInput> = {}) =>
    exchange.context.recordTransaction(account, {
      kind: 'crypto_purchase',
      side: 'buy',
      fromCurrency: 'USD',
      fromAmount: amount,
      toCurrency: 'BTC',
      toAmount: '0.001',
      status: 'completed',
      details,
      ...extra,
    });
  return { exchange, account, clock, record, usage: () => weeklyCardUsage(exchange.context, account).toFixed(2) };
}

describe('weekly card usage in the sandbox (spec 000 §3, §9: card and Apple Pay spending over a rolling 7 days)', () => {
  it("starts from the persona's weeklyCardSpent", () => {
    expect(sandboxFor('wendy').usage()).toBe('4900.00');
    expect(sandboxFor('alex').usage()).toBe('0.00');
  });

  it('adds card, Apple Pay and Google Pay charges from history; not wallet payments, failed entries or other currencies', () => {
    const { record, usage } = sandboxFor('alex');
    record('100.00', { payment_method: 'credit_card' });
    record('50.00', { payment_method: 'apple_pay' });
    record('25.00', { payment_method: 'google_pay' });
    record('999.00', { payment_method: 'fiat_wallet' });
    record('999.00', { payment_method: 'credit_card' }, { status: 'failed' });
    record('999.00', { payment_method: 'credit_card' }, { fromCurrency: 'EUR' });
    record('999.00', {});
    expect(usage()).toBe('175.00');
  });

  it('a charge leaves the window 7 days after it was made', () => {
    const { record, usage, clock } = sandboxFor('alex');
    record('100.00', { payment_method: 'credit_card' });
    clock.now += 7 * DAY - 1;
    expect(usage()).toBe('100.00');
    clock.now += 1;
    expect(usage()).toBe('0.00');
  });

  it('card and Apple Pay limits share the figure, 5000 in the native currency; reaching it exactly is allowed', () => {
    const { exchange, account } = sandboxFor('wendy');
    const limits = weeklyCardLimits(exchange.context, account);
    expect([limits.creditCard?.currentAmount.toFixed(2), limits.creditCard?.limitAmount.toFixed(2), limits.applePay?.currency]).toEqual([
      '4900.00',
      '5000.00',
      'USD',
    ]);
    expect(checkWeeklyCardLimit(exchange.context, account, 'apple_pay', dec('100')).ok).toBe(true);
    const over = checkWeeklyCardLimit(exchange.context, account, 'apple_pay', dec('100.01'));
    expect(over).toEqual({
      ok: false,
      error: {
        code: 'apple_pay_weekly_limit_exceeded',
        meta: { rolling_7days_amount: '4900.00', rolling_7days_limit: '5000.00', remaining: '100.00', currency: 'USD' },
      },
    });
    expect(checkWeeklyCardLimit(exchange.context, account, 'fiat_wallet', dec('100000')).ok).toBe(true);
  });
});
