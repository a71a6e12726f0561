import { expect, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support';

/** Sam's cash account needs setup (README, "Cash account setup outcomes"). */
export const SAM = '+1 555 010 0009';

/** Home, Add payment method, the USD cash account tile: the setup modal's intro. */
export async function openSetup(page: Page, signedIn = false): Promise<Locator> {
  if (!signedIn) await signIn(page, SAM);
  await page.getByRole('button', { name: 'Add payment method' }).first().click();
  await page
    .getByRole('dialog', { name: 'Fund your account' })
    .getByRole('button', { name: /USD cash account/ })
    .click();
  const intro = page.getByRole('dialog', { name: 'Set up your USD cash account' });
  await expect(intro.getByRole('heading', { name: 'A US dollar cash account' })).toBeVisible();
  return intro;
}

/** Agrees to the terms and starts: create wallet, additional information required, the first section. */
export async function startForm(page: Page, intro: Locator): Promise<Locator> {
  await intro.getByRole('checkbox', { name: 'I agree to the terms of the cash account' }).check();
  await intro.getByRole('button', { name: 'Open cash account' }).click();
  const more = page.getByRole('dialog', { name: 'We need a few more details' });
  await more.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up your USD cash account' });
  await expect(dialog.getByRole('form', { name: 'About you' })).toBeVisible();
  return dialog;
}

export async function personalDetails(dialog: Locator, first: string, last: string, ssn = '123456789'): Promise<void> {
  const form = dialog.getByRole('form', { name: 'About you' });
  await form.getByLabel('First name').fill(first);
  await form.getByLabel('Last name').fill(last);
  await form.getByLabel('Date of birth').fill('1990-05-17');
  await form.getByRole('combobox', { name: 'Nationality' }).selectOption('US');
  await form.getByLabel('Social Security number').fill(ssn);
  await form.getByRole('checkbox', { name: /information I give is true/ }).check();
  await form.getByRole('button', { name: 'Continue' }).click();
}

export interface TypedAddress {
  readonly line1: string;
  readonly city: string;
  readonly state: string;
  readonly postalCode: string;
}

/** The address typed in, without the search. */
export async function typeAddress(dialog: Locator, address: TypedAddress): Promise<Locator> {
  const form = dialog.getByRole('form', { name: 'Your home address' });
  await form.getByRole('combobox', { name: 'Country' }).selectOption('US');
  await form.getByLabel('Address line 1').fill(address.line1);
  await form.getByLabel('City').fill(address.city);
  await form.getByRole('combobox', { name: 'State' }).selectOption(address.state);
  await form.getByLabel('Postal code').fill(address.postalCode);
  await form.getByRole('button', { name: 'Continue' }).click();
  return form;
}

export const TEXAS: TypedAddress = { line1: '1 Congress Avenue', city: 'Austin', state: 'TX', postalCode: '78701' };

/** Work and income by the option values: the employment status (an employer when employed, an occupation when working) and the income band. */
export async function workAndIncome(
  dialog: Locator,
  answers: { readonly status: string; readonly occupation?: string; readonly income: string },
): Promise<void> {
  const work = dialog.getByRole('form', { name: 'Your work and income' });
  await work.getByRole('combobox', { name: 'Employment status' }).selectOption(answers.status);
  if (answers.status === 'employed') await work.getByLabel('Employer name').fill('Acme Corp');
  if (answers.occupation !== undefined) await work.getByRole('combobox', { name: 'Occupation' }).selectOption(answers.occupation);
  await work.getByRole('combobox', { name: /Annual income/ }).selectOption(answers.income);
  await work.getByRole('checkbox', { name: 'Savings' }).check();
  await work.getByLabel(/Expected monthly deposits/).fill('500');
  await work.getByRole('button', { name: 'Continue' }).click();
}

/** The review section: the declaration, then Submit. */
export async function declareAndSubmit(dialog: Locator): Promise<void> {
  const review = dialog.getByRole('form', { name: 'Review and confirm' });
  await review.getByRole('checkbox', { name: /I declare/ }).check();
  await review.getByRole('button', { name: 'Submit' }).click();
}
