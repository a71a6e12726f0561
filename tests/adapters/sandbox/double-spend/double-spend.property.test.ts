import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../../adapters/http/routes';
import { SandboxExchange } from '../../../../adapters/sandbox/exchange/sandbox-exchange';
import { sandboxHandlers } from '../../../../adapters/sandbox/handlers';
import { createGatewayApp } from '../../../../adapters/sandbox/gateway/gateway-app';
import { field, InProcessClient } from '../../../support/in-process-client';
import { PAYMENT_SCENARIOS } from './payment-scenarios';
import type { DuplicateScenario } from './scenario';
import { TRADE_SCENARIOS } from './trade-scenarios';

const SCENARIOS: readonly DuplicateScenario[] = [...TRADE_SCENARIOS, ...PAYMENT_SCENARIOS];

const NOW = Date.UTC(2026, 10, 22, 12);

/**
 * What a run did to the sandbox, comparable between two sandboxes: the state without the
 * sessions and without the record of answers given per request id, every random id (and the
 * device keys, random per run) replaced.
 */
function effect(exchange: SandboxExchange): string {
  const { sessions: _sessions, ...state } = exchange.snapshot();
  const slices = { ...state.slices } as Record<string, unknown>;
  const trading = slices['trading'] as Record<string, unknown> | undefined;
  if (trading !== undefined) slices['trading'] = { ...trading, confirmations: undefined };
  return JSON.stringify({ ...state, slices })
    .replace(/"deviceKeys":\[[^\]]*\]/g, '"deviceKeys":"KEYS"')
    .replace(/[a-z0-9]+_[A-Za-z0-9_-]{22}(?![A-Za-z0-9_-])/g, 'ID');
}

/** A sandbox on a fixed clock, the scenario's thing made, then `copies` of its call fired at once. */
async function run(scenario: DuplicateScenario, copies: number) {
  const exchange = new SandboxExchange({ clock: () => NOW, seed: 4 });
  const client = await InProcessClient.signIn(exchange, sandboxHandlers(exchange), scenario.persona);
  const body = await scenario.setup(client);
  const answers = await Promise.all(Array.from({ length: copies }, (_, copy) => client.call(routes[scenario.route], body(copy), scenario.params)));
  return { effect: effect(exchange), answers };
}

describe('no double spend: concurrent duplicates of a call that takes a single-use thing execute at most once', () => {
  it('fires 2-6 copies at once at every such call: the sandbox ends as after one copy, and no copy fails with a server error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...SCENARIOS), fc.integer({ min: 2, max: 6 }), async (scenario, copies) => {
        const once = await run(scenario, 1);
        expect(once.answers[0]?.json['ok'], `${scenario.name}: one copy succeeds`).toBe(true);
        const many = await run(scenario, copies);
        expect(many.effect, scenario.name).toBe(once.effect);
        for (const answer of many.answers) expect(answer.status, scenario.name).toBeLessThan(500);
      }),
      { numRuns: SCENARIOS.length * 2, examples: SCENARIOS.map((s) => [s, 6] as [DuplicateScenario, number]) },
    );
    // Two fresh sandboxes per run, for every scenario: tens of seconds on a loaded 2-core machine.
  }, 120_000);

  it('covers every call whose body names a single-use thing, and every signed call that spends money', () => {
    const SINGLE_USE_FIELDS = [
      'quotation_id',
      'preview_id',
      'order_id',
      'purchase_uuid',
      'payment_id',
      'fiat_wallet_top_up_order_id',
      'fiat_wallet_top_up_id',
      'mission_id',
    ];
    /**
     * Signed calls that set something (the same call twice sets it twice to the same value): no
     * single-use thing. The passkey calls spend no money; a registration's challenge is claimed
     * once in its transaction (adapters/sandbox/exchange/onboarding/passkeys.ts).
     */
    const SETTINGS = ['updatePasscode', 'changeBillingPlan', 'resumeSubscription', 'passkeyRegisterOptions', 'passkeyRegister', 'passkeyDelete'];
    const covered = new Set(SCENARIOS.map((s) => s.route));
    const takes = Object.entries(routes).filter(([name, r]) => {
      const shape = (r.request as { def?: { shape?: Record<string, unknown> } } | undefined)?.def?.shape ?? {};
      return SINGLE_USE_FIELDS.some((f) => f in shape) || (r.signed === true && !SETTINGS.includes(name));
    });
    expect(takes.map(([name]) => name).filter((name) => !covered.has(name as keyof typeof routes))).toEqual([]);
    expect(covered).toContain('claimReferral');
    expect(covered).toContain('submitReferenceNumber');
  });

  it('a gateway page posted several times at once completes its session once: one 3-D Secure purchase settles once', async () => {
    for (const copies of [2, 5]) {
      const exchange = new SandboxExchange({ clock: () => NOW, seed: 4 });
      const client = await InProcessClient.signIn(exchange, sandboxHandlers(exchange), 'alex');
      const id = field(
        await client.ok(routes.cardQuotation, { currency: 'BTC', native_amount: '40', credit_card_id: 'card_visa_4242', fixed_side: 'crypto' }),
        'quotation.id',
      );
      const url = field(await client.ok(routes.purchaseTrade, { quotation_id: id, credit_card_id: 'card_visa_4242', is_cdc_web: true, language: 'en' }), 'url');
      const gateway = createGatewayApp({ exchange, appOrigin: 'http://sandbox.test' });
      const before = exchange.context.state.transactions.length;
      const posts = await Promise.all(
        Array.from({ length: copies }, () =>
          gateway(
            new Request(url, {
              method: 'POST',
              headers: { cookie: client.cookie, origin: new URL(url).origin, 'content-type': 'application/x-www-form-urlencoded' },
              body: 'decision=submit',
            }),
          ),
        ),
      );
      expect(posts.map((p) => p.status).sort()).toEqual([200, ...Array.from({ length: copies - 1 }, () => 409)]);
      expect(exchange.context.state.transactions.length - before).toBe(1);
    }
  });
});
