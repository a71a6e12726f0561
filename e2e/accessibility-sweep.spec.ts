import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/csp';
import { signIn } from './support';
import { resetSandbox } from './support/sandbox';
import { cashAccountSetupTour, hubPagesTour, signedOutTour, tradeTour, type VisitScreen } from './support/screens';
import { axeFindings, VIEWPORTS } from './support/viewports';

/**
 * The accessibility sweep: axe finds nothing (moderate findings included) on every screen of the
 * product, at desktop and phone sizes (the tours of support/screens.ts: sign-in, sign-up, the
 * unsupported-country page, /locked, the hub's pages, the trade drawer and its confirmation, the
 * deposit modal, cash account setup), and the keyboard can reach, walk and leave the drawer and
 * dialogs with focus going back where it came from. The UK cooling-off banner and dialog, the Prime
 * badge, the order-type menu, the language and right-to-left pages and the quote error dialogs are
 * scanned in their own journeys (uk-cooling-off, trade-container, language-and-direction, quote-error-dialogs).
 */
const expectNoFindings = async (page: Page, screen: string) => {
  expect(await axeFindings(page), `axe on ${screen}`).toEqual([]);
};
const scanned =
  (page: Page): VisitScreen =>
  (screen) =>
    expectNoFindings(page, screen);

/** Tabs through `count` stops and checks focus never leaves `container` (a modal's focus trap). */
const tabStaysInside = async (page: Page, container: Locator, count: number, backwards = false) => {
  for (let i = 0; i < count; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    expect(await container.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
};

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`accessibility sweep (${name})`, () => {
    test.use({ viewport });

    test.beforeEach(({ request }) => resetSandbox(request));
    test.afterEach(({ request }) => resetSandbox(request));

    test('signed out: the sign-in steps, the sign-up steps, the unsupported-country page and /locked', async ({ page }) => {
      test.slow();
      await signedOutTour(page, scanned(page));
    });

    test('home, the trade drawer and its confirmation, the deposit modal', async ({ page }) => {
      test.slow();
      await tradeTour(page, scanned(page));
    });

    test('the hub pages: market, a coin page, accounts, history, more, settings, the guide, Level Up', async ({ page }) => {
      // The market's 100 rows among them: more than one page's time.
      test.slow();
      await hubPagesTour(page, scanned(page));
    });

    test('cash account setup', async ({ page }) => {
      await cashAccountSetupTour(page, scanned(page));
    });

    test('the trade drawer: Buy and Sell tabs, the keyboard stays inside, Escape gives focus back', async ({ page }) => {
      // Three scans and two walks of the drawer: more than one page's time on a busy machine.
      test.slow();
      await signIn(page);
      const opener = page.getByRole('button', { name: 'Buy crypto' });
      await opener.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'Trade' });
      await expect(drawer).toBeVisible();
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await expectNoFindings(page, 'trade drawer, Buy');
      await tabStaysInside(page, drawer, 14);
      await tabStaysInside(page, drawer, 14, true);

      const coin = drawer.getByRole('button', { name: /^Coin: / });
      await coin.focus();
      await page.keyboard.press('Enter');
      const selector = page.getByRole('dialog', { name: 'Buy' });
      await expect(selector).toBeVisible();
      await expectNoFindings(page, 'asset selector');
      await page.keyboard.press('Escape');
      await expect(selector).toBeHidden();
      await expect(coin).toBeFocused();

      const buyTab = drawer.getByRole('tab', { name: 'Buy', exact: true });
      await buyTab.focus();
      await page.keyboard.press('ArrowRight');
      await expect(drawer.getByRole('tab', { name: 'Sell' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(drawer.getByRole('tab', { name: 'Sell' })).toHaveAttribute('aria-selected', 'true');
      await expectNoFindings(page, 'trade drawer, Sell');
      await page.screenshot({ path: `artifacts/sweep-sell-${name}.png` });

      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test('the confirmation modal, and focus back on Buy when it is cancelled', async ({ page }) => {
      await signIn(page);
      await page.getByRole('button', { name: 'Buy crypto' }).click();
      const drawer = page.getByRole('dialog', { name: 'Trade' });
      await drawer.getByRole('textbox', { name: /^Amount in/ }).fill('100');
      await drawer.getByRole('radio', { name: /USD cash account/ }).click();
      const buy = drawer.getByRole('button', { name: 'Buy', exact: true });
      await expect(buy).toBeEnabled();
      await buy.focus();
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('dialog', { name: /^Confirm/ });
      await expect(confirm.getByRole('button', { name: 'Confirm' })).toBeEnabled();
      await expectNoFindings(page, 'confirm modal');
      await tabStaysInside(page, confirm, 6);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
      await expect(buy).toBeFocused();
    });
  });
}
