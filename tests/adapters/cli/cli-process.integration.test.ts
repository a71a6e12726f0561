import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../adapters/sandbox/server/http-server';
import { runBin, sandboxBackend } from './cli-process-support';
import { tempDirs } from '../../support/temp-dirs';

const temp = tempDirs();
afterAll(temp.removeAll);

const cli = runBin;

let server: RunningServer;
let home: string;
beforeAll(async () => {
  ({ server } = await sandboxBackend(3));
  home = temp.make('crypto-cli-home-');
});
afterAll(() => server.close());

describe('the crypto-cli bin, in its own process', { timeout: 90_000 }, () => {
  it('in-process sandbox: --json prints exactly one JSON document on stdout and exits 0', async () => {
    const run = await cli(['balances', '--persona', 'alex', '--json'], { CRYPTO_CLI_HOME: home });
    expect(run.code).toBe(0);
    expect(run.stdout.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(run.stdout)).toHaveProperty('fiat_wallets');
  });

  it('a usage error exits 2 with a one-line hint on stderr and nothing on stdout', async () => {
    const run = await cli(['balances', '--nope'], { CRYPTO_CLI_HOME: home });
    expect(run).toMatchObject({ code: 2, stdout: '' });
    expect(run.stderr).toBe('error: unknown flag --nope\nhint: run "balances --help" for its flags\n');
  });

  it('--api: login keeps the session in a mode-600 file; later commands use it; a wrong passcode is a business error', async () => {
    const env = { CRYPTO_CLI_HOME: home };
    const wrong = await cli(['login', '--api', server.url, '--phone', '+1 555 010 0002', '--otp', '123456', '--passcode', '000000', '--json'], env);
    expect(wrong.code).toBe(1);
    expect(JSON.parse(wrong.stdout)).toMatchObject({ error: { code: 'invalid_passcode', params: { remaining: '4' } } });
    const login = await cli(['login', '--api', server.url, '--phone', '+1 555 010 0002', '--otp', '123456', '--passcode', '147258', '--json'], env);
    expect(login.code).toBe(0);
    expect(JSON.parse(login.stdout)).toMatchObject({ signed_in: true, user: { name: 'Zoe Empty' } });
    const file = join(home, 'session.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const balances = await cli(['balances', '--api', server.url, '--json'], env);
    expect(balances.code).toBe(0);
    expect(JSON.parse(balances.stdout)).toMatchObject({ fiat_wallets: [{ currency: 'USD', amount: '0' }] });
  });

  it('--api: login asks for the code and passcode (stdin lines from a script, no secret on the command line); whoami; logout ends the session', async () => {
    const own = temp.make('crypto-cli-home-');
    const env = { CRYPTO_CLI_HOME: own };
    const login = await cli(['login', '--api', server.url, '--phone', '+1 555 010 0001', '--json'], env, '123456\n147258\n');
    expect(login.code).toBe(0);
    expect(JSON.parse(login.stdout)).toMatchObject({ signed_in: true, user: { name: 'Alex Morgan' }, next_route: '/hub/home' });
    expect(login.stderr).toContain('One-time code: ');
    expect(login.stderr).not.toContain('147258');
    const whoami = await cli(['whoami', '--api', server.url, '--json'], env);
    expect(JSON.parse(whoami.stdout)).toMatchObject({ user: { name: 'Alex Morgan', identity: 'approved' }, next_route: '/hub/home' });
    expect((await cli(['logout', '--api', server.url, '--json'], env)).code).toBe(0);
    const after = await cli(['whoami', '--api', server.url, '--json'], env);
    expect(after.code).toBe(1);
    expect(JSON.parse(after.stdout)).toMatchObject({ error: { code: 'unauthorized' } });
    const noInput = await cli(['login', '--api', server.url, '--phone', '+1 555 010 0001', '--json'], env);
    expect(noInput.code).toBe(2);
  });

  it('signup walks a sign-up number through the code with the terms, a referral code, the passcode twice, to the identity page', async () => {
    const env = { CRYPTO_CLI_HOME: temp.make('crypto-cli-home-') };
    const run = await cli(['signup', '--api', server.url, '--phone', '+1 555 010 0101', '--referral', 'WELCOME25', '--json'], env, '123456\n246810\n246810\n');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({
      signed_up: true,
      user: { name: 'Nina New' },
      next_route: '/signup/identity',
      referral_claimed: true,
      identity_url: expect.stringMatching(/\/gateway\/identity\//) as unknown,
    });
    const taken = await cli(['signup', '--api', server.url, '--phone', '+1 555 010 0002', '--json'], env, '123456\n');
    expect(taken.code).toBe(2);
  });

  it('--api without a session is unauthorized (exit 1); an unreachable backend is a transport failure (exit 3)', async () => {
    const fresh = temp.make('crypto-cli-home-');
    const unauthorized = await cli(['balances', '--api', server.url, '--json'], { CRYPTO_CLI_HOME: fresh });
    expect(unauthorized.code).toBe(1);
    expect(JSON.parse(unauthorized.stdout)).toMatchObject({ error: { code: 'unauthorized' } });
    const down = await cli(['personas', '--json'], { CRYPTO_CLI_HOME: fresh });
    expect(down.code).toBe(0);
    const unreachable = await cli(['check', 'amount', '--currency', 'USD', '--input', '1', '--api', 'http://127.0.0.1:9', '--json'], {
      CRYPTO_CLI_HOME: fresh,
    });
    expect(unreachable.code).toBe(3);
    expect(JSON.parse(unreachable.stdout)).toMatchObject({ error: { code: 'network_error' } });
  });

  it('batch reads stdin lines in one process', async () => {
    const run = await cli(['batch', '--persona', 'alex'], { CRYPTO_CLI_HOME: home }, '["check","return-to","--value","/hub/home"]\n["balances"]\n');
    expect(run.code).toBe(0);
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { exit_code: number });
    expect(lines.map((l) => l.exit_code)).toEqual([0, 0]);
  });
});
