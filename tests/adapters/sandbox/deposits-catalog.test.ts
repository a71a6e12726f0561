import { describe, expect, it } from 'vitest';
import { MANUAL_METHODS } from '../../../adapters/sandbox/exchange/deposits/manual-methods';
import { VENDOR_POLLING } from '../../../adapters/sandbox/exchange/deposits/manual-deposits';
import { networkCurrency } from '../../../adapters/sandbox/exchange/deposits/method-catalog';
import { SandboxExchange } from '../../../adapters/sandbox/exchange/sandbox-exchange';
import { DEPOSIT_METHOD_IDS, depositMethodKind } from '../../../domain/deposit/deposit-method';
import { vendorPollingConfig } from '../../../domain/deposit/manual-deposit-vendor';
import { signInDirect } from '../../support/sign-in';

const START = Date.UTC(2026, 10, 22, 12);

function tessWithEveryWallet() {
  const clock = { now: START };
  const exchange = new SandboxExchange({ clock: () => clock.now, seed: 2 });
  const { account } = signInDirect(exchange, 'tess');
  ['EUR', 'GBP', 'AED', 'AUD', 'BRL', 'CAD', 'SGD'].forEach((c) => (account.state.fiatWallets[c] = 'created'));
  return { exchange, account, clock };
}

describe('sandbox deposit methods and manual bank info', () => {
  it('lists every method of the spec for the internal tester, each under its currency', () => {
    const { exchange, account } = tessWithEveryWallet();
    const listed = ['USD', 'GBP', 'EUR', 'AED', 'AUD', 'BRL', 'CAD', 'SGD'].flatMap((c) => exchange.deposits.overviews.methods(account, c).map((m) => m.id));
    expect(new Set(listed)).toEqual(new Set(DEPOSIT_METHOD_IDS));
    expect(exchange.deposits.overviews.methods(account, 'BRL').find((m) => m.id === 'br_ted')?.isDeactivated).toBe(true);
  });

  it('gives a regular customer only their wallets’ currencies and the early-access networks as listed but not available', () => {
    const exchange = new SandboxExchange({ clock: () => START, seed: 2 });
    const { account } = signInDirect(exchange, 'harriet');
    expect(exchange.deposits.overviews.vibanCurrencies(account).map((c) => c.id)).toEqual(['GBP', 'EUR']);
    expect(exchange.deposits.overviews.methods(account, 'USD')).toEqual([]);
    const alex = signInDirect(exchange, 'alex').account;
    expect(exchange.deposits.overviews.availableNetworks(alex, 'USD').map((m) => m.id)).toEqual([
      'us_ach',
      'us_wire_transfer',
      'usd_swift',
      'fiat_wallet_top_up',
    ]);
  });

  it('shows bank details for every created vendor of every manual method, and none before; a deactivated method is refused', () => {
    const { exchange, account } = tessWithEveryWallet();
    for (const [method, definition] of Object.entries(MANUAL_METHODS)) {
      expect(depositMethodKind(method as (typeof DEPOSIT_METHOD_IDS)[number])).toBe('manual');
      const view = exchange.deposits.manual.show(account, networkCurrency(method) ?? '', method);
      if (method === 'br_ted') {
        expect(view.ok ? 'shown' : view.error.code).toBe('deposit_network_not_available');
        continue;
      }
      if (!view.ok) throw new Error(`${method}: ${view.error.code}`);
      for (const vendor of view.value.vendors) {
        expect(vendor.details.map((d) => d.key)).toEqual(vendor.state === 'created' ? definition.details : []);
        vendor.details.forEach((d) => expect(d.value).not.toBe(''));
      }
    }
  });

  it('a vendor first seen pending becomes created after its delay, once the due work runs', () => {
    const { exchange, account, clock } = tessWithEveryWallet();
    expect(exchange.deposits.manual.vendorState(account, 'EUR', 'sepa', 'lhv')).toEqual({ ok: true, value: 'pending' });
    clock.now += 3_999;
    exchange.context.runDueTasks();
    expect(exchange.deposits.manual.vendorState(account, 'EUR', 'sepa', 'lhv')).toEqual({ ok: true, value: 'pending' });
    clock.now += 1;
    exchange.context.runDueTasks();
    expect(exchange.deposits.manual.vendorState(account, 'EUR', 'sepa', 'lhv')).toEqual({ ok: true, value: 'created' });
  });

  it('cross_river takes longer than the client polls for, so the client shows its error view', () => {
    const polling = vendorPollingConfig({ pollingFrequency: VENDOR_POLLING.frequencySeconds, pollingTimeout: VENDOR_POLLING.timeoutSeconds });
    const slow = MANUAL_METHODS['us_ach']?.vendors.find((v) => v.id === 'cross_river');
    expect(slow?.readyAfterMs).toBeGreaterThan(polling.intervalMs * polling.maxAttempts);
  });

  it('keeps deposit state as JSON: a snapshot restored settles the pending deposit with the same amount', () => {
    const { exchange, account, clock } = tessWithEveryWallet();
    const submitted = exchange.deposits.references.submit(account, 'us_ach', 'TESS0000USD');
    expect(submitted.ok).toBe(true);
    const restored = new SandboxExchange({ clock: () => clock.now, state: JSON.parse(JSON.stringify(exchange.snapshot())) });
    const before = restored.context.ledger.balance(account.uuid, 'USD');
    clock.now += 30_000;
    restored.context.runDueTasks();
    expect(restored.context.ledger.balance(account.uuid, 'USD').minus(before).toFixed(2)).toBe('1000.00');
  });
});
