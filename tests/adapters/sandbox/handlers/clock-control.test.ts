import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SandboxExchange } from '../../../../adapters/sandbox/exchange/sandbox-exchange';
import { FaultController } from '../../../../adapters/sandbox/faults/fault-controller';
import { sandboxHandlers } from '../../../../adapters/sandbox/handlers';

const START = Date.UTC(2026, 10, 22, 12);

function sandbox() {
  const exchange = new SandboxExchange({ clock: () => START, seed: 3 });
  const handlers = sandboxHandlers(exchange, { faults: new FaultController(), wait: () => Promise.resolve() });
  const call = async (method: 'GET' | 'POST', body?: unknown) => {
    const init = body === undefined ? { method } : { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
    const response = await getResponse(handlers, new Request('http://sandbox.test/api/sandbox/clock', init));
    return { status: response?.status, body: (await response?.json()) as { ok: boolean; now?: number; error?: string } };
  };
  return { exchange, call };
}

describe('the sandbox clock control (test and demo mode)', () => {
  it('moves sandbox time ahead and runs the work that fell due at once', async () => {
    const { exchange, call } = sandbox();
    const ran: number[] = [];
    exchange.context.onTask('test.task', () => ran.push(exchange.now()));
    exchange.context.schedule('test.task', START + 20_000, {});
    expect((await call('GET')).body).toEqual({ ok: true, now: START });
    expect((await call('POST', { advance_ms: 19_999 })).body).toEqual({ ok: true, now: START + 19_999 });
    expect(ran).toEqual([]);
    expect((await call('POST', { advance_ms: 1 })).body).toEqual({ ok: true, now: START + 20_000 });
    expect(ran).toEqual([START + 20_000]);
    exchange.reset();
    expect(exchange.now(), 'a reset puts the clock back: a clock left ahead would skew every later journey').toBe(START);
  });

  it('refuses a negative, fractional or missing step with invalid_parameter', async () => {
    const { exchange, call } = sandbox();
    for (const body of [{ advance_ms: -1 }, { advance_ms: 1.5 }, {}, { advance_ms: 86_400_001 }]) {
      const answer = await call('POST', body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe('invalid_parameter');
    }
    expect(exchange.now()).toBe(START);
    expect(() => exchange.advanceClock(-5)).toThrow(RangeError);
  });

  it('does not exist without the controls', async () => {
    const exchange = new SandboxExchange({ clock: () => START, seed: 3 });
    const response = await getResponse(sandboxHandlers(exchange), new Request('http://sandbox.test/api/sandbox/clock'));
    expect(response?.status ?? 404).not.toBe(200);
  });
});
