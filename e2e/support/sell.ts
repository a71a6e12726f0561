import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support';
export { VIEWPORTS } from './viewports';

/** Serious and critical axe violations inside `selector` (a dialog by default). */
export async function seriousViolations(page: Page, selector = '[role=dialog]'): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(selector).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Every persona back to its start, so each journey begins from the same holdings. */
export async function resetSandbox(page: Page): Promise<void> {
  const response = await page.request.post('/api/sandbox/reset');
  expect(response.ok()).toBe(true);
}

/** Signs `phone` in, opens the trade drawer from home and shows the Sell tab. */
export async function openSellTab(page: Page, phone?: string): Promise<Locator> {
  await resetSandbox(page);
  await signIn(page, phone);
  await page.getByRole('button', { name: 'Buy crypto' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Trade' });
  await drawer.getByRole('tab', { name: 'Sell' }).click();
  return drawer;
}

/** Signs `phone` in and opens the drawer from a coin's page with its Sell button (the coin preselected). */
export async function sellFromCoinPage(page: Page, slug: string, symbol: string, phone?: string): Promise<Locator> {
  await resetSandbox(page);
  await signIn(page, phone);
  await page.goto(`/hub/price/${slug}`);
  await page.getByRole('button', { name: `Sell ${symbol}` }).click();
  const drawer = page.getByRole('dialog', { name: 'Trade' });
  await expect(drawer.getByRole('tab', { name: 'Sell' })).toHaveAttribute('aria-selected', 'true');
  return drawer;
}

/** Chooses what to sell in the asset selector's Sell modal (Coins or Baskets tab). */
export async function chooseAsset(page: Page, drawer: Locator, tab: 'Coins' | 'Baskets', name: RegExp): Promise<void> {
  await drawer.getByRole('button', { name: /^Sell: / }).click();
  const selector = page.getByRole('dialog', { name: 'Sell', exact: true });
  await selector.getByRole('tab', { name: tab }).click();
  await selector.getByRole('option', { name }).click();
  await expect(selector).toBeHidden();
}

/** An amount as the page shows it, as a plain decimal string ("$1,234.50" -> "1234.50"). */
export const plain = (text: string): string => text.replace(/[^\d.]/g, '');
