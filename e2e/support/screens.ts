import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support';

/**
 * Every screen of the product, walked in tours for
 * the checks that apply to each screen alike: the accessibility sweep's axe scan, the 320 px reflow
 * and the text spacing overrides. Four tours: signed out, trading and deposits, the hub's pages, cash
 * account setup. A tour reaches a screen, waits for its key controls and hands them
 * to `visit` with the screen's name.
 */
export type VisitScreen = (screen: string, keys: readonly Locator[]) => Promise<void>;

const NINA = '555 010 0101';
const EVAN = '+1 555 010 0102';
const CARLA = '+1 555 010 0103';
const SAM = '+1 555 010 0009';

const shown = async (visit: VisitScreen, screen: string, keys: readonly Locator[]) => {
  for (const key of keys) await expect(key).toBeVisible();
  await visit(screen, keys);
};

/** /login's three steps, the sign-up steps (Nina, Evan's email), the unsupported-country page (Carla) and /locked. Changes the sandbox: reset it first. */
export async function signedOutTour(page: Page, visit: VisitScreen): Promise<void> {
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await page.goto('/login');
  await shown(visit, 'sign-in: phone', [page.getByLabel('Phone number'), continueButton, page.getByRole('link', { name: 'Create an account' })]);
  await page.getByLabel('Phone number').fill(DEMO.phone);
  await continueButton.click();
  await shown(visit, 'sign-in: code', [page.getByLabel('One-time code')]);
  await page.getByLabel('One-time code').fill(DEMO.otp);
  await shown(visit, 'sign-in: passcode', [page.getByLabel('6-digit passcode')]);
  await page.context().clearCookies();

  await page.goto('/signup');
  await shown(visit, 'sign-up: start', [page.getByRole('link', { name: 'Get started' })]);
  await page.getByRole('link', { name: 'Get started' }).click();
  await page.getByLabel('Phone number').fill(NINA);
  await page.getByRole('button', { name: 'Send code' }).click();
  await shown(visit, 'sign-up: code and terms', [page.getByLabel('One-time code'), page.getByRole('button', { name: 'Accept and continue' })]);
  await page.getByLabel('One-time code').fill(DEMO.otp);
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await shown(visit, 'sign-up: passcode', [
    page.getByLabel('New passcode'),
    page.getByLabel('Enter it again'),
    page.getByRole('button', { name: 'Set passcode' }),
  ]);
  await page.getByLabel('New passcode').fill('246810');
  await page.getByLabel('Enter it again').fill('246810');
  await page.getByRole('button', { name: 'Set passcode' }).click();
  await shown(visit, 'sign-up: identity', [page.getByRole('button', { name: 'Start verification' })]);
  await page.context().clearCookies();

  await logIn(page, EVAN);
  await expect(page).toHaveURL(/\/signup$/);
  await shown(visit, 'sign-up: email', [page.getByLabel('Email address'), page.getByRole('button', { name: 'Send code' })]);
  await page.context().clearCookies();

  await logIn(page, CARLA);
  await expect(page).toHaveURL(/\/login\/unsupported-country$/);
  await shown(visit, 'unsupported country', [page.getByRole('heading', { level: 1 }), page.getByRole('button', { name: 'Log out' })]);
  await page.context().clearCookies();

  await page.goto(`/locked?t=${new Date(Date.now() + 30 * 60_000).toISOString()}`);
  await shown(visit, 'locked', [page.getByRole('heading', { level: 1, name: /locked/i }), page.getByRole('timer')]);
}

async function logIn(page: Page, phone: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('One-time code').fill(DEMO.otp);
  await page.getByLabel('6-digit passcode').fill(DEMO.passcode);
}

/** Alex's home with the trade drawer (Buy, its confirmation, Sell) and the deposit modal (methods, bank details, card top-up). */
export async function tradeTour(page: Page, visit: VisitScreen): Promise<void> {
  await signIn(page);
  const buyCrypto = page.getByRole('button', { name: 'Buy crypto' });
  await expect(page.getByTestId('total-balance')).toContainText('$');
  await shown(visit, 'home', [page.getByRole('heading', { level: 1, name: 'Home' }), buyCrypto]);

  await buyCrypto.click();
  const drawer = page.getByRole('dialog', { name: 'Trade' });
  const amount = drawer.getByRole('textbox', { name: /^Amount in/ });
  const buy = drawer.getByRole('button', { name: 'Buy', exact: true });
  await expect(drawer.getByTestId('approx-amount')).toBeVisible();
  await shown(visit, 'trade drawer: buy', [
    drawer.getByRole('tab', { name: 'Buy', exact: true }),
    amount,
    drawer.getByRole('button', { name: /^Coin: / }),
    buy,
  ]);
  await amount.fill('100');
  await drawer.getByRole('radio', { name: /USD cash account/ }).click();
  await buy.click();
  const confirm = page.getByRole('dialog', { name: /^Confirm buy/ });
  await expect(confirm.getByTestId('quote-summary')).toBeVisible();
  await shown(visit, 'buy confirmation', [confirm.getByRole('button', { name: 'Confirm' }), confirm.getByRole('button', { name: 'Cancel' })]);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await drawer.getByRole('tab', { name: 'Sell' }).click();
  await shown(visit, 'trade drawer: sell', [drawer.getByRole('tab', { name: 'Sell' }), drawer.getByRole('button', { name: 'Close' })]);
  await drawer.getByRole('button', { name: 'Close' }).click();

  await page.goto('/hub/home?deposit=USD');
  const picker = page.getByRole('dialog', { name: 'Deposit USD' });
  const methods = picker.getByRole('list', { name: 'How do you want to deposit?' }).getByRole('button');
  await shown(visit, 'deposit: methods', [methods.first()]);
  await methods.first().click();
  const bank = page.getByRole('dialog', { name: /^Deposit USD · Bank transfer/ });
  await shown(visit, 'deposit: bank details', [bank.getByRole('region', { name: 'Bank details' }).getByRole('button').first()]);
  await page.goto('/hub/home?deposit=USD&method=fiat_wallet_top_up');
  const card = page.getByRole('dialog', { name: 'Deposit USD · Debit or credit card' });
  await shown(visit, 'deposit: card top-up', [card.getByLabel('Amount in USD'), card.getByRole('radio', { name: /VISA ending 4242/ })]);
}

/** Alex's hub pages: market, a coin page, accounts, history, more, settings, the guide. */
export async function hubPagesTour(page: Page, visit: VisitScreen): Promise<void> {
  await signIn(page);
  for (const [path, heading, screen] of [
    ['/hub/market', 'Market', 'market'],
    ['/hub/price/bitcoin', /Bitcoin/, 'coin page'],
    ['/hub/account', 'Accounts', 'accounts'],
    ['/hub/transactions/wallet/coin/BTC', 'BTC history', 'history'],
    ['/hub/more', 'More', 'more'],
    ['/hub/settings', 'Settings', 'settings'],
    ['/hub/knowledge/guide', /guide/i, 'guide'],
    ['/hub/level-up/subscription', 'Level Up', 'level up'],
  ] as const) {
    await page.goto(path);
    const keys = [page.getByRole('heading', { level: 1, name: heading })];
    if (screen === 'coin page') {
      keys.push(page.getByRole('button', { name: 'Buy BTC' }));
      // The favourite star stays on the title's row: alone on a line of its own it belonged to nothing.
      const title = page.getByRole('heading', { level: 1, name: heading });
      await expect(title).toBeVisible();
      const [titleBox, starBox] = await Promise.all([title.boundingBox(), page.getByRole('button', { name: 'Favourite Bitcoin' }).boundingBox()]);
      expect(starBox!.y, 'the star is on the title row').toBeLessThan(titleBox!.y + titleBox!.height);
    }
    if (screen === 'market') await expect(page.getByText('Bitcoin', { exact: true }).first()).toBeVisible();
    if (screen === 'settings') keys.push(page.getByRole('combobox', { name: 'Display language' }));
    await shown(visit, screen, keys);
  }
}

/** Sam's cash account setup: the intro and the first form. */
export async function cashAccountSetupTour(page: Page, visit: VisitScreen): Promise<void> {
  await signIn(page, SAM);
  await page.getByRole('button', { name: 'Add payment method' }).click();
  const fund = page.getByRole('dialog', { name: 'Fund your account' });
  await shown(visit, 'fund your account', [fund.getByRole('button', { name: /USD cash account/ })]);
  await fund.getByRole('button', { name: /USD cash account/ }).click();
  const intro = page.getByRole('dialog', { name: 'Set up your USD cash account' });
  const agree = intro.getByRole('checkbox', { name: 'I agree to the terms of the cash account' });
  await shown(visit, 'cash account setup: intro', [agree, intro.getByRole('button', { name: 'Open cash account' })]);
  await agree.check();
  await intro.getByRole('button', { name: 'Open cash account' }).click();
  await page.getByRole('dialog', { name: 'We need a few more details' }).getByRole('button', { name: 'Continue' }).click();
  const form = page.getByRole('dialog', { name: 'Set up your USD cash account' }).getByRole('form', { name: 'About you' });
  await shown(visit, 'cash account setup: form', [form.getByLabel('First name'), form.getByRole('button', { name: 'Continue' })]);
}
