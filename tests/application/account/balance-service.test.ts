import { describe, expect, it } from 'vitest';
import { FakeAccountAdapter } from '../../../adapters/fake/fake-account-adapter';
import { BALANCE_REFRESH_MS, BalanceService } from '../../../application/account/balance-service';
import { VirtualTime } from '../../support/virtual-time';

function setup() {
  const time = new VirtualTime();
  const account = new FakeAccountAdapter().setTotal('1234.56').setFiatWallet('USD', '500.00').setCoinWallet('BTC', '0.1', '5000.00');
  const balances = new BalanceService({ account, scheduler: time.scheduler });
  return { time, account, balances, state: () => balances.state.getSnapshot() };
}

describe('BalanceService', () => {
  it('polls the total balance every 60 000 ms, starting at once', async () => {
    const { time, account, balances, state } = setup();
    const stop = balances.startPolling();
    await time.advance(0);
    expect(account.calls.count('getTotalBalance')).toBe(1);
    expect(state().total?.amount.toFixed(2)).toBe('1234.56');
    await time.advance(BALANCE_REFRESH_MS - 1);
    expect(account.calls.count('getTotalBalance')).toBe(1);
    await time.advance(1);
    expect(account.calls.count('getTotalBalance')).toBe(2);
    stop();
  });

  it('makes 3 calls over 120 000 ms (t = 0, 60 s, 120 s) and shows the newest total', async () => {
    const { time, account, balances, state } = setup();
    const stop = balances.startPolling();
    await time.advance(60_000);
    account.setTotal('2000.00');
    await time.advance(60_000);
    expect(account.calls.count('getTotalBalance')).toBe(3);
    expect(state().total?.amount.toFixed(2)).toBe('2000.00');
    stop();
  });

  it('starting twice polls once; polling stops when both callers have stopped', async () => {
    const { time, account, balances } = setup();
    const stop = balances.startPolling();
    const stopOther = balances.startPolling();
    await time.advance(120_000);
    expect(account.calls.count('getTotalBalance')).toBe(3);
    stop();
    await time.advance(60_000);
    expect(account.calls.count('getTotalBalance')).toBe(4);
    stopOther();
    await time.advance(600_000);
    expect(account.calls.count('getTotalBalance')).toBe(4);
    expect(time.scheduler.actions).toHaveLength(0);
  });

  it('the stop function stops polling', async () => {
    const { time, account, balances } = setup();
    const stop = balances.startPolling();
    await time.advance(60_000);
    stop();
    await time.advance(600_000);
    expect(account.calls.count('getTotalBalance')).toBe(2);
    expect(time.scheduler.actions).toHaveLength(0);
  });

  it('refresh() loads the total and the wallets', async () => {
    const { account, balances, state } = setup();
    await balances.refresh();
    expect(account.calls.count('getTotalBalance')).toBe(1);
    expect(account.calls.count('getWallets')).toBe(1);
    expect(state().total).toEqual({ amount: expect.anything(), currency: 'USD' });
    expect(state().wallets?.fiat.map((w) => [w.currency, w.amount.toFixed(2), w.state])).toEqual([['USD', '500.00', 'created']]);
    expect(state().wallets?.coins.map((w) => [w.currency, w.available.toFixed()])).toEqual([['BTC', '0.1']]);
  });

  it('a failed load marks the state failed and keeps the last values; the next good total clears it', async () => {
    const { time, account, balances, state } = setup();
    await balances.refresh();
    account.calls.failNext('getTotalBalance', { kind: 'network' });
    const stop = balances.startPolling();
    await time.advance(0);
    expect(state()).toMatchObject({ failed: true });
    expect(state().total?.amount.toFixed(2)).toBe('1234.56');
    await time.advance(BALANCE_REFRESH_MS);
    expect(state().failed).toBe(false);
    stop();
  });
});
