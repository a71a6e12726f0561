/** Asks a question on stderr and answers what was typed (hidden at a terminal when `secret`), or undefined when input ended. */
export type Ask = (question: string, secret: boolean) => Promise<string | undefined>;

/** Where a CLI run writes: stdout for results only, stderr for progress and human diagnostics. */
export interface CliIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** Whether stderr is a terminal (progress indicators animate only there). */
  readonly interactive: boolean;
  /** Lines of standard input (for `batch`); absent when there is none. */
  readonly input?: AsyncIterable<string>;
  /** Settles when the user interrupts the run (Ctrl-C): long-running commands (`coins --watch`) stop then. */
  readonly interrupted?: Promise<void>;
  /** Prompts for what a command needs and was not given (login's code and passcode); absent when nobody can answer. */
  readonly ask?: Ask;
}

/** Collects what a run writes (tests, `batch`). */
export function memoryIo(inputLines: readonly string[] = []): CliIo & { readonly stdout: () => string; readonly stderr: () => string } {
  const out: string[] = [];
  const err: string[] = [];
  const input = toAsync(inputLines)[Symbol.asyncIterator]();
  return {
    input: { [Symbol.asyncIterator]: () => input },
    ask: async (question) => {
      err.push(question);
      const next = await input.next();
      return next.done === true ? undefined : next.value;
    },
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    interactive: false,
    stdout: () => out.join(''),
    stderr: () => err.join(''),
  };
}

async function* toAsync(lines: readonly string[]): AsyncIterable<string> {
  for (const line of lines) yield await Promise.resolve(line);
}
