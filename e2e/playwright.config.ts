import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** Each server takes its port and the next one (its payment gateway's second origin). */
const PHONE_PORT = PORT + 2;
const origin = (port: number) => `http://127.0.0.1:${String(port)}`;

/**
 * e2e journeys in Debian's Chromium against the very server `npm start` runs. Journeys reset the
 * sandbox and arm its faults, so a server serves one worker at a time: the desktop journeys (and
 * those without a size) run against one server, the phone journeys (titles with "(phone)")
 * against a second, in parallel. The first server builds the app (`npm start`); the second starts
 * once the first answers (Playwright starts web servers one after the other) and serves that build.
 */
export default defineConfig({
  testDir: '.',
  outputDir: '../artifacts/test-results',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  globalSetup: './support/warm-up.ts',
  reporter: [['list'], ['json', { outputFile: '../artifacts/playwright.json' }]],
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  projects: [
    { name: 'desktop', grepInvert: /\(phone\)/, workers: 1, use: { baseURL: origin(PORT) } },
    { name: 'phone', grep: /\(phone\)/, workers: 1, use: { baseURL: origin(PHONE_PORT) } },
  ],
  webServer: [
    {
      command: 'npm start',
      cwd: '..',
      url: `${origin(PORT)}/hub/home`,
      env: { PORT: String(PORT), SANDBOX_MODE: 'test' },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
    },
    {
      command: 'node --import tsx adapters/sandbox/server/main.ts',
      cwd: '..',
      url: `${origin(PHONE_PORT)}/hub/home`,
      env: { PORT: String(PHONE_PORT), SANDBOX_MODE: 'test' },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
    },
  ],
});
