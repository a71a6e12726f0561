/** Debian's Chromium, launched by path (never a downloaded browser). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Chromium flags that work on this machine (no sandbox as root, no network beyond loopback): the journeys and the browser bench. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
