import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { linesOf } from '../../../adapters/cli/terminal-prompt';

async function* chunks(parts: readonly string[]): AsyncGenerator<string> {
  for (const part of parts) {
    await Promise.resolve();
    yield part;
  }
}

const collect = async (parts: readonly string[]): Promise<string[]> => {
  const lines: string[] = [];
  for await (const line of linesOf(chunks(parts))) lines.push(line);
  return lines;
};

describe('the lines of standard input', () => {
  it('splits at newlines across chunks, drops a CR before one, and keeps a last line without its newline', async () => {
    expect(await collect(['["a"]\n["b', '"]\r\n', '\n["c"]'])).toEqual(['["a"]', '["b"]', '', '["c"]']);
    expect(await collect([])).toEqual([]);
    expect(await collect(['one\n'])).toEqual(['one']);
  });

  test.prop([fc.array(fc.stringMatching(/^[^\r\n]*$/), { maxLength: 30 }), fc.array(fc.nat(), { maxLength: 10 })])(
    'any cutting of a text into chunks gives its lines, every one, in order',
    async (lines, cuts) => {
      const text = lines.map((line) => `${line}\n`).join('');
      const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
      const parts = [0, ...points, text.length].slice(1).map((end, i, ends) => text.slice(i === 0 ? 0 : ends[i - 1], end));
      expect(await collect(parts)).toEqual(lines);
    },
  );
});
