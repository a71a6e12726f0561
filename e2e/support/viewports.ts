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

/** The page's moderate, serious and critical axe findings, one line each (impact, rule and targets). */
export const axeFindings = async (page: Page): Promise<string[]> =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'moderate' || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact ?? ''} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

/** The name every spec already uses for the one axe helper: moderate findings fail too (issue 19). */
export const seriousViolations = axeFindings;
