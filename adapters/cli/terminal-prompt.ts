import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import type { Ask } from './cli-io';

/** The lines of a text stream, as they arrive; a last line without its newline counts. */
export async function* linesOf(input: AsyncIterable<string>): AsyncGenerator<string> {
  let rest = '';
  for await (const chunk of input) {
    rest += chunk;
    let end = rest.indexOf('\n');
    while (end >= 0) {
      yield rest.slice(0, end).replace(/\r$/, '');
      rest = rest.slice(end + 1);
      end = rest.indexOf('\n');
    }
  }
  if (rest !== '') yield rest.replace(/\r$/, '');
}

/**
 * The lines of standard input, read once, on first use (a terminal session that never reads them
 * leaves stdin alone). Read from the stream itself, not through readline's line iterator: with
 * more than about a thousand lines waiting, that iterator paused the input and ended at its close
 * with lines still unread, so a `batch` fed 2,000 lines at once answered 500 to 1,600 and exited 0.
 */
export function stdinLines(): AsyncIterable<string> & { readonly next: () => Promise<string | undefined> } {
  let iterator: AsyncIterator<string> | undefined;
  const lines = () => (iterator ??= linesOf(process.stdin.setEncoding('utf8')));
  return {
    [Symbol.asyncIterator]: () => lines(),
    next: async () => {
      const next = await lines().next();
      return next.done === true ? undefined : next.value;
    },
  };
}

/**
 * Asks on stderr and reads the answer: at a terminal, typed with its echo hidden for a secret (the
 * one-time code, the passcode); from a script, the next line of standard input. Undefined when
 * input has ended.
 */
export function terminalAsk(next: () => Promise<string | undefined>): Ask {
  return async (question, secret) => {
    process.stderr.write(question);
    if (process.stdin.isTTY !== true) return next();
    const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
    const terminal = createInterface({ input: process.stdin, output: secret ? muted : process.stderr, terminal: true });
    try {
      return await new Promise<string | undefined>((resolve) => {
        terminal.once('close', () => resolve(undefined));
        terminal.question('', resolve);
      });
    } finally {
      terminal.close();
      if (secret) process.stderr.write('\n');
    }
  };
}
