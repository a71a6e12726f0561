import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { memoryIo } from '../../../adapters/cli/cli-io';
import { COMMANDS } from '../../../adapters/cli/commands';
import { runCommandLine } from '../../../adapters/cli/run-cli';
import { fiatFractionDigits, currencyCode } from '../../../domain/money/currency';
import { acceptAmountInput } from '../../../domain/money/amount-input';
import { cliHarness, runBatch } from './cli-harness';

async function batch(lines: readonly string[]) {
  const harness = cliHarness();
  const io = memoryIo(lines);
  const code = await runCommandLine(['batch'], COMMANDS, harness.session, io);
  await harness.close();
  return {
    code,
    results: io
      .stdout()
      .trim()
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => JSON.parse(l) as { exit_code: number; result: Record<string, unknown> }),
  };
}

describe('batch', () => {
  it('answers one JSON line per input line, in order, in one session; a malformed line is a usage error and the batch goes on', async () => {
    const { code, results } = await batch(['["balances"]', '', 'not json', '["check","return-to","--value","/hub/home"]', '["batch"]']);
    expect(results.map((r) => r.exit_code)).toEqual([0, 2, 0, 2]);
    expect(results[0]?.result).toHaveProperty('fiat_wallets');
    expect(results[1]?.result).toMatchObject({ error: { code: 'usage', message: 'a batch line is a JSON array of strings' } });
    expect(results[2]?.result).toEqual({ accepted: true, value: '/hub/home' });
    expect(results[3]?.result).toMatchObject({ error: { message: 'batch cannot run inside batch' } });
    expect(code).toBe(1);
  });

  it('the Buy widget stays open between lines and follows the cash balance: after a buy of most of it, the same quote is refused', async () => {
    const quote = ['quote', 'buy', '--coin', 'BTC', '--amount', '500', '--pay', 'fiat_wallet'];
    const results = await runBatch([quote, ['buy', '--coin', 'BTC', '--amount', '9800', '--pay', 'fiat_wallet'], quote]);
    expect(results.map((r) => r.exit_code)).toEqual([0, 0, 1]);
    expect(results[2]?.result).toMatchObject({ error: { code: 'button_insufficient_balance' } });
  });

  it('exits 0 when every line succeeded', async () => {
    expect((await batch(['["personas"]'])).code).toBe(0);
  });
});

const FIATS = ['USD', 'EUR', 'GBP', 'JPY'];
const typed = fc.stringMatching(/^[0-9.,a-z]{0,16}$/);

describe('batch against the domain (property)', () => {
  test.prop([fc.array(fc.tuple(fc.constantFrom(...FIATS), typed, typed), { minLength: 1, maxLength: 25 })], { numRuns: 15 })(
    'random amount inputs give the same answers as the domain rule',
    async (cases) => {
      const lines = cases.map(([currency, previous, input]) =>
        JSON.stringify(['check', 'amount', '--currency', currency, '--input', input, '--previous', previous]),
      );
      const { results } = await batch(lines);
      expect(results).toHaveLength(cases.length);
      results.forEach((line, i) => {
        const [currency = 'USD', previous = '', input = ''] = cases[i] ?? [];
        const expected = acceptAmountInput(previous, input, fiatFractionDigits(currencyCode(currency)));
        expect(line.result).toMatchObject({ accepted: expected.accepted, value: expected.value, reason: expected.accepted ? null : expected.reason });
      });
    },
  );
});
