import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support';
import { resetSandbox } from './sell';
export { VIEWPORTS } from './viewports';

/** Every Buy journey runs at a desktop and a phone size. */
/** Personas of the README used by the Buy journeys. */
export const PERSONAS = {
  alex: '+1 555 010 0001',
  zoe: '+1 555 010 0002',
  tess: '+1 555 010 0008',
  ed: '+1 555 010 0011',
  wendy: '+1 555 010 0012',
} as const;

/**
 * Resets the sandbox's personas, signs in and opens the trade drawer on Buy; answers the drawer once the widget has loaded. A
 * customer whose home keeps Buy crypto disabled (the first-action guide before funding) opens it
 * from Bitcoin's page.
 */
export async function openBuy(page: Page, phone: string = PERSONAS.alex): Promise<Locator> {
  await resetSandbox(page);
  await signIn(page, phone);
  const buyCrypto = page.getByRole('button', { name: 'Buy crypto' }).first();
  await expect(buyCrypto).toBeVisible();
  if (await buyCrypto.isEnabled()) {
    await buyCrypto.click();
  } else {
    await page.goto('/hub/price/bitcoin');
    await page.getByRole('button', { name: 'Buy BTC' }).click();
  }
  const drawer = page.getByRole('dialog', { name: 'Trade' });
  await expect(drawer.getByRole('tab', { name: 'Buy' })).toHaveAttribute('aria-selected', 'true');
  await expect(drawer.getByTestId('approx-amount')).toBeVisible();
  return drawer;
}

/** Chooses a payment option by its accessible name and waits until it is checked. */
export async function choosePayment(drawer: Locator, name: string | RegExp): Promise<void> {
  const option = drawer.getByRole('radio', { name });
  await option.click();
  await expect(option).toBeChecked();
}

/** Presses Buy and answers the confirmation once its quote is shown. */
export async function openConfirmation(page: Page, drawer: Locator, coin = 'BTC'): Promise<Locator> {
  await drawer.getByRole('button', { name: 'Buy', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Confirm buy ${coin}` });
  await expect(confirm.getByTestId('quote-summary')).toBeVisible();
  return confirm;
}

/** The bank's 3-D Secure page in the payment frame modal. */
export function bankPage(page: Page) {
  const modal = page.getByRole('dialog', { name: 'Confirm your payment' });
  return { modal, frame: modal.frameLocator('iframe[title="Payment page of your bank"]') };
}

/** axe's serious and critical violations inside `selector`. */
export async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(selector).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A toast by its text, in the polite live region (still exposed while a modal dialog is open). */
export const toast = (page: Page, text: string): Locator => page.getByRole('status').filter({ hasText: text });

/** Opens Buy and chooses a basket in the selector's Baskets tab: the trade drawer. */
export async function chooseBasket(page: Page, title: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Buy crypto' }).click();
  const trade = page.getByRole('dialog', { name: 'Trade' });
  await trade.getByRole('button', { name: /^Coin: / }).click();
  const selector = page.getByRole('dialog', { name: 'Buy' });
  await selector.getByRole('tab', { name: 'Baskets' }).click();
  await selector
    .getByRole('listbox', { name: 'Baskets' })
    .getByRole('option', { name: new RegExp(`^${title} `) })
    .click();
  await expect(trade.getByRole('button', { name: `Basket: ${title}` })).toBeVisible();
  return trade;
}
