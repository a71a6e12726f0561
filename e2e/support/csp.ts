import { test as base, expect } from '@playwright/test';

export { expect };

/** What the page reports from its securitypolicyviolation listener. */
const REPORT_BINDING = '__reportCspViolation';

/**
 * Playwright's `test` with an automatic fixture that fails the test on any Content-Security-Policy
 * violation in the page or its frames: Chromium logs each refusal to the console ("... violates
 * the following Content Security Policy directive ..."), and every document reports its
 * `securitypolicyviolation` events through a binding.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
      });
      await page.exposeBinding(REPORT_BINDING, (_source, report: string) => violations.push(`event: ${report}`));
      await page.addInitScript((binding) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as Record<string, (text: string) => void>)[binding];
          report?.(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} in ${event.documentURI}`);
        });
      }, REPORT_BINDING);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
