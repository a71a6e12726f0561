import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/csp';
import { signIn } from './support';
import { choosePayment } from './support/buy';
import { resetSandbox } from './support/sandbox';
import { layoutProblems, TEXT_SPACING } from './support/layout';
import { cashAccountSetupTour, hubPagesTour, signedOutTour, tradeTour, type VisitScreen } from './support/screens';
import { VIEWPORTS } from './support/viewports';

const NARROW = { width: 320, height: 640 };
const artifact = (kind: string, screen: string) => `artifacts/${kind}-${screen.replace(/[^a-z]+/g, '-')}.png`;

/** At 320 CSS px (1280 px at 400% zoom, WCAG 1.4.10): nothing scrolls sideways or clips, and each key control is wholly on screen. */
const fitsNarrow =
  (page: Page): VisitScreen =>
  async (screen: string, keys: readonly Locator[]) => {
    expect(await layoutProblems(page), screen).toEqual([]);
    for (const key of keys) {
      const box = await key.boundingBox();
      expect(box !== null && box.x >= 0 && box.x + box.width <= NARROW.width + 0.5, `${screen}: a key control is cut off`).toBe(true);
    }
    await page.screenshot({ path: artifact('reflow-320', screen) });
  };

test.describe('reflow at 320 px (WCAG 1.4.10)', () => {
  test.use({ viewport: NARROW });
  test.beforeEach(({ request }) => resetSandbox(request));
  test.afterEach(({ request }) => resetSandbox(request));

  test('signed out: the sign-in steps, the sign-up steps, the unsupported-country page and /locked', async ({ page }) => {
    test.slow();
    await signedOutTour(page, fitsNarrow(page));
  });

  test('the hub: home, the trade drawer, the deposit modal, market, a coin page, accounts, history, more, settings, the guide', async ({ page }) => {
    test.slow();
    await tradeTour(page, fitsNarrow(page));
    await page.context().clearCookies();
    await hubPagesTour(page, fitsNarrow(page));
  });

  test('cash account setup', async ({ page }) => {
    await cashAccountSetupTour(page, fitsNarrow(page));
  });
});

/** WCAG 1.4.12's spacing on every document the page loads, as a reader's style sheet would apply it (a constructed sheet: the CSP refuses inline style elements). */
const withTextSpacing = (page: Page) =>
  page.addInitScript((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, TEXT_SPACING);

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`text spacing overrides (WCAG 1.4.12) (${name})`, () => {
    test.use({ viewport });
    test.beforeEach(({ request }) => resetSandbox(request));
    test.afterEach(({ request }) => resetSandbox(request));

    /** With the wider spacing, no text is clipped or drawn over another, and nothing scrolls sideways. */
    const keepsTexts =
      (page: Page): VisitScreen =>
      async (screen: string) => {
        expect(await layoutProblems(page, { scrollers: false }), screen).toEqual([]);
        await page.screenshot({ path: artifact(`spacing-${name}`, screen) });
      };

    test('signed out and cash account setup: every screen keeps its texts whole', async ({ page }) => {
      test.slow();
      await withTextSpacing(page);
      await signedOutTour(page, keepsTexts(page));
      await page.context().clearCookies();
      await cashAccountSetupTour(page, keepsTexts(page));
    });

    test('the hub: every screen keeps its texts whole', async ({ page }) => {
      test.slow();
      await withTextSpacing(page);
      await tradeTour(page, keepsTexts(page));
      await page.context().clearCookies();
      await hubPagesTour(page, keepsTexts(page));
    });
  });
}

test.describe('the buy flow at 200% zoom', () => {
  // A 1280 x 800 screen at 200%: 640 x 400 CSS px.
  test.use({ viewport: { width: 640, height: 400 } });
  test.beforeEach(({ request }) => resetSandbox(request));

  test('a customer buys $100 of Bitcoin with everything on screen and nothing scrolling sideways', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Buy crypto' }).click();
    const drawer = page.getByRole('dialog', { name: 'Trade' });
    await expect(drawer.getByTestId('approx-amount')).toBeVisible();
    await drawer.getByRole('textbox', { name: /^Amount in/ }).fill('100');
    await choosePayment(drawer, /USD cash account/);
    const buy = drawer.getByRole('button', { name: 'Buy', exact: true });
    await buy.scrollIntoViewIfNeeded();
    await expect(buy).toBeInViewport();
    expect(await layoutProblems(page), 'trade drawer').toEqual([]);
    await page.screenshot({ path: 'artifacts/zoom-200-drawer.png' });
    await buy.click();

    const confirm = page.getByRole('dialog', { name: 'Confirm buy BTC' });
    await expect(confirm.getByTestId('quote-summary')).toBeVisible();
    const confirmButton = confirm.getByRole('button', { name: 'Confirm' });
    await confirmButton.scrollIntoViewIfNeeded();
    await expect(confirmButton).toBeInViewport();
    expect(await layoutProblems(page), 'confirmation').toEqual([]);
    await page.screenshot({ path: 'artifacts/zoom-200-confirm.png' });
    await confirmButton.click();

    const done = page.getByRole('dialog', { name: 'Crypto bought' });
    await expect(done.getByRole('button', { name: 'Done' })).toBeVisible();
    expect(await layoutProblems(page), 'receipt').toEqual([]);
    await page.screenshot({ path: 'artifacts/zoom-200-done.png' });
    await done.getByRole('button', { name: 'Done' }).click();
    await expect(done).toBeHidden();
  });
});
