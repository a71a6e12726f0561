import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/csp';
import { signIn } from './support';
import { resetSandbox } from './support/sandbox';

const dialogViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).include('[role=dialog]').analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

test.beforeEach(({ request }) => resetSandbox(request));

test.describe('app download modal (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a coming-soon page opens a QR code of the install link, which carries the landing’s attribution', async ({ page }) => {
    await signIn(page);
    await page.goto('/hub/staking?utm_source=news&utm_campaign=autumn&gclid=G1');
    const opener = page.getByRole('button', { name: 'Get the app' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Get the Crypto app' });
    const qr = dialog.getByRole('img', { name: 'QR code to download the Crypto app' });
    await expect(qr).toBeVisible();
    expect(await qr.boundingBox()).toMatchObject({ width: 164, height: 164 });
    await expect(qr.locator('image')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
    await expect(dialog.getByText('Scan to open')).toBeVisible();
    const link = dialog.getByRole('link', { name: 'Or open the download page (opens in a new tab)' });
    const href = new URL((await link.getAttribute('href')) ?? '');
    expect(Object.fromEntries(href.searchParams)).toEqual({ pid: 'news', c: 'autumn', af_sub2: 'G1', af_web_origin: 'true' });
    expect(await dialogViolations(page)).toEqual([]);
    await page.screenshot({ path: 'artifacts/app-download-desktop.png' });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('after the first purchase the home’s trade-more card opens it too', async ({ page }) => {
    await signIn(page);
    const card = page.getByRole('region', { name: 'Trade more on the app' });
    await card.getByRole('button', { name: 'Get the app' }).click();
    await expect(page.getByRole('dialog', { name: 'Get the Crypto app' }).getByRole('img', { name: 'QR code to download the Crypto app' })).toBeVisible();
  });
});

test.describe('app download modal (phone)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a phone gets a download button opening the install link in a new tab, no QR code', async ({ page }) => {
    await signIn(page);
    await page.goto('/hub/predict');
    await page.getByRole('button', { name: 'Get the app' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get the Crypto app' });
    const download = dialog.getByRole('link', { name: 'Download the app (opens in a new tab)' });
    await expect(download).toBeVisible();
    await expect(download).toHaveAttribute('href', 'https://crypto.com/app');
    await expect(download).toHaveAttribute('target', '_blank');
    await expect(dialog.getByRole('img')).toHaveCount(0);
    expect(await dialogViolations(page)).toEqual([]);
    await page.screenshot({ path: 'artifacts/app-download-phone.png' });
  });
});
