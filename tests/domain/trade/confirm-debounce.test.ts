import { describe, expect, it } from 'vitest';
import { acceptClick, CONFIRM_DEBOUNCE_MS } from '../../../domain/trade/confirm-debounce';
import { acceptedClicks } from './accepted-clicks';

const T = Date.UTC(2026, 0, 1);

describe('confirm debounce (spec 000 §5: 500 ms)', () => {
  it('is 500 ms', () => {
    expect(CONFIRM_DEBOUNCE_MS).toBe(500);
  });

  it('acts on the first click at once', () => {
    expect(acceptClick(undefined, T)).toBe(true);
  });

  it('ignores a click less than 500 ms after the last acted-on click', () => {
    expect(acceptClick(T, T)).toBe(false);
    expect(acceptClick(T, T + 499)).toBe(false);
  });

  it('acts on a click 500 ms or more after the last acted-on click', () => {
    expect(acceptClick(T, T + 500)).toBe(true);
    expect(acceptClick(T, T + 5000)).toBe(true);
  });

  it('measures from the last acted-on click, not the last ignored one', () => {
    expect(acceptedClicks([T, T + 300, T + 600, T + 900, T + 1100])).toEqual([T, T + 600, T + 1100]);
  });

  it('a double click sends once', () => {
    expect(acceptedClicks([T, T + 120])).toEqual([T]);
  });
});
