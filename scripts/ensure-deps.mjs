// Installs what a fresh clone is missing. Uses only Node's standard library: it runs before npm install.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';

const run = (command) => execSync(command, { stdio: 'inherit' });

/**
 * npm packages: `npm ci` when node_modules was not installed from this very lock file. What was
 * installed is recorded as the lock file's hash (times mislead: a worktree's checked-out lock is
 * newer than a copied node_modules installed from the same file).
 */
export function ensureNodeModules() {
  const record = 'node_modules/.installed-lock-hash';
  const hash = createHash('sha256').update(readFileSync('package-lock.json')).digest('hex');
  const recorded = existsSync(record) ? readFileSync(record, 'utf8').trim() : undefined;
  const marker = 'node_modules/.package-lock.json';
  const installedAfterLock = existsSync(marker) && statSync(marker).mtimeMs >= statSync('package-lock.json').mtimeMs;
  if (recorded === hash || (recorded === undefined && installedAfterLock)) {
    if (recorded === undefined) writeFileSync(record, hash);
    return;
  }
  console.log('Installing npm packages (npm ci)…');
  run('npm ci --no-audit --no-fund');
  writeFileSync(record, hash);
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
