import { parseArgs } from 'node:util';
import type { Command, OptionValues } from './command';
import { usageFailure } from './cli-failure';
import { GLOBAL_OPTIONS, type GlobalFlags } from './global-flags';

export type ParsedCommandLine =
  | { readonly kind: 'help'; readonly command: Command | undefined; readonly flags: GlobalFlags }
  | { readonly kind: 'command'; readonly command: Command; readonly values: OptionValues; readonly operands: readonly string[]; readonly flags: GlobalFlags };

const HELP_HINT = 'run with --help to list the commands';

const toParseOptions = (specs: Readonly<Record<string, { readonly type: 'string' | 'boolean' }>>) =>
  Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, { type: spec.type }])) as Record<string, { type: 'string' | 'boolean' }>;

/** The longest command path the leading words name. */
function findCommand(words: readonly string[], commands: readonly Command[]): Command | undefined {
  return commands.filter((c) => c.path.every((word, i) => words[i] === word)).sort((a, b) => b.path.length - a.path.length)[0];
}

function globalFlags(values: Record<string, string | boolean | undefined>): GlobalFlags {
  const seedText = values.seed;
  const seed = typeof seedText === 'string' ? Number(seedText) : undefined;
  if (seed !== undefined && !Number.isSafeInteger(seed)) throw usageFailure(`--seed takes an integer, not "${String(seedText)}"`, 'for example --seed 7');
  const string = (name: string): string | undefined => (typeof values[name] === 'string' ? values[name] : undefined);
  return {
    api: string('api'),
    persona: string('persona'),
    seed,
    state: string('state'),
    json: values.json === true,
    lang: string('lang') ?? 'en',
    help: values.help === true,
  };
}

/** The command's words and the backend, read before anything is checked (a usage error is found later). */
export function peekCommandLine(argv: readonly string[]): { readonly words: readonly string[]; readonly api: string | undefined } {
  const loose = parseArgs({ args: [...argv], options: toParseOptions(GLOBAL_OPTIONS), strict: false, allowPositionals: true });
  return { words: loose.positionals, api: typeof loose.values.api === 'string' ? loose.values.api : undefined };
}

/**
 * Reads a command line: the command's words, then its flags and the global ones in any order
 * (`--flag value` or `--flag=value`). Unknown commands or flags, missing values and missing
 * required flags are usage errors with a one-line hint.
 */
export function parseCommandLine(argv: readonly string[], commands: readonly Command[]): ParsedCommandLine {
  const loose = parseArgs({ args: [...argv], options: toParseOptions(GLOBAL_OPTIONS), strict: false, allowPositionals: true });
  const command = findCommand(loose.positionals, commands);
  const looseFlags = globalFlags(loose.values);
  if (looseFlags.help || loose.positionals.length === 0 || loose.positionals[0] === 'help') {
    return { kind: 'help', command, flags: looseFlags };
  }
  if (command === undefined) throw usageFailure(`unknown command "${loose.positionals.join(' ')}"`, HELP_HINT);
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: [...argv], options: toParseOptions({ ...GLOBAL_OPTIONS, ...command.options }), strict: true, allowPositionals: true });
  } catch (error) {
    throw usageFailure(parseErrorMessage(error), `run "${command.path.join(' ')} --help" for its flags`);
  }
  const operands = parsed.positionals.slice(command.path.length);
  const expected = command.operands ?? [];
  if (operands.length !== expected.length) {
    const wanted = expected.length === 0 ? 'no further words' : expected.map((o) => `<${o}>`).join(' ');
    throw usageFailure(`"${command.path.join(' ')}" takes ${wanted}`, `usage: ${usageLine(command)}`);
  }
  const values = parsed.values as Record<string, string | boolean | undefined>;
  const missing = (command.required ?? []).filter((name) => values[name] === undefined);
  if (missing.length > 0) throw usageFailure(`missing ${missing.map((m) => `--${m}`).join(', ')}`, `usage: ${usageLine(command)}`);
  return { kind: 'command', command, values, operands, flags: globalFlags(values) };
}

/** node:util's parse errors, shortened to what was wrong. */
function parseErrorMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const unknown = /Unknown option '(.+?)'/.exec(text);
  if (unknown !== null) return `unknown flag ${unknown[1] ?? ''}`;
  const missingValue = /Option '(?:-\w, )?(--[\w-]+)(?: <value>)?' argument (?:missing|is ambiguous)/.exec(text);
  if (missingValue !== null) return `${missingValue[1] ?? ''} needs a value`;
  const unexpected = /Option '(?:-\w, )?(--[\w-]+)' does not take an argument/.exec(text);
  if (unexpected !== null) return `${unexpected[1] ?? ''} takes no value`;
  return text.split('\n')[0] ?? text;
}

/** One line: the command's words, operands and flags, required ones first. */
export function usageLine(command: Command): string {
  const required = new Set(command.required ?? []);
  const flags = Object.entries(command.options).map(([name, spec]) => {
    const text = spec.type === 'boolean' ? `--${name}` : `--${name} ${name.toUpperCase().replace(/-/g, '_')}`;
    return required.has(name) ? text : `[${text}]`;
  });
  return [...command.path, ...(command.operands ?? []).map((o) => `<${o}>`), ...flags].join(' ');
}
