import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GatewayKind } from '../../../../adapters/sandbox/exchange/gateway-registry';
import { GATEWAY_SESSION_TTL_MS } from '../../../../adapters/sandbox/gateway/gateway-app';
import { gatewayFixture, postedMessage, VALID_CARD } from './gateway-fixture';

const STATUS_OF = { succeeded: 'success', cancelled: 'cancelled' } as const;

const step = fc.oneof(
  fc.record({ type: fc.constant('post' as const), decision: fc.constantFrom('submit', 'fail', 'cancel', 'bogus'), validCard: fc.boolean() }),
  fc.record({ type: fc.constant('get' as const) }),
  fc.record({ type: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: GATEWAY_SESSION_TTL_MS }) }),
);

describe('gateway sessions complete at most once', () => {
  it('whatever the customer does, the area is told once at most, exactly when a page posts a result, with a matching status', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<GatewayKind>('card_add', 'three_ds', 'paypal', 'bank_link'), fc.array(step, { maxLength: 8 }), async (kind, steps) => {
        const { open, get, post, completions, advance } = gatewayFixture();
        const url = open(kind, { payload: { email: 'alex@example.com' } });
        const posted: Record<string, string>[] = [];
        for (const s of steps) {
          if (s.type === 'wait') {
            advance(s.ms);
            continue;
          }
          const fields = (validCard: boolean) => (validCard ? { ...VALID_CARD, email: 'alex@example.com' } : { cardNumber: '1', email: 'x' });
          const response = s.type === 'get' ? await get(url) : await post(url, { ...fields(s.validCard), decision: s.decision });
          const message = postedMessage(await response.text())?.message;
          if (message !== undefined) posted.push(message);
        }
        expect(completions.length).toBeLessThanOrEqual(1);
        expect(posted.length).toBe(completions.length);
        const [completion] = completions;
        if (completion !== undefined) {
          const expected = completion.outcome === 'failed' ? (completion.form.reason === 'timeout' ? 'timeout' : 'error') : STATUS_OF[completion.outcome];
          expect(posted[0]?.status).toBe(expected);
        }
      }),
      { numRuns: 150 },
    );
  });
});
