import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The two sizes every journey runs at. The titles carry the name in brackets, "(desktop)" or
 * "(phone)": the Playwright config sends each to its own sandbox server by that name.
 */
export const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;

/** The page's serious and critical axe findings, one line each (rule and targets). */
export const seriousViolations = async (page: Page): Promise<string[]> =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
