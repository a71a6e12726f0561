// Installs what a fresh clone is missing. Uses only Node's standard library: it runs before npm install.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const run = (command) => execSync(command, { stdio: 'inherit' });

/** npm packages: `npm ci` when node_modules is absent or older than the lock file. */
export function ensureNodeModules() {
  const marker = 'node_modules/.package-lock.json';
  const stale = !existsSync(marker) || statSync(marker).mtimeMs < statSync('package-lock.json').mtimeMs;
  if (stale) {
    console.log('Installing npm packages (npm ci)…');
    run('npm ci --no-audit --no-fund');
  }
}

export const CHROMIUM = '/usr/bin/chromium';

/** Debian's Chromium for the browser tests; never a downloaded browser. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  console.log('Installing Debian chromium (apt-get)…');
  run(`${sudo}apt-get update -qq`);
  run(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`);
}
