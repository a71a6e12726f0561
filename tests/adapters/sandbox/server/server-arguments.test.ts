import { describe, expect, it } from 'vitest';
import { readServerArguments } from '../../../../adapters/sandbox/server/server-arguments';

describe('sandbox server arguments (npm start, npm run serve)', () => {
  it('defaults to an in-memory standalone sandbox on 127.0.0.1:8080 with seed 1, the gateway on 8081, a request log, no CORS', () => {
    expect(readServerArguments([], {})).toEqual({
      host: '127.0.0.1',
      port: 8080,
      gatewayPort: 8081,
      gatewayOrigin: 'http://127.0.0.1:8081',
      stateFile: undefined,
      seed: 1,
      mode: 'standalone',
      controls: false,
      quiet: false,
      corsOrigins: [],
      staticDir: 'dist',
      devFiles: false,
      apiBaseUrl: '',
    });
  });

  it('reads every flag, which wins over the environment', () => {
    const argv = ['--host', '0.0.0.0', '--port', '4010', '--seed', '7', '--state', 's.json', '--mode', 'demo', '--quiet', '--api-only'];
    const cors = ['--cors-origin', 'http://localhost:3000', '--cors-origin', 'https://app.example.test', '--gateway-origin', 'http://localhost:4011'];
    expect(readServerArguments([...argv, ...cors, '--dev-files'], { SANDBOX_SEED: '3', SANDBOX_MODE: 'test', PORT: '9000' })).toEqual({
      host: '0.0.0.0',
      port: 4010,
      gatewayPort: 4011,
      gatewayOrigin: 'http://localhost:4011',
      stateFile: 's.json',
      seed: 7,
      mode: 'demo',
      controls: true,
      quiet: true,
      corsOrigins: ['http://localhost:3000', 'https://app.example.test'],
      staticDir: undefined,
      devFiles: true,
      apiBaseUrl: '',
    });
    expect(
      readServerArguments([], { SANDBOX_MODE: 'test', SANDBOX_STATE: 'x.json', PORT: '4173', SANDBOX_CORS_ORIGINS: 'http://a.test,http://b.test' }),
    ).toMatchObject({
      mode: 'test',
      controls: true,
      stateFile: 'x.json',
      port: 4173,
      gatewayPort: 4174,
      corsOrigins: ['http://a.test', 'http://b.test'],
    });
  });

  it('answers --help with the usage', () => {
    expect(readServerArguments(['--help'], {})).toBe('help');
  });

  it('refuses unknown options, missing values and bad modes, numbers or origins with a hint', () => {
    expect(() => readServerArguments(['--colour', '1'], {})).toThrow(/Unknown option '--colour'[\s\S]*Usage:/);
    expect(() => readServerArguments(['--state'], {})).toThrow(/--state/);
    expect(() => readServerArguments(['--mode', 'prod'], {})).toThrow(/--mode must be one of/);
    expect(() => readServerArguments(['--seed', 'x'], {})).toThrow(/whole number/);
    expect(() => readServerArguments(['--cors-origin', 'http://a.test/path'], {})).toThrow(/takes an origin/);
  });
});
