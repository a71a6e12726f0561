import type { AppServices } from '../../application/app-services';
import type { CliIo } from './cli-io';
import type { ExitCode } from './cli-failure';
import type { CliSession } from './cli-session';
import type { GlobalFlags } from './global-flags';
import type { CliMessages } from './output/cli-messages';
import type { CliRuntime } from './runtime/cli-runtime';

export type OptionSpec = { readonly type: 'string'; readonly hint: string } | { readonly type: 'boolean'; readonly hint: string };
export type OptionValues = Readonly<Record<string, string | boolean | undefined>>;

/** What a command prints: one JSON document in `--json` mode, text for people otherwise. */
export interface CommandOutput {
  readonly json: unknown;
  readonly human: string;
  /** The command wrote its own output as it went (batch, scenario): nothing more is printed. */
  readonly printed?: boolean;
  /** A command that succeeded as a whole may still end with another code (batch with failed lines). */
  readonly exitCode?: ExitCode;
}

export interface CommandContext {
  readonly services: AppServices;
  readonly runtime: CliRuntime;
  readonly io: CliIo;
  /** The positional words after the command's path (e.g. the file of `scenario FILE`). */
  readonly operands: readonly string[];
  readonly flags: GlobalFlags;
  /** The catalogue's texts in the `--lang` language. */
  readonly messages: CliMessages;
  /** The run's session (batch and scenario run further command lines in it). */
  readonly session: CliSession;
  /** Shows progress on stderr while `work` runs (nothing in `--json` mode). */
  readonly progress: <T>(label: string, work: Promise<T>) => Promise<T>;
}

/**
 * One CLI command: its words (`['quote', 'buy']`), flags, and what it does. Commands are driving
 * adapters: they call application services and print; every rule they apply lives in domain/.
 */
export interface Command {
  readonly path: readonly string[];
  readonly summary: string;
  /** The command's own flags (the global ones are added by the parser). */
  readonly options: Readonly<Record<string, OptionSpec>>;
  readonly required?: readonly string[];
  /** How many positional operands follow the path, and what they are called (for usage). */
  readonly operands?: readonly string[];
  /** Whether the command needs a signed-in customer (the persona, or the saved `--api` session). */
  readonly signedIn: boolean;
  readonly run: (context: CommandContext, values: OptionValues) => Promise<CommandOutput>;
}
