// `npm start`: install what is missing, build, then serve the app with the sandbox exchange.
import { execSync, spawn } from 'node:child_process';
import { ensureNodeModules } from './ensure-deps.mjs';

ensureNodeModules();
execSync('node esbuild.config.mjs', { stdio: 'inherit' });
// The CLI's bundle, so `npm run cli` starts at once (the bin rebuilds it when sources change).
const { buildCli, isStale } = await import('./build-cli.mjs');
if (isStale()) await buildCli();
const server = spawn(process.execPath, ['--import', 'tsx', 'adapters/sandbox/server/main.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
const forward = (signal) => server.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
server.on('exit', (code) => process.exit(code ?? 0));
