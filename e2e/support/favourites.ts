import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './csp';
import { armFault } from './sandbox';

/**
 * A coin's favourite star, starred once while the sandbox refuses the call (503): the change is
 * rolled back and the 'try later' notice shows. Returns the star, not pressed.
 */
export async function refusedFavourite(page: Page, request: APIRequestContext, coin: string): Promise<Locator> {
  const star = page.getByRole('button', { name: `Favourite ${coin}` });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await armFault(request, { path: '/api/favorite_coins/create', kind: 'status', status: 503 });
  await star.click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Please try again later.')).toBeVisible();
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  return star;
}
