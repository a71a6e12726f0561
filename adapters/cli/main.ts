import { homedir } from 'node:os';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { asyncScheduler } from 'rxjs';
import { CliSession } from './cli-session';
import { COMMANDS } from './commands';
import { runCommandLine } from './run-cli';

/**
 * `npm run cli -- <command> [flags]` and the package's `crypto-cli` bin: one command line, in
 * real time, against the in-process sandbox or the `--api` backend. The session file of `--api`
 * mode is `$CRYPTO_CLI_HOME/session.json` (default ~/.crypto-cli).
 */
const home = process.env.CRYPTO_CLI_HOME ?? join(homedir(), '.crypto-cli');
const session = new CliSession({
  scheduler: asyncScheduler,
  clock: () => Date.now(),
  sessionFile: join(home, 'session.json'),
  logTo: (text) => process.stderr.write(text),
});
const io = {
  out: (text: string) => void process.stdout.write(text),
  err: (text: string) => void process.stderr.write(text),
  interactive: process.stderr.isTTY,
  input: createInterface({ input: process.stdin, crlfDelay: Infinity }),
};
const code = await runCommandLine(process.argv.slice(2), COMMANDS, session, io);
await session.close();
process.exit(code);
