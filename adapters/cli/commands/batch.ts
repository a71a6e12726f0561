import type { Command } from '../command';
import { memoryIo } from '../cli-io';
import { EXIT, usageFailure } from '../cli-failure';
import { inheritedFlags } from '../inherited-flags';
import { errorJson, runCommandLine } from '../run-cli';

/** One line of batch input: a JSON array of strings, the command line's words and flags. */
function parseLine(line: string): readonly string[] | undefined {
  try {
    const value: unknown = JSON.parse(line);
    return Array.isArray(value) && value.every((word) => typeof word === 'string') ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `batch`: one JSON array of arguments per line on stdin, one JSON result per line on stdout, in
 * order, in one process and one session (one sandbox, one signed-in customer). Each result is
 * `{"exit_code": N, "result": <the command's --json document>}`; a line that is not an array of
 * strings is a usage error for that line and the batch goes on. Exit 0 when every line
 * succeeded, else 1.
 */
export function batchCommand(commands: () => readonly Command[]): Command {
  return {
    path: ['batch'],
    summary: 'run many commands in one process: a JSON array of arguments per stdin line, a JSON result per stdout line',
    options: {},
    signedIn: false,
    run: async ({ io, session, flags }) => {
      if (io.input === undefined) throw usageFailure('batch reads its command lines from standard input', 'echo \'["balances"]\' | crypto-cli batch');
      const inherited = inheritedFlags(flags);
      let failed = false;
      for await (const raw of io.input) {
        const line = raw.trim();
        if (line === '') continue;
        const argv = parseLine(line);
        const lineIo = memoryIo();
        let exitCode: number;
        let result: unknown;
        if (argv === undefined) {
          exitCode = EXIT.usage;
          result = errorJson({
            kind: 'usage',
            message: 'a batch line is a JSON array of strings',
            hint: '["quote","buy","--coin","BTC","--amount","100","--pay","fiat_wallet"]',
          });
        } else if (argv[0] === 'batch') {
          exitCode = EXIT.usage;
          result = errorJson({ kind: 'usage', message: 'batch cannot run inside batch', hint: 'put the command lines themselves in the batch' });
        } else {
          exitCode = await runCommandLine([...inherited, ...argv.filter((word) => word !== '--json'), '--json'], commands(), session, lineIo);
          result = JSON.parse(lineIo.stdout()) as unknown;
        }
        failed ||= exitCode !== EXIT.ok;
        io.out(`${JSON.stringify({ exit_code: exitCode, result })}\n`);
      }
      return { json: undefined, human: '', exitCode: failed ? EXIT.business : EXIT.ok, printed: true };
    },
  };
}
