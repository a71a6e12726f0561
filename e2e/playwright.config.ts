import { defineConfig } from '@playwright/test';

/** Chromium flags that work on this machine (no sandbox as root, no network beyond loopback). */
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const PORT = Number(process.env.E2E_PORT ?? 4173);

/** e2e journeys in Debian's Chromium against the very server `npm start` runs. */
export default defineConfig({
  testDir: '.',
  outputDir: '../artifacts/test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: '../artifacts/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: {
    command: 'npm start',
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/hub/home`,
    env: { PORT: String(PORT), SANDBOX_MODE: 'test' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
  },
});
