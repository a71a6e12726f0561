import type { Page } from '@playwright/test';
import { expect, test } from './support/csp';
import { signIn } from './support';
import { resetSandbox } from './support/sandbox';
import { VIEWPORTS } from './support/viewports';

/** A live-prices stream answer with one Bitcoin price; the stream then ends and the page reconnects (after 200 ms, the event's retry). */
const liveEvent = (price: string) =>
  `retry: 200\nevent: msg\ndata: ${JSON.stringify({ coin_prices: [{ id: 'btc', symbol: 'BTC', price_native: { amount: price, currency: 'USD' }, percent_change_24h_native: '1.5' }] })}\n\n`;

/**
 * The live-prices stream gives Bitcoin at 12,345.67 on its first connection and 11,111.11 on the
 * next: Alex's 0.05 BTC on the home page then ticks down to $555.55, whatever the first showed.
 */
async function fallingBitcoin(page: Page): Promise<void> {
  let connections = 0;
  await page.unrouteAll();
  await page.route('**/coin-price/sse/v1/live-prices**', (route) =>
    route.fulfill({ status: 200, headers: { 'content-type': 'text/event-stream' }, body: liveEvent(connections++ === 0 ? '12345.67' : '11111.11') }),
  );
}

/** The longest animation or transition an element runs, in seconds (durations times iterations, plus delays). */
const longestMotion = (page: Page, selector: string): Promise<number> =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const seconds = (value: string) => (value.trim().endsWith('ms') ? Number(value.trim().slice(0, -2)) / 1000 : Number(value.trim().slice(0, -1)));
      const list = (value: string) => value.split(',');
      const longest = (style: CSSStyleDeclaration) => {
        const iterations = list(style.animationIterationCount).map((value) => (value.trim() === 'infinite' ? Infinity : Number(value)));
        const delays = list(style.animationDelay).map(seconds);
        const animations = list(style.animationName).map((name, i) => {
          const duration = seconds(list(style.animationDuration)[i] ?? '0s');
          return name.trim() === 'none' || duration === 0 ? 0 : duration * (iterations[i] ?? 1) + (delays[i] ?? 0);
        });
        const transitionDelays = list(style.transitionDelay).map(seconds);
        const transitions = list(style.transitionDuration).map((value, i) => seconds(value) + (transitionDelays[i] ?? 0));
        return Math.max(...animations, ...transitions);
      };
      // The element and its ::before and ::after layers (a price's tint is a fading ::before).
      return Math.max(...[null, '::before', '::after'].map((pseudo) => longest(getComputedStyle(element, pseudo))));
    });

/** Every element (or its ::before / ::after layer) of the page that animates or transitions for longer than 10 ms, by tag and class. */
const movingElements = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const seconds = (value: string) => (value.trim().endsWith('ms') ? Number(value.trim().slice(0, -2)) / 1000 : Number(value.trim().slice(0, -1)));
    const long = (value: string) => value.split(',').some((one) => seconds(one) > 0.01);
    const moves = (style: CSSStyleDeclaration) =>
      (style.animationName !== 'none' && long(style.animationDuration)) || (style.transitionProperty !== 'none' && long(style.transitionDuration));
    return [...document.querySelectorAll('*')].flatMap((element) =>
      [null, '::before', '::after']
        .filter((pseudo) => moves(getComputedStyle(element, pseudo)))
        .map((pseudo) => `${element.tagName.toLowerCase()}.${String(element.className)}${pseudo ?? ''}`),
    );
  });

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`reduced motion (${name})`, () => {
    test.use({ viewport });
    test.beforeEach(({ request }) => resetSandbox(request));

    test('with reduced motion nothing moves: price tints, spinners, the trade drawer and its dialogs; without it the tint runs', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await fallingBitcoin(page);
      await signIn(page);
      const tick = '[data-testid="coin-wallets"] .tick--down';
      // The stream opens once the customer's currency is known, and prices land in 1.5 s batches: seconds on a busy machine.
      await expect(page.locator(tick)).toHaveText('$555.55', { timeout: 15_000 });
      // The spinner of the cash account setup's loading steps, drawn by the product's own style sheet.
      await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<span class="kyc-spinner" data-testid="spinner"></span>'));
      expect(await longestMotion(page, tick)).toBeLessThanOrEqual(0.01);
      expect(await longestMotion(page, '[data-testid="spinner"]')).toBeLessThanOrEqual(0.01);
      expect(await movingElements(page)).toEqual([]);

      await page.getByRole('button', { name: 'Buy crypto' }).click();
      const drawer = page.getByRole('dialog', { name: 'Trade' });
      await drawer.getByRole('textbox', { name: /^Amount in/ }).fill('100');
      await drawer.getByRole('radio', { name: /USD cash account/ }).click();
      await drawer.getByRole('button', { name: 'Buy', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Confirm buy BTC' }).getByRole('button', { name: 'Confirm' })).toBeEnabled();
      expect(await movingElements(page)).toEqual([]);

      // The same figures with motion allowed: the check reads real durations (the tint runs 1.2 s, the spinner turns for ever).
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await fallingBitcoin(page);
      await page.reload();
      await expect(page.locator(tick)).toHaveText('$555.55', { timeout: 15_000 });
      await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<span class="kyc-spinner" data-testid="spinner"></span>'));
      expect(await longestMotion(page, tick)).toBeCloseTo(1.2);
      expect(await longestMotion(page, '[data-testid="spinner"]')).toBe(Infinity);
      expect(await movingElements(page)).not.toEqual([]);
    });
  });
}
