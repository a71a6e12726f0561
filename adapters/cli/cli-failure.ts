/** Exit codes of the CLI (issue 6): success, business or validation error, usage error, transport failure. */
export const EXIT = { ok: 0, business: 1, usage: 2, transport: 3 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** The status when standard output's reader has gone (`batch | head -1`): 128 + SIGPIPE, as the shell reports a tool SIGPIPE ended. */
export const READER_GONE = 141;

/** The error document of `--json` mode: the catalogue's code, its message key, the message and its values. */
export interface ErrorDocument {
  readonly code: string;
  readonly message_key: string;
  readonly message: string;
  readonly params: Readonly<Record<string, string>>;
}

/**
 * Why a command did not succeed. `business`: the backend or the domain refused (exit 1);
 * `usage`: the command line is wrong (exit 2, with a one-line hint); `transport`: timeout,
 * network or a response that does not match the contract (exit 3).
 */
export type CliFailure =
  | ({ readonly kind: 'business' } & ErrorDocument)
  | { readonly kind: 'usage'; readonly message: string; readonly hint: string }
  | ({ readonly kind: 'transport' } & ErrorDocument);

export const exitCodeOf = (failure: CliFailure): ExitCode => EXIT[failure.kind];

/** Thrown inside a command to end it with a failure; the runner turns it into output and an exit code. */
export class CliFailed extends Error {
  constructor(readonly failure: CliFailure) {
    super(failure.message);
  }
}

export const usageFailure = (message: string, hint: string): CliFailed => new CliFailed({ kind: 'usage', message, hint });
