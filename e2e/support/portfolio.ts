import type { Locator, Page } from '@playwright/test';
import { dec, type Dec, ZERO } from '../../domain/money/decimal';

export const dollars = (text: string): Dec => dec(text.replace(/[^\d.]/g, '') || '0');

/** The value of each row of a portfolio section (the amount column), in dollars. */
async function amounts(section: Locator): Promise<Dec[]> {
  const values = await section.locator('.holding__amount').evaluateAll((nodes) => nodes.map((n) => n.firstChild?.textContent ?? ''));
  return values.map(dollars);
}

/** The portfolio's total and the sum of its parts as shown (the customer's money all in USD). */
export async function totalAndParts(page: Page): Promise<[string, string]> {
  const total = dollars(await page.getByTestId('accounts-total').innerText());
  const parts = [
    ...(await amounts(page.getByTestId('accounts-cash'))),
    ...(await amounts(page.getByTestId('accounts-coins'))),
    ...(await amounts(page.getByTestId('accounts-baskets'))),
  ];
  return [total.toFixed(2), parts.reduce((sum, v) => sum.plus(v), ZERO).toFixed(2)];
}
