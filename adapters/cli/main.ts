import { homedir } from 'node:os';
import { join } from 'node:path';
import { CliSession } from './cli-session';
import { COMMANDS } from './commands';
import { peekCommandLine } from './parse-command-line';
import { runCommandLine } from './run-cli';
import { DEMO_SIGN_IN } from '../sandbox/exchange/personas';
import { RequestTraffic } from './runtime/request-traffic';
import { SkippableTime } from './runtime/skippable-time';
import { READER_GONE } from './cli-failure';
import { flushed } from './stream-flushed';
import { stdinLines, terminalAsk } from './terminal-prompt';

/**
 * `npm run cli -- <command> [flags]` and the package's `crypto-cli` bin: one command line, in
 * real time, against the in-process sandbox or the `--api` backend. The session file of `--api`
 * mode is `$CRYPTO_CLI_HOME/session.json` (default ~/.crypto-cli).
 * Choice: every command runs on the same time, an RxJS virtual-time scheduler kept level with the
 * real clock (SkippableTime): work due at once runs on the next turn of the event loop, where
 * RxJS's own async scheduler waits at least a millisecond for each (a `batch` of quotes spent
 * most of its time there, issue 18). Only `scenario` against the in-process sandbox moves it
 * ahead, so its wait steps take no real time (the sandbox reads the same clock); against `--api`,
 * whose clock the CLI cannot move, and for every other command it passes as real time does.
 */
const argv = process.argv.slice(2);
const home = process.env.CRYPTO_CLI_HOME ?? join(homedir(), '.crypto-cli');
const peeked = peekCommandLine(argv);
const traffic = new RequestTraffic();
const time = new SkippableTime(traffic);
const skips = peeked.words[0] === 'scenario' && peeked.api === undefined;
const session = new CliSession({
  scheduler: time.scheduler,
  clock: time.now,
  sessionFile: join(home, 'session.json'),
  logTo: (text) => process.stderr.write(text),
  traffic,
  // Loaded on the first command that needs a backend: `--help` and usage errors start without it.
  createRuntime: async (options) => (await import('./runtime/cli-runtime')).createCliRuntime(options),
  personas: DEMO_SIGN_IN,
  ...(skips ? { wait: (ms: number) => time.skip(ms) } : {}),
});
// A reader that has gone (`crypto-cli batch | head -1`) ends the run quietly, as a tool killed by
// SIGPIPE does (status 141), not with an unhandled EPIPE and its stack; the lines already run stay run.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(READER_GONE);
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
time.stop();
// Everything written reaches the reader before the exit: a pipe takes 64 KB at once and Node
// queues the rest, which process.exit drops (a batch of 2,000 lines piped to a slower reader
// answered about 1,060 and exited 0, 2 runs in 12).
await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
process.exit(code);
