import type { Locator, Request } from '@playwright/test';
import { formatFiat } from '../domain/format/money-format';
import type { Language } from '../domain/format/languages';
import { currencyCode } from '../domain/money/currency';
import { dec } from '../domain/money/decimal';
import { DEMO, signIn } from './support';
import { expect, test } from './support/csp';
import { resetSandbox } from './support/sandbox';
import { languageTexts, literally } from './support/texts';
import { axeFindings, VIEWPORTS } from './support/viewports';

/**
 * A buy and a card top-up in three languages of other scripts and number formats (issue 19):
 * German types a comma for decimals ("12,50" is 12.50, never 1250), simplified Chinese and Hindi
 * a dot. Every label is found by the product's own table for the language, so each journey
 * follows the translators' work: a text the language has in its own words must show in them (its
 * English must not), one still untranslated shows in English and is listed in the test's
 * annotations and screenshots.
 */
const JOURNEYS: readonly { readonly language: Language; readonly buy: string; readonly topUp: string }[] = [
  { language: 'de', buy: '12,50', topUp: '25,50' },
  { language: 'zh-CN', buy: '12.50', topUp: '25.50' },
  { language: 'hi', buy: '12.50', topUp: '25.50' },
];

const USD = currencyCode('USD');
const posted = (request: Request) => request.postDataJSON() as Record<string, unknown>;

for (const [size, viewport] of VIEWPORTS) {
  for (const { language, buy, topUp } of JOURNEYS) {
    test.describe(`${language} journey (${size})`, () => {
      test.use({ viewport });
      test.beforeEach(({ request }) => resetSandbox(request));
      // The account keeps the chosen language: the next spec on this server starts from the personas' own.
      test.afterEach(({ request }) => resetSandbox(request));

      test(`${language}: a buy of ${buy} USD and a card top-up of ${topUp} USD, read and typed in the language`, async ({ page }) => {
        test.slow();
        const x = await languageTexts(language);
        const untranslated = new Set<string>();
        const english = await languageTexts('en');
        /** The page's text for `key`; one the language has in its own words must show in them. */
        const text = (key: string, values?: Record<string, string>) => {
          if (!x.translated(key)) untranslated.add(key);
          return x.t(key, values);
        };
        /** `locate` finds the text in the language, and the English one is gone, when the language has its own words. */
        const inLanguage = async (key: string, locate: (name: string) => Locator, values?: Record<string, string>) => {
          const found = locate(text(key, values));
          await expect(found).toBeVisible();
          if (x.translated(key)) await expect(locate(english.t(key, values))).toHaveCount(0);
          return found;
        };
        const usd = (amount: string) => formatFiat(dec(amount), USD, x.locale);
        const shot = (step: string) => page.screenshot({ path: `artifacts/locale-${language}-${size}-${step}.png` });

        await signIn(page);
        await page.goto('/hub/settings');
        await page.getByRole('combobox', { name: 'Display language' }).selectOption(language);
        const saved = page.waitForRequest((request) => request.url().includes('/preferred_locale/update'));
        await page.getByRole('button', { name: 'Apply language' }).click();
        expect(posted(await saved)).toMatchObject({ preferred_locale: language });
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await inLanguage('settings.title', (name) => page.getByRole('heading', { level: 1, name }));

        // A buy from the cash account, the amount typed as the language writes it.
        await page.goto('/hub/home');
        await (await inLanguage('home.buy', (name) => page.getByRole('button', { name }))).click();
        const drawer = await inLanguage('trade.title', (name) => page.getByRole('dialog', { name }));
        await expect(await inLanguage('trade.tab.buy', (name) => drawer.getByRole('tab', { name, exact: true }))).toHaveAttribute('aria-selected', 'true');
        const amount = await inLanguage('buy.amount', (name) => drawer.getByRole('textbox', { name }), { currency: 'USD' });
        await expect(drawer.getByTestId('approx-amount')).toBeVisible();
        await amount.focus();
        await page.keyboard.type(buy);
        await expect(amount).toHaveValue(buy);
        await (await inLanguage('buy.wallet', (name) => drawer.getByRole('radio', { name: literally(name) }), { currency: 'USD' })).click();
        expect(await axeFindings(page)).toEqual([]);
        await shot('buy');
        const quoted = page.waitForRequest((request) => request.url().endsWith('/api/viban_purchase/quotations') && request.method() === 'POST');
        await (await inLanguage('buy.submit', (name) => drawer.getByRole('button', { name, exact: true }))).click();
        // The order is for 12.50, never 1250: on the wire and in the confirmation's total.
        expect(dec(String(posted(await quoted).amount)).equals(dec('12.50'))).toBe(true);
        const confirm = page.getByRole('dialog').filter({ has: page.getByTestId('quote-summary') });
        await expect(confirm.getByTestId('quote-summary')).toContainText(usd('12.50'));
        await expect(confirm.getByTestId('quote-summary')).not.toContainText(usd('1250'));
        await shot('buy-confirm');
        await (await inLanguage('confirm.submit', (name) => confirm.getByRole('button', { name, exact: true }))).click();
        const bought = await inLanguage('buy.success.title', (name) => page.getByRole('dialog', { name }));
        await shot('buy-done');
        await (await inLanguage('buy.success.done', (name) => bought.getByRole('button', { name }))).click();
        await (await inLanguage('app.close', (name) => drawer.getByRole('button', { name }))).click();

        // A card top-up of the cash account, the amount typed as the language writes it.
        await page.goto('/hub/home?deposit=USD&method=fiat_wallet_top_up');
        const modal = page.getByRole('dialog', { name: `${text('deposit.title', { currency: 'USD' })} · ${text('deposit.method.fiat_wallet_top_up')}` });
        const topUpAmount = await inLanguage('deposit.card.amount', (name) => modal.getByRole('textbox', { name }), { currency: 'USD' });
        await topUpAmount.focus();
        await page.keyboard.type(topUp);
        await expect(topUpAmount).toHaveValue(topUp);
        await shot('top-up');
        const ordered = page.waitForRequest((request) => request.url().endsWith('/api/fiat_wallet_top_ups/orders/create'));
        await (await inLanguage('deposit.card.continue', (name) => modal.getByRole('button', { name, exact: true }))).click();
        expect(dec(String(posted(await ordered).amount)).equals(dec('25.50'))).toBe(true);
        await inLanguage('deposit.card.confirm.title', (name) => modal.getByRole('heading', { name }));
        await expect(modal.locator('.summary')).toContainText(usd('25.50'));
        await modal.getByRole('checkbox').first().check();
        await shot('top-up-confirm');
        await (await inLanguage('deposit.card.confirm.action', (name) => modal.getByRole('button', { name, exact: true }))).click();
        const passcode = await inLanguage('deposit.card.passcode.label', (name) => modal.getByLabel(name));
        await passcode.fill(DEMO.passcode);
        await passcode.press('Enter');
        const bank = await inLanguage('payments.frame.title', (name) => page.getByRole('dialog', { name }));
        await bank.frameLocator('iframe').getByRole('button', { name: 'Complete authentication' }).click();
        await expect(modal.getByRole('status').filter({ hasText: usd('25.50') })).toBeVisible();
        await shot('top-up-done');

        test.info().annotations.push({ type: 'untranslated', description: [...untranslated].sort().join(', ') || 'none' });
      });
    });
  }
}
