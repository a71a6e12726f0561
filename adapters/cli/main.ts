import { homedir } from 'node:os';
import { join } from 'node:path';
import { asyncScheduler } from 'rxjs';
import { CliSession } from './cli-session';
import { COMMANDS } from './commands';
import { peekCommandLine } from './parse-command-line';
import { runCommandLine } from './run-cli';
import { DEMO_SIGN_IN } from '../sandbox/exchange/personas';
import { RequestTraffic } from './runtime/request-traffic';
import { SkippableTime } from './runtime/skippable-time';
import { stdinLines, terminalAsk } from './terminal-prompt';

/**
 * `npm run cli -- <command> [flags]` and the package's `crypto-cli` bin: one command line, in
 * real time, against the in-process sandbox or the `--api` backend. The session file of `--api`
 * mode is `$CRYPTO_CLI_HOME/session.json` (default ~/.crypto-cli).
 * Choice: `scenario` against the in-process sandbox runs on skippable time, so its wait steps
 * take no real time (the sandbox reads the same clock); everything else, and a scenario against
 * `--api` (whose clock the CLI cannot move), runs in real time.
 */
const argv = process.argv.slice(2);
const home = process.env.CRYPTO_CLI_HOME ?? join(homedir(), '.crypto-cli');
const peeked = peekCommandLine(argv);
const traffic = new RequestTraffic();
const skippable = peeked.words[0] === 'scenario' && peeked.api === undefined ? new SkippableTime(traffic) : undefined;
const session = new CliSession({
  scheduler: skippable?.scheduler ?? asyncScheduler,
  clock: skippable?.now ?? (() => Date.now()),
  sessionFile: join(home, 'session.json'),
  logTo: (text) => process.stderr.write(text),
  traffic,
  // Loaded on the first command that needs a backend: `--help` and usage errors start without it.
  createRuntime: async (options) => (await import('./runtime/cli-runtime')).createCliRuntime(options),
  personas: DEMO_SIGN_IN,
  ...(skippable === undefined ? {} : { wait: (ms: number) => skippable.skip(ms) }),
});
const input = stdinLines();
const io = {
  out: (text: string) => void process.stdout.write(text),
  err: (text: string) => void process.stderr.write(text),
  interactive: process.stderr.isTTY,
  input,
  ask: terminalAsk(input.next),
  interrupted: new Promise<void>((resolve) => process.once('SIGINT', () => resolve())),
};
const code = await runCommandLine(argv, COMMANDS, session, io);
await session.close();
skippable?.stop();
process.exit(code);
