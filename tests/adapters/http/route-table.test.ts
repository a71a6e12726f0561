import { getResponse } from 'msw';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { fillPath, type RouteBody, routes } from '../../../adapters/http/routes';
import { SandboxExchange } from '../../../adapters/sandbox/exchange/sandbox-exchange';
import { FaultController } from '../../../adapters/sandbox/faults/fault-controller';
import { sandboxHandlers } from '../../../adapters/sandbox/handlers';
import { HUB_FIRST_SCREEN_CALLS } from '../../../adapters/wiring/hub-prefetch';

const all = Object.entries(routes);

describe('the contract table', () => {
  it('declares each method and path once', () => {
    const seen = all.map(([, r]) => `${r.method} ${r.path}`);
    expect(seen.filter((key, i) => seen.indexOf(key) !== i)).toEqual([]);
  });

  it('writes every path from the root, with named {parameters} only', () => {
    for (const [name, r] of all) {
      expect(r.path, name).toMatch(/^\/[\w\-./{}]*$/);
      expect(r.path.replace(/\{\w+\}/g, ''), name).not.toMatch(/[{}]/);
    }
  });

  it('gives every call that sends a body a request schema, and none to reads (the client types its bodies from them)', () => {
    /** Calls that change something without a body: the session, a path parameter or nothing says it all. */
    const BODYLESS = ['logout', 'basketNotificationRead', 'sandboxReset', 'deleteBankAccount', 'sandboxClearFaults'];
    for (const [name, r] of all) {
      const sendsBody = r.method === 'POST' || r.method === 'PUT' ? !BODYLESS.includes(name) : false;
      expect(r.request !== undefined, name).toBe(sendsBody);
    }
    expectTypeOf<RouteBody<typeof routes.confirmQuotation>>().toEqualTypeOf<{
      quotation_id: string;
      request_id: string;
      side: 'buy';
      is_cdc_web: boolean;
    }>();
  });

  it('has a sandbox handler answering every route, so the adapters and the sandbox cannot drift', async () => {
    const exchange = new SandboxExchange({ clock: () => Date.UTC(2026, 10, 22, 12), seed: 1 });
    const handlers = sandboxHandlers(exchange, { faults: new FaultController(), wait: () => Promise.resolve() });
    const unanswered: string[] = [];
    for (const [name, r] of all) {
      const params = Object.fromEntries([...r.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1] ?? '', 'x1']));
      const hasBody = r.method === 'POST' || r.method === 'PUT';
      const request = new Request(`http://sandbox.test${fillPath(r.path, params)}`, {
        method: r.method,
        ...(hasBody ? { body: '{}', headers: { 'content-type': 'application/json' } } : {}),
      });
      const response = await getResponse(handlers, request);
      if (response === undefined) unanswered.push(`${name}: ${r.method} ${r.path}`);
    }
    expect(unanswered).toEqual([]);
  });
});

describe("the hub's first-screen prefetch (adapters/wiring/hub-prefetch.ts)", () => {
  it('names only GET routes of the contract table without path parameters (a query as the adapter sends it: tests/adapters/wiring/hub-prefetch.test.ts)', () => {
    const gets = new Set(
      Object.values(routes)
        .filter((r) => r.method === 'GET' && !r.path.includes('{'))
        .map((r) => r.path),
    );
    const named = Object.values(HUB_FIRST_SCREEN_CALLS).flat();
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((path) => !gets.has(path.split('?')[0] ?? path))).toEqual([]);
  });
});
