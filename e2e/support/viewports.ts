import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Every journey runs at desktop and phone sizes. */
export const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;

/** The page's serious and critical axe findings, one line each (rule and targets). */
export const seriousViolations = async (page: Page): Promise<string[]> =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
