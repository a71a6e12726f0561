import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/csp';
import { signIn } from './support';
import { VIEWPORTS } from './support/viewports';

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).include('[role=dialog]').analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

async function openSelector(page: Page) {
  await signIn(page);
  await page.getByRole('button', { name: 'Buy crypto' }).click();
  const trade = page.getByRole('dialog', { name: 'Trade' });
  await trade.getByRole('button', { name: 'Coin: Bitcoin (BTC)' }).click();
  const selector = page.getByRole('dialog', { name: 'Buy' });
  await expect(selector.getByRole('combobox', { name: 'Search coins and baskets' })).toBeFocused();
  return { trade, selector };
}

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`asset selector (${name})`, () => {
    test.use({ viewport });

    test('a customer finds a coin with the screener tabs and the search, and buys it', async ({ page }) => {
      const { trade, selector } = await openSelector(page);
      const coins = selector.getByRole('listbox', { name: 'Coins' });
      await expect(coins.getByRole('option').first()).toBeVisible();
      const total = Number(await coins.getByRole('option').first().getAttribute('aria-setsize'));
      expect(total).toBeGreaterThan(200);
      expect(await coins.getByRole('option').count()).toBeLessThan(60);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/asset-selector-${name}.png` });

      // The keyboard reaches the last coin of the virtualised list.
      await coins.focus();
      await page.keyboard.press('End');
      await expect(coins.getByRole('option', { selected: true })).toHaveAttribute('aria-posinset', String(total));
      await expect(coins.getByRole('option', { selected: true })).toBeInViewport();

      await selector.getByRole('tab', { name: 'Top gainers' }).click();
      await expect(selector.getByRole('tab', { name: 'Top gainers' })).toHaveAttribute('aria-selected', 'true');
      await expect(coins.getByRole('option').first()).toContainText('+');

      const search = selector.getByRole('combobox', { name: 'Search coins and baskets' });
      await search.fill('ether');
      await expect(selector.getByRole('tab')).toHaveCount(0);
      const results = selector.getByRole('listbox', { name: 'Search results' });
      await expect(
        results
          .getByRole('group', { name: 'Coins' })
          .getByRole('option', { name: /Ethereum/ })
          .first(),
      ).toBeVisible();
      await page.screenshot({ path: `artifacts/asset-selector-search-${name}.png` });
      await search.press('ArrowDown');
      await expect(results.getByRole('option', { selected: true })).toContainText('Ethereum');
      await search.press('Enter');

      await expect(selector).toBeHidden();
      await expect(trade.getByRole('button', { name: 'Coin: Ethereum (ETH)' })).toBeFocused();
    });

    test('a search with no match says so, and the Baskets tab chooses a basket', async ({ page }) => {
      const { trade, selector } = await openSelector(page);
      const search = selector.getByRole('combobox', { name: 'Search coins and baskets' });
      await search.fill('no such coin');
      await expect(selector.getByText('No results for “no such coin”.', { exact: false })).toBeVisible();
      await search.fill('');
      await selector.getByRole('tab', { name: 'Baskets' }).click();
      const baskets = selector.getByRole('listbox', { name: 'Baskets' });
      await expect(baskets.getByRole('option', { name: /Legacy Coins/ })).toContainText('Not available to buy');
      await expect(baskets.getByRole('option', { name: /Staked Ether/ })).toHaveCount(0);
      await expect(baskets.getByRole('option', { name: /My Picks/ })).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      await baskets.getByRole('option', { name: /^Blue Chip / }).click();
      await expect(selector).toBeHidden();
      await expect(trade.getByRole('button', { name: /Basket: Blue Chip/ })).toBeVisible();
    });

    test('Sell opens a modal titled Sell that lists only the coins and baskets held, and searches them', async ({ page }) => {
      expect((await page.request.post('/api/sandbox/reset')).ok()).toBe(true);
      await signIn(page);
      await page.getByRole('button', { name: 'Buy crypto' }).click();
      const trade = page.getByRole('dialog', { name: 'Trade' });
      await trade.getByRole('tab', { name: 'Sell' }).click();
      await trade.getByRole('button', { name: /^Sell: / }).click();
      const selector = page.getByRole('dialog', { name: 'Sell' });
      await expect(selector.getByRole('tab', { name: 'For you' })).toHaveCount(0);
      const coins = selector.getByRole('listbox', { name: 'Coins' });
      await expect(coins.getByRole('option')).toHaveCount(2);
      // Largest holding first: 1.2 ETH is worth more than 0.05 BTC.
      await expect(coins.getByRole('option').nth(0)).toContainText('1.2 ETH');
      await expect(coins.getByRole('option').nth(1)).toContainText('0.05 BTC');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/asset-selector-sell-${name}.png` });
      await selector.getByRole('tab', { name: 'Baskets' }).click();
      await expect(selector.getByRole('listbox', { name: 'Baskets' }).getByRole('option')).toHaveText([/Blue Chip/]);
      await selector.getByRole('combobox', { name: 'Search coins and baskets' }).fill('eth');
      const results = selector.getByRole('listbox', { name: 'Search results' });
      await expect(results.getByRole('group', { name: 'Coins' }).getByRole('option')).toHaveText([/Ethereum/]);
      await expect(results.getByRole('group', { name: 'Baskets' }).getByRole('option')).toHaveText([/Blue Chip/]);
      await page.keyboard.press('Escape');
      await expect(selector).toBeHidden();
      await expect(trade.getByRole('button', { name: /^Sell: / })).toBeFocused();
    });
  });
}
