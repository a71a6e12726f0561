import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CliSession } from '../../../adapters/cli/cli-session';
import { memoryIo } from '../../../adapters/cli/cli-io';
import { COMMANDS } from '../../../adapters/cli/commands';
import { runCommandLine } from '../../../adapters/cli/run-cli';
import { VirtualTime } from '../../support/virtual-time';

/** What one command line printed and returned. */
export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  /** stdout as the one JSON document `--json` promises (fails the test otherwise). */
  readonly json: () => Record<string, unknown>;
}

/**
 * The CLI in-process, through the same entry as the bin (runCommandLine with every command), on
 * virtual time: one session across runs, as `batch` keeps one.
 */
export function cliHarness() {
  const time = new VirtualTime();
  const dir = mkdtempSync(join(tmpdir(), 'crypto-cli-'));
  const logs: string[] = [];
  const session = new CliSession({ scheduler: time.scheduler, clock: time.now, sessionFile: join(dir, 'session.json'), logTo: (text) => logs.push(text) });
  const run = async (...argv: string[]): Promise<CliRun> => {
    const io = memoryIo();
    const code = await runCommandLine(argv, COMMANDS, session, io);
    const stdout = io.stdout();
    return {
      code,
      stdout,
      stderr: io.stderr(),
      json: () => {
        const lines = stdout.trim().split('\n');
        if (lines.length !== 1) throw new Error(`expected one JSON line, got ${String(lines.length)}: ${stdout}`);
        return JSON.parse(lines[0] ?? '') as Record<string, unknown>;
      },
    };
  };
  return { time, dir, session, run, logs, close: () => session.close() };
}
