import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fillPath, routes } from '../../../adapters/http/routes';
import { SandboxExchange } from '../../../adapters/sandbox/exchange/sandbox-exchange';
import { FaultController } from '../../../adapters/sandbox/faults/fault-controller';
import { sandboxHandlers } from '../../../adapters/sandbox/handlers';

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
