// @vitest-environment happy-dom
import { asyncScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createBrowserRoot } from '../../../adapters/wiring/browser';
import { resolve } from '../../../adapters/wiring/binding';
import { createNodeContainer } from '../../../adapters/wiring/node';
import { createFakeContainer } from '../../../adapters/wiring/fake';
import { type TokenName, TOKENS } from '../../../adapters/wiring/tokens';

const names = Object.keys(TOKENS) as TokenName[];

describe('composition roots resolve every token (no decorator metadata needed)', () => {
  it.each([
    ['browser, once the hub has loaded', () => createBrowserRoot({ apiBaseUrl: '' }).hubContainer()],
    ['node', () => Promise.resolve(createNodeContainer({ apiBaseUrl: 'http://127.0.0.1:1', scheduler: asyncScheduler }))],
  ])('%s', async (_, create) => {
    const container = await create();
    for (const name of names) expect(resolve(container, name), name).toBeDefined();
    expect(resolve(container, 'buy')).toBe(resolve(container, 'services').buy);
  });
});

describe('the browser composition root', () => {
  it('builds the signed-out shell at once; the hub, once, binds the same shell objects', async () => {
    const root = createBrowserRoot({ apiBaseUrl: '' });
    const services = await root.loadHub();
    expect(services.signIn).toBe(root.shell.signIn);
    expect(resolve(await root.hubContainer(), 'language')).toBe(root.shell.language);
    expect(root.loadHub()).toBe(root.loadHub());
    expect(await root.hubContainer()).toBe(await root.hubContainer());
  });
});

describe('the fake composition root', () => {
  it('binds every application service over the fakes, as the browser root does', () => {
    const { container, fakes } = createFakeContainer({ scheduler: asyncScheduler, clock: () => 0 });
    const services = resolve(container, 'services');
    for (const [name, service] of Object.entries(services)) expect(service, name).toBeDefined();
    expect(resolve(container, 'tradingPort')).toBe(fakes.trading);
    expect(services.buy).toBe(resolve(container, 'buy'));
  });
});
