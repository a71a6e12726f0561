// @vitest-environment happy-dom
import { asyncScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createBrowserContainer } from '../../../adapters/wiring/browser';
import { resolve } from '../../../adapters/wiring/container';
import { createNodeContainer } from '../../../adapters/wiring/node';
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
