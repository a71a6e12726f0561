import { describe, expect, it } from 'vitest';
import { readServerArguments } from '../../../../adapters/sandbox/server/server-arguments';

describe('npm start arguments', () => {
  it('defaults to an in-memory standalone sandbox with seed 1 and no control endpoint', () => {
    expect(readServerArguments([], {})).toEqual({ stateFile: undefined, seed: 1, mode: 'standalone', controls: false });
  });

  it('reads --state, --seed and --mode, which win over the environment', () => {
    expect(readServerArguments(['--state', 's.json', '--seed', '7', '--mode', 'demo'], { SANDBOX_SEED: '3', SANDBOX_MODE: 'test' })).toEqual({
      stateFile: 's.json',
      seed: 7,
      mode: 'demo',
      controls: true,
    });
    expect(readServerArguments([], { SANDBOX_MODE: 'test', SANDBOX_STATE: 'x.json' })).toMatchObject({ mode: 'test', controls: true, stateFile: 'x.json' });
  });

  it('refuses unknown options, missing values and bad modes or seeds with a hint', () => {
    expect(() => readServerArguments(['--port', '1'], {})).toThrow(/unknown option --port/);
    expect(() => readServerArguments(['--state'], {})).toThrow(/--state needs a value/);
    expect(() => readServerArguments(['--mode', 'prod'], {})).toThrow(/--mode must be one of/);
    expect(() => readServerArguments(['--seed', 'x'], {})).toThrow(/whole number/);
  });
});
