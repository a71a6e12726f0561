import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import type { Ask } from './cli-io';

/** The lines of standard input, read once, on first use (a terminal session that never reads them leaves stdin alone). */
export function stdinLines(): AsyncIterable<string> & { readonly next: () => Promise<string | undefined> } {
  let iterator: AsyncIterator<string> | undefined;
  const lines = () => (iterator ??= createInterface({ input: process.stdin, crlfDelay: Infinity })[Symbol.asyncIterator]());
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
