import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, afterEach, describe, expect, it } from 'vitest';
import { type CliHarness, cliHarness } from './cli-harness';

let harness: CliHarness;
beforeEach(() => {
  harness = cliHarness();
});
afterEach(async () => {
  await harness.close();
});

const file = (name: string, text: string): string => {
  const path = join(harness.dir, name);
  writeFileSync(path, text);
  return path;
};

interface Report {
  passed: boolean;
  steps_passed: number;
  steps_failed: number;
  steps: { step: number; name: string; passed: boolean; failures: string[]; exit_code?: number; waited_ms?: number; argv?: string[] }[];
}
const report = (run: { json: () => Record<string, unknown> }) => run.json() as unknown as Report;

describe('scenario: steps run in one session, each checked', () => {
  it('YAML: passing steps, a saved value used later, a wait in virtual time; exit 0 and one JSON document', async () => {
    const path = file(
      'ok.yaml',
      [
        'persona: alex',
        'steps:',
        '  - run: basket list',
        '    save: { instance: "baskets[0].owned.instance_id" }',
        '  - wait: 2s',
        '  - run: [basket, rebalancing, --instance, "${instance}", --interval, weekly]',
        '    expect:',
        '      json: { instance_id: "${instance}", rebalancing_interval: weekly }',
        '      match: { next_rebalancing_at: "^2026-" }',
        '  - run: check return-to --value /nope',
        '    expect: { exit: 0 }',
      ].join('\n'),
    );
    const before = harness.time.now();
    const run = await harness.run('scenario', path, '--json');
    expect(run.code).toBe(0);
    const json = report(run);
    expect(json).toMatchObject({ passed: true, steps_passed: 4, steps_failed: 0 });
    expect(json.steps[1]).toMatchObject({ step: 2, name: 'wait 2s', waited_ms: 2000, passed: true });
    expect(json.steps[2]?.argv).toEqual(['basket', 'rebalancing', '--instance', 'bski_alex_blue_chip', '--interval', 'weekly']);
    expect(harness.time.now() - before).toBeGreaterThanOrEqual(2000);
  });

  it('JSON: failing expectations are reported per step and the run exits 1; every step still runs', async () => {
    const path = file(
      'fails.json',
      JSON.stringify({
        name: 'mixed',
        steps: [
          { name: 'wrong exit', run: 'basket buy --basket bsk_legacy --amount 50 --pay fiat_wallet --accept-terms' },
          { run: ['basket', 'list'], expect: { json: { 'baskets[0].id': 'bsk_nope', 'baskets[99].id': 'x' }, match: { 'baskets[0].title': '^Gold' } } },
          { run: 'confirm --quote ${never_saved}' },
          { run: 'basket buy --basket bsk_legacy --amount 50 --pay fiat_wallet', expect: { error: 'basket_delisted' } },
          { run: 'personas', save: { who: 'no.such.path' } },
        ],
      }),
    );
    const run = await harness.run('scenario', path, '--json');
    expect(run.code).toBe(1);
    const json = report(run);
    expect(json).toMatchObject({ passed: false, steps_passed: 1, steps_failed: 4 });
    expect(json.steps.map((s) => s.failures)).toEqual([
      ['exit code 1, expected 0 (error basket_delisted)'],
      [
        'baskets[0].id: "bsk_blue_chip", expected "bsk_nope"'.replace(/"/g, ''),
        'baskets[99].id: missing, expected x',
        'baskets[0].title: Blue Chip does not match /^Gold/',
      ],
      ['not run: no saved value for ${never_saved}'],
      [],
      ['save who: no.such.path is not in the result'],
    ]);
  });

  it('human mode: a table of steps with each unmet expectation under its step, and a summary', async () => {
    const path = file('human.yaml', '- run: basket list\n  expect: { json: { "baskets[0].id": bsk_nope } }\n- name: the personas\n  run: personas\n');
    const run = await harness.run('scenario', path);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe(
      [
        `scenario: ${path}`,
        '',
        'step  result  exit  command',
        '----  ------  ----  -------------------------------------------------',
        '   1  FAIL       0  basket list',
        '                      baskets[0].id: bsk_blue_chip, expected bsk_nope',
        '   2  pass       0  the personas',
        '',
        '1 of 2 steps failed',
        '',
      ].join('\n'),
    );
  });

  it("the command line's --persona wins over the file's", async () => {
    const path = file('persona.yaml', 'persona: alex\nsteps:\n  - run: basket list\n    expect: { json: { "baskets[0].owned": null } }\n');
    expect((await harness.run('scenario', path, '--persona', 'zoe', '--json')).code).toBe(0);
  });
});

describe('scenario: a file that is not a scenario is a usage error (exit 2) naming its line and step', () => {
  const malformed = async (name: string, text: string) => {
    const path = file(name, text);
    const run = await harness.run('scenario', path, '--json');
    expect(run.code).toBe(2);
    const error = (run.json() as { error: { code: string; message: string; params: { hint: string } } }).error;
    expect(error.code).toBe('usage');
    expect(error.params.hint).toContain('a scenario is a YAML or JSON list of steps');
    return error.message.replace(`${path}:`, '');
  };

  it('YAML syntax, with its line', async () => {
    expect(await malformed('syntax.yaml', '- run: personas\n- run: [basket, list\n')).toMatch(/^3: not YAML or JSON: /);
  });

  it('JSON syntax', async () => {
    expect(await malformed('syntax.json', '[{"run": "personas"},\n {"run" "x"}]')).toMatch(/^2: not YAML or JSON: /);
  });

  it('a field of the wrong type, an unknown field, an exit code out of range, a bad regular expression, a bad duration', async () => {
    expect(await malformed('type.yaml', '- run: personas\n- run: 42\n')).toBe('2: step 2, run: a command line: a string of words, or a list of strings');
    expect(await malformed('unknown.yaml', '- run: personas\n  expect:\n    exits: 0\n')).toBe('3: step 1, expect: unknown field exits');
    expect(await malformed('exit.yaml', 'steps:\n  - run: personas\n    expect:\n      exit: 7\n')).toBe('4: step 1, expect.exit: an exit code: 0, 1, 2 or 3');
    expect(await malformed('regex.yaml', '- run: personas\n  expect: { match: { a: "(" } }\n')).toBe('2: step 1, expect.match.a: a regular expression');
    expect(await malformed('wait.yaml', '- run: personas\n- wait: soon\n')).toBe('2: step 2, wait: a duration such as 16s, 500ms or 2m');
  });

  it('no steps, a step that is not an object, batch inside a scenario, not a scenario at all, a missing file', async () => {
    expect(await malformed('empty.yaml', 'steps: []\n')).toBe('1: at least one step');
    expect(await malformed('word.yaml', '- personas\n')).toBe('1: step 1: expected object');
    expect(await malformed('batch.yaml', '- run: batch\n')).toBe('1: step 1, run: batch and scenario cannot run inside a scenario');
    expect(await malformed('scalar.yaml', 'hello\n')).toBe('1: a scenario is a list of steps, or {name?, persona?, steps}');
    const missing = await harness.run('scenario', join(harness.dir, 'nope.yaml'));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('cannot read the scenario');
  });

  it('the file operand is required', async () => {
    const run = await harness.run('scenario');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('"scenario" takes <FILE>');
  });
});
