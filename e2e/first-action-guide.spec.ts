import { expect, test } from './support/csp';
import { signIn } from './support';
import { resetSandbox } from './support/sandbox';
import { seriousViolations, VIEWPORTS } from './support/viewports';
import { totalAndParts } from './support/portfolio';
import { freezeClock } from './support/clock';

const ZOE = '+1 555 010 0002';

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`first-action guide (${name})`, () => {
    test.use({ viewport });
    test.beforeEach(({ request }) => resetSandbox(request));

    test('a new customer funds her account with a card from the guide, buys her first crypto with it and claims her welcome bonus', async ({ page }) => {
      await page.clock.install();
      await signIn(page, ZOE);
      const guide = page.getByRole('region', { name: 'Get started' });
      await expect(guide.getByRole('heading', { level: 3 })).toHaveText([
        'Create your account, Completed',
        'Fund your account, Current step',
        'Buy crypto, Not started',
      ]);
      const buy = guide.getByRole('button', { name: 'Buy crypto' });
      await expect(buy).toBeDisabled();
      await expect(buy).toHaveAccessibleDescription('Fund your account first.');
      await expect(page.getByRole('region', { name: 'Welcome bonus' })).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/home-guide-${name}.png`, fullPage: true });

      await guide.getByRole('button', { name: 'Add payment method' }).click();
      const fund = page.getByRole('dialog', { name: 'Fund your account' });
      await expect(fund.getByRole('button')).toHaveText(['×', /^Add a card/, /^USD cash account/]);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/fund-account-${name}.png` });

      await fund.getByRole('button', { name: /Add a card/ }).click();
      await expect(fund).toBeHidden();
      const form = page.frameLocator('iframe[title="Card form of the payment gateway"]');
      await form.getByLabel('Name on card').fill('Zoe Empty');
      await form.getByLabel('Card number').fill('4242 4242 4242 4242');
      await form.getByLabel('Expiry date (MM/YY)').fill('08/30');
      await form.getByLabel('Security code').fill('123');
      await form.getByRole('button', { name: 'Add card' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Card ending in 4242 added.' })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Add a card' })).toBeHidden();
      await expect(guide.getByRole('button', { name: 'Add payment method' })).toBeFocused();
      await expect(guide.getByRole('heading', { level: 3 })).toHaveText([
        'Create your account, Completed',
        'Fund your account, Completed',
        'Buy crypto, Current step',
      ]);

      await expect(buy).toBeEnabled();
      await buy.click();
      const drawer = page.getByRole('dialog', { name: 'Trade' });
      await expect(drawer.getByRole('tab', { name: 'Buy' })).toHaveAttribute('aria-selected', 'true');
      const card = drawer.getByRole('radio', { name: /Visa ending 4242/ });
      await card.click();
      await expect(card).toBeChecked();
      await drawer.getByLabel('Amount in USD').fill('150');
      await drawer.getByRole('button', { name: 'Buy', exact: true }).click();
      await page.getByRole('dialog', { name: 'Confirm buy BTC' }).getByRole('button', { name: 'Confirm' }).click();
      const bank = page.getByRole('dialog', { name: 'Confirm your payment' }).frameLocator('iframe[title="Payment page of your bank"]');
      await bank.getByRole('button', { name: 'Complete authentication' }).click();
      await page.getByRole('dialog', { name: 'Crypto bought' }).getByRole('button', { name: 'Done' }).click();
      await drawer.getByRole('button', { name: 'Close' }).click();

      await expect(guide).toHaveCount(0);
      const bonus = page.getByRole('region', { name: 'Welcome bonus' });
      await expect(bonus.getByText('Buy $100.00 of crypto to earn your reward.')).toBeVisible();
      await expect(bonus.getByRole('progressbar', { name: 'Welcome bonus progress' })).toHaveAttribute('aria-valuenow', '100');
      await expect(page.getByRole('region', { name: 'Trade more on the app' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Total balance' }).getByRole('button', { name: 'Buy crypto' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/welcome-bonus-${name}.png`, fullPage: true });

      // Zoe signed up 2 days before the sandbox started: 28 days of her bonus are left.
      const timer = bonus.getByRole('timer');
      await expect(timer).toHaveText(/^Ends in 2[78]d \d+h \d+m \d+s$/);
      await freezeClock(page);
      const before = await timer.innerText();
      await page.clock.runFor(3_000);
      await expect(timer).not.toHaveText(before);

      await bonus.getByRole('button', { name: 'Claim reward' }).click();
      await expect(bonus.getByRole('status')).toHaveText(/^Reward claimed: [\d.]+ CRO\.$/);
      await page.clock.runFor(1_000);
      await expect(bonus.getByText('Buy $500.00 of crypto to earn your reward.')).toBeVisible();
      await expect(bonus.getByRole('button', { name: 'Claim reward' })).toHaveCount(0);

      // The reward is in every view of the money without a reload: the home's coins, then the portfolio adding up.
      await expect(page.getByRole('region', { name: 'Your coins' })).toContainText('CRO');
      await page.clock.resume();
      await page.getByRole('navigation').getByRole('link', { name: 'Accounts' }).first().click();
      await expect(page.getByTestId('accounts-coins').getByRole('listitem').filter({ hasText: 'CRO' })).toBeVisible();
      await expect.poll(async () => new Set(await totalAndParts(page)).size).toBe(1);
    });
  });
}

const WENDY = '+1 555 010 0012';

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`first purchase from a cash account (${name})`, () => {
    test.use({ viewport });
    test.beforeEach(({ request }) => resetSandbox(request));

    test('a funded cash account completes the fund step; her first purchase from it brings the welcome bonus', async ({ page }) => {
      await signIn(page, WENDY);
      const guide = page.getByRole('region', { name: 'Get started' });
      await expect(guide.getByRole('heading', { level: 3 })).toHaveText([
        'Create your account, Completed',
        'Fund your account, Completed',
        'Buy crypto, Current step',
      ]);
      // The popular coins follow the sandbox market's trading volume, which moves with the clock: take the first shown.
      const chip = guide.getByRole('button', { name: /^Buy [A-Z0-9]+$/ }).first();
      const coin = (await chip.getAttribute('aria-label'))?.replace('Buy ', '') ?? (await chip.innerText());
      await chip.click();
      const drawer = page.getByRole('dialog', { name: 'Trade' });
      await expect(drawer.getByRole('button', { name: new RegExp(`^Coin: .+ \\(${coin}\\)$`) })).toBeVisible();
      const cash = drawer.getByRole('radio', { name: /USD cash account/ });
      await cash.click();
      await expect(cash).toBeChecked();
      await drawer.getByLabel('Amount in USD').fill('60');
      await drawer.getByRole('button', { name: 'Buy', exact: true }).click();
      await page
        .getByRole('dialog', { name: `Confirm buy ${coin}` })
        .getByRole('button', { name: 'Confirm' })
        .click();
      await page.getByRole('dialog', { name: 'Crypto bought' }).getByRole('button', { name: 'Done' }).click();
      await drawer.getByRole('button', { name: 'Close' }).click();

      await expect(guide).toHaveCount(0);
      const bonus = page.getByRole('region', { name: 'Welcome bonus' });
      await expect(bonus.getByRole('progressbar', { name: 'Welcome bonus progress' })).toHaveAttribute('aria-valuenow', /^(5[0-9]|60)$/);
      await expect(bonus.getByRole('timer')).toHaveText(/^Ends in [45]d \d+h \d+m \d+s$/);
      await expect(bonus.getByRole('button', { name: 'Claim reward' })).toHaveCount(0);
    });
  });
}
