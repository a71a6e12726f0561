// @vitest-environment happy-dom
import { asyncScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createBrowserContainer } from '../../../adapters/wiring/browser';
import { resolve } from '../../../adapters/wiring/container';
import { createNodeContainer } from '../../../adapters/wiring/node';
import { createFakeContainer } from '../../../adapters/wiring/fake';
import { type TokenName, TOKENS } from '../../../adapters/wiring/tokens';

const names = Object.keys(TOKENS) as TokenName[];

describe('composition roots resolve every token (no decorator metadata needed)', () => {
  it.each([
    ['browser', () => createBrowserContainer({ apiBaseUrl: '' })],
    ['node', () => createNodeContainer({ apiBaseUrl: 'http://127.0.0.1:1', scheduler: asyncScheduler })],
  ])('%s', (_, create) => {
    const container = create();
    for (const name of names) expect(resolve(container, name), name).toBeDefined();
    expect(resolve(container, 'buy')).toBe(resolve(container, 'services').buy);
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
