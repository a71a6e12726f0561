import { describe, expect, it } from 'vitest';
import { SandboxExchange } from '../../../../adapters/sandbox/exchange/sandbox-exchange';
import { WELCOME_MISSIONS } from '../../../../adapters/sandbox/exchange/rewards/welcome-pack';
import { signInDirect } from '../../../support/sign-in';

const START = Date.UTC(2026, 10, 22, 12);
const DAY = 86_400_000;

function sandbox(persona = 'zoe') {
  let now = START;
  const exchange = new SandboxExchange({ clock: () => now, seed: 5 });
  const { account } = signInDirect(exchange, persona);
  const record = (input: { side: 'buy' | 'sell' | 'in'; status: 'pending' | 'completed' | 'failed'; usd: string; kind?: string }) =>
    exchange.context.recordTransaction(account, {
      kind: input.kind ?? 'crypto_purchase',
      side: input.side,
      fromCurrency: 'USD',
      fromAmount: input.usd,
      toCurrency: 'USD',
      toAmount: input.usd,
      status: input.status,
    });
  const current = () => exchange.rewards.welcome.view(account).missions.map((m) => m.current.toFixed());
  return { exchange, account, record, current, advance: (ms: number) => (now += ms) };
}

describe('the sandbox welcome pack hears trades through onTransaction', () => {
  it('offers the 100 and 500 USD tiers, paying a tenth of each', () => {
    expect(WELCOME_MISSIONS.map((m) => [m.id, m.target.toFixed(), m.rewardUsd.toFixed()])).toEqual([
      ['welcome_tier_100', '100', '10'],
      ['welcome_tier_500', '500', '50'],
    ]);
  });

  it('counts completed buys in USD; not sells, deposits, failed buys', () => {
    const s = sandbox();
    s.record({ side: 'buy', status: 'completed', usd: '40' });
    s.record({ side: 'sell', status: 'completed', usd: '500' });
    s.record({ side: 'in', status: 'completed', usd: '300', kind: 'top_up' });
    s.record({ side: 'buy', status: 'failed', usd: '70' });
    expect(s.current()).toEqual(['40', '40']);
  });

  it('counts a pending buy once it completes, at the value it had when it was made', () => {
    const s = sandbox();
    const pending = s.record({ side: 'buy', status: 'pending', usd: '80' });
    expect(s.current()).toEqual(['0', '0']);
    pending.status = 'completed';
    expect(s.current()).toEqual(['80', '80']);
  });

  it('stops counting at the end time (30 days after the account was created)', () => {
    const s = sandbox('zoe');
    s.advance(28 * DAY - 1);
    s.record({ side: 'buy', status: 'completed', usd: '10' });
    s.advance(1);
    s.record({ side: 'buy', status: 'completed', usd: '10' });
    expect(s.current()).toEqual(['10', '10']);
  });

  it('keeps a claimed mission at the volume it was claimed with while the next keeps counting', () => {
    const s = sandbox();
    s.record({ side: 'buy', status: 'completed', usd: '150' });
    expect(s.exchange.rewards.welcome.claim(s.account, 'welcome_tier_100').ok).toBe(true);
    s.record({ side: 'buy', status: 'completed', usd: '100' });
    const view = s.exchange.rewards.welcome.view(s.account).missions;
    expect(view.map((m) => [m.id, m.current.toFixed(), m.claimed])).toEqual([
      ['welcome_tier_500', '250', false],
      ['welcome_tier_100', '150', true],
    ]);
  });

  it("does not count its own reward payment towards the missions, and keeps the house's books balanced", () => {
    const s = sandbox();
    s.record({ side: 'buy', status: 'completed', usd: '100' });
    const before = s.exchange.context.ledger.totals().get('CRO');
    expect(s.exchange.rewards.welcome.claim(s.account, 'welcome_tier_100').ok).toBe(true);
    expect(
      s.exchange.context.ledger
        .totals()
        .get('CRO')
        ?.equals(before ?? 0),
    ).toBe(true);
    expect(s.current()).toEqual(['100', '100']);
  });
});
