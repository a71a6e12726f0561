import { describe, expect, it } from 'vitest';
import { EXTERNAL } from '../../../adapters/sandbox/exchange/ledger';
import { SandboxExchange } from '../../../adapters/sandbox/exchange/sandbox-exchange';
import { dec } from '../../../domain/money/decimal';
import { signInDirect } from '../../support/sign-in';

const START = Date.UTC(2026, 10, 22, 12);

function sandbox(persona: string) {
  const exchange = new SandboxExchange({ clock: () => START, seed: 9 });
  return { exchange, ...signInDirect(exchange, persona) };
}

describe('sandbox total balance (spec 000 §7)', () => {
  it('is the native cash account plus every coin and basket held at its native value, rounded down to cents', () => {
    const { exchange, account } = sandbox('alex');
    const coins = exchange.balances.coins(account).map((c) => exchange.balances.coinValue(c.currency, c.amount, 'USD'));
    const baskets = exchange.baskets.instances(account).map((b) => b.balance);
    expect(coins.length).toBeGreaterThan(0);
    expect(baskets.length).toBeGreaterThan(0);
    const expected = [...coins, ...baskets].reduce((sum, value) => sum.plus(value), exchange.context.ledger.balance(account.uuid, 'USD'));
    expect(exchange.totalBalance(account).toFixed(2)).toBe(expected.toDecimalPlaces(2, 1).toFixed(2));
  });

  it('counts a basket bought from the cash account: only its fee leaves the total', () => {
    const { exchange, account } = sandbox('alex');
    const before = exchange.totalBalance(account);
    expect(exchange.baskets.instanceForOffer(account, 'bsk_balanced_four')).toBeUndefined();
    const preview = exchange.baskets.previewBuy(account, {
      basketId: 'bsk_balanced_four',
      paymentMethod: 'fiat_wallet',
      interval: 'monthly',
      currency: 'USD',
      amount: '100',
      cardId: undefined,
    });
    if (!preview.ok) throw new Error(preview.error.code);
    expect(exchange.baskets.confirmBuy(account, preview.value.id).ok).toBe(true);
    const basket = exchange.baskets.instanceForOffer(account, 'bsk_balanced_four');
    expect(basket?.balance.greaterThan(0)).toBe(true);
    const after = exchange.totalBalance(account);
    const fee = dec('100').minus(basket?.balance ?? 0);
    expect(after.toFixed(2)).toBe(before.minus(fee).toDecimalPlaces(2, 1).toFixed(2));
    expect(before.minus(after).lessThan(dec('2'))).toBe(true);
  });

  it.each([
    ['EUR', '93'],
    ['CAD', '138'],
    ['AED', '367.25'],
  ])('converts a cash account in %s (another currency) at the sandbox rates', (currency, amount) => {
    const { exchange, account } = sandbox('nora');
    const before = exchange.totalBalance(account);
    expect(exchange.context.ledger.transfer([{ from: EXTERNAL, to: account.uuid, currency, amount: dec(amount) }]).ok).toBe(true);
    account.state.fiatWallets[currency] = 'created';
    expect(exchange.totalBalance(account).minus(before).toFixed(2)).toBe('100.00');
  });
});
