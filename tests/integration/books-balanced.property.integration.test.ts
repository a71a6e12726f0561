import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HttpBasketsAdapter } from '../../adapters/http/baskets-http-adapter';
import { PasscodeEncryptor, SANDBOX_PASSCODE_SECRET } from '../../adapters/crypto/passcode-encryption';
import { HttpDepositsAdapter } from '../../adapters/http/deposits-http-adapter';
import { HttpPaymentsAdapter } from '../../adapters/http/payments-http-adapter';
import { DEMO_PASSCODE } from '../../adapters/sandbox/exchange/personas';
import { basketSellPreviewRequest } from '../../domain/basket/basket-preview';
import { currencyCode } from '../../domain/money/currency';
import { dec } from '../../domain/money/decimal';
import { createSandboxHarness, type SandboxHarness } from '../support/sandbox-harness';
import { signInAs } from '../support/sign-in';

const USD = currencyCode('USD');
const BTC = currencyCode('BTC');
const VISA = 'card_visa_4242';
const TESS_BASKET_OFFER = 'bsk_blue_chip';
const sessionIdOf = (url: string): string => decodeURIComponent(url.split('/').pop() ?? '');

type Step =
  | { readonly kind: 'buy' | 'sell' | 'basket_buy' | 'top_up' | 'pull'; readonly amount: number }
  | { readonly kind: 'card_buy'; readonly amount: number; readonly outcome: 'succeeded' | 'failed' | 'cancelled' }
  | { readonly kind: 'basket_sell'; readonly percent: number }
  | { readonly kind: 'wait'; readonly ms: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('buy' as const, 'sell' as const, 'basket_buy' as const, 'top_up' as const, 'pull' as const),
    amount: fc.integer({ min: 0, max: 3_000 }),
  }),
  fc.record({
    kind: fc.constant('card_buy' as const),
    amount: fc.integer({ min: 0, max: 3_000 }),
    outcome: fc.constantFrom('succeeded' as const, 'failed' as const, 'cancelled' as const),
  }),
  fc.record({ kind: fc.constant('basket_sell' as const), percent: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 40_000 }) }),
);

const portsOf = (h: SandboxHarness) => {
  const encryptor = new PasscodeEncryptor({ secret: SANDBOX_PASSCODE_SECRET });
  return {
    trading: h.get('trading'),
    baskets: new HttpBasketsAdapter(h.get('http')),
    payments: new HttpPaymentsAdapter(h.get('http'), encryptor),
    deposits: new HttpDepositsAdapter(h.get('http'), encryptor),
  };
};

/** Runs one step through the HTTP adapters; true when it went through (money moved, or time passed). */
async function runStep(h: SandboxHarness, { trading, baskets, payments, deposits }: ReturnType<typeof portsOf>, s: Step, n: number): Promise<boolean> {
  const complete = (url: string, outcome: 'succeeded' | 'failed' | 'cancelled') => h.exchange.context.gateway.complete(sessionIdOf(url), outcome);
  const amount = dec(String('amount' in s ? s.amount : 0));
  switch (s.kind) {
    case 'buy': {
      const q = await trading.createFiatWalletBuyQuotation({ fiat: USD, coin: BTC, amount });
      return q.ok && (await trading.confirmQuotation(q.value.id, `b${String(n)}`)).ok;
    }
    case 'sell': {
      const q = await trading.createFiatWalletSellQuotation({ coin: BTC, fiat: USD, amount: amount.dividedBy(100_000) });
      return q.ok && (await trading.confirmFiatWalletSell(q.value.id, `s${String(n)}`)).ok;
    }
    case 'card_buy': {
      const payment = { method: 'credit_card' as const, cardId: VISA };
      const q = await trading.createCardQuotation({ coin: BTC, payment, fixed: { side: 'from', amount } });
      if (!q.ok) return false;
      const start = await trading.startPurchase({ quotationId: q.value.id, payment, language: 'en' });
      if (!start.ok || start.value.kind !== 'frame') return false;
      return complete(start.value.url, s.outcome)?.status === 'succeeded';
    }
    case 'basket_buy': {
      const p = await baskets.previewBuy({
        basketId: TESS_BASKET_OFFER,
        paymentMethod: 'fiat_wallet',
        rebalancingInterval: 'weekly',
        paymentCurrency: USD,
        paymentAmount: amount,
      });
      return p.ok && (await baskets.confirmBuy(p.value.id)).ok;
    }
    case 'basket_sell': {
      const owned = await baskets.listInstances();
      const instance = owned.ok ? owned.value[0] : undefined;
      if (instance === undefined) return false;
      const p = await baskets.previewSell(basketSellPreviewRequest(instance.id, 'fiat_wallet', dec(String(s.percent)), USD));
      return p.ok && (await baskets.confirmSell(p.value.id)).ok;
    }
    case 'top_up': {
      const order = await payments.createTopUpOrder({ amount, currency: USD, source: { cardId: VISA } });
      if (!order.ok) return false;
      const confirmation = await payments.confirmTopUp(order.value.id, DEMO_PASSCODE);
      if (!confirmation.ok || confirmation.value.kind !== 'authenticate') return false;
      return complete(confirmation.value.url, 'succeeded')?.status === 'succeeded';
    }
    case 'pull': {
      const order = await deposits.createPullOrder({ amount, bankAccountId: 'ba_tess_chase', currency: USD, paymentNetwork: 'us_ach_pull' });
      return order.ok && (await deposits.confirmPullOrder(order.value.orderId, DEMO_PASSCODE)).ok;
    }
    case 'wait':
      await h.time.advance(s.ms);
      return (await h.get('account').getTotalBalance()).ok;
  }
}

/**
 * Issue 4 §B10: every mutating call keeps the books balanced. Random sequences across areas —
 * coin buys and sells, card buys through 3-D Secure, basket buys and sells, card top-ups, deposit
 * pulls and settlement waits — go through the real HTTP adapters to the sandbox; after every step
 * each currency's sum over all wallets, the house and the outside world is what it was, and no
 * customer holds a negative amount.
 */
describe('books balanced across every area of the sandbox', () => {
  it('random cross-area sequences over HTTP never change any currency total and never overdraw', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const h = createSandboxHarness();
        h.start();
        try {
          const account = await signInAs(h, 'tess');
          const ports = portsOf(h);
          const ledger = h.exchange.context.ledger;
          const before = new Map([...ledger.totals()].map(([c, v]) => [c, v.toFixed()]));
          let n = 0;
          for (const s of steps) {
            n += 1;
            await runStep(h, ports, s, n);
            const after = new Map([...ledger.totals()].map(([c, v]) => [c, v.toFixed()]));
            for (const [currency, total] of after) expect(dec(total).eq(before.get(currency) ?? '0'), `${s.kind}: ${currency}`).toBe(true);
            for (const holding of ledger.holdings(account.uuid)) expect(holding.amount.isNegative(), holding.currency).toBe(false);
          }
        } finally {
          h.stop();
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe('the cross-area steps are real', () => {
  it('each kind of step goes through for an internal tester with money, so the property exercises every area', async () => {
    const h = createSandboxHarness();
    h.start();
    try {
      await signInAs(h, 'tess');
      const ports = portsOf(h);
      const steps: readonly Step[] = [
        { kind: 'buy', amount: 100 },
        { kind: 'sell', amount: 1_000 },
        { kind: 'card_buy', amount: 100, outcome: 'succeeded' },
        { kind: 'basket_buy', amount: 500 },
        { kind: 'basket_sell', percent: 50 },
        { kind: 'top_up', amount: 100 },
        { kind: 'pull', amount: 50 },
        { kind: 'wait', ms: 30_000 },
      ];
      const results: boolean[] = [];
      for (const [i, s] of steps.entries()) results.push(await runStep(h, ports, s, i));
      expect(results).toEqual(steps.map(() => true));
    } finally {
      h.stop();
    }
  });
});
