import type { Command } from './command';
import { CliFailed, type CliFailure, EXIT, type ExitCode, exitCodeOf } from './cli-failure';
import type { CliIo } from './cli-io';
import type { CliSession } from './cli-session';
import { CliMessages } from './output/cli-messages';
import { withProgress } from './output/progress';
import { helpText } from './output/help';
import { parseCommandLine } from './parse-command-line';

/** The error document of a failure: `{"error": {...}}`; usage errors carry their hint. */
export function errorJson(failure: CliFailure): unknown {
  if (failure.kind === 'usage') return { error: { code: 'usage', message_key: 'usage', message: failure.message, params: { hint: failure.hint } } };
  const { code, message_key, message, params } = failure;
  return { error: { code, message_key, message, params } };
}

function report(failure: CliFailure, json: boolean, io: CliIo): ExitCode {
  if (json) io.out(`${JSON.stringify(errorJson(failure))}\n`);
  if (failure.kind === 'usage') io.err(`error: ${failure.message}\nhint: ${failure.hint}\n`);
  else if (!json) io.err(`error: ${failure.message} (${failure.code})\n`);
  return exitCodeOf(failure);
}

const wantsJson = (argv: readonly string[]): boolean => argv.includes('--json');

/**
 * Runs one command line in a session: parses it, signs in when the command needs a customer,
 * runs it and prints its result (one JSON document with `--json`, text otherwise). Returns the
 * exit code; nothing is thrown for business, usage or transport failures.
 */
export async function runCommandLine(argv: readonly string[], commands: readonly Command[], session: CliSession, io: CliIo): Promise<ExitCode> {
  let json = wantsJson(argv);
  try {
    const parsed = parseCommandLine(argv, commands);
    json = parsed.flags.json;
    if (parsed.kind === 'help') {
      const text = helpText(commands, parsed.command);
      io.out(json ? `${JSON.stringify({ help: text })}\n` : text);
      return EXIT.ok;
    }
    const messages = await CliMessages.load(parsed.flags.lang);
    const runtime = parsed.command.signedIn ? await session.signIn(parsed.flags, messages) : await session.runtimeFor(parsed.flags);
    const output = await parsed.command.run(
      {
        services: runtime.services,
        runtime,
        io,
        operands: parsed.operands,
        flags: parsed.flags,
        messages,
        session,
        progress: (label, work) => withProgress(io, json, label, work),
      },
      parsed.values,
    );
    if (output.printed !== true) io.out(json ? `${JSON.stringify(output.json)}\n` : output.human);
    return output.exitCode ?? EXIT.ok;
  } catch (error) {
    if (error instanceof CliFailed) return report(error.failure, json, io);
    throw error;
  }
}
