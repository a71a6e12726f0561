import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentBackends, runBin, startPaymentBackends } from './cli-process-support';
import { tempDirs } from '../../support/temp-dirs';

const temp = tempDirs();
afterAll(temp.removeAll);

/** The bin in its own process, its session kept in `home`. */
const cli = (args: readonly string[], home: string) => runBin(args, { CRYPTO_CLI_HOME: home });

const TOP_UP = ['deposit', 'card', '--currency', 'USD', '--amount', '100', '--passcode', '147258', '--agree-fee', '--json'];
const login = ['login', '--phone', '+1 555 010 0001', '--otp', '123456', '--passcode', '147258'];
let backends: PaymentBackends;
beforeAll(async () => {
  backends = await startPaymentBackends(4);
});
afterAll(() => backends.close());

describe('crypto-cli deposit, in its own process', { timeout: 120_000 }, () => {
  it('--api against a sandbox server: 3-D Secure is submitted to the gateway page over HTTP; the money arrives once', async () => {
    const home = temp.make('crypto-cli-deposit-');
    expect((await cli([...login, '--api', backends.sandbox.server.url], home)).code).toBe(0);
    const run = await cli([...TOP_UP, '--api', backends.sandbox.server.url], home);
    expect(run.code).toBe(0);
    expect(run.stdout.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(run.stdout)).toMatchObject({
      authentication: { decision: 'pass', status: 'completed' },
      settlement: { status: 'settled', amount: '96.01' },
      cash_account: { currency: 'USD', balance: '10096.01' },
    });
    const alex = backends.sandbox.exchange.accountByPhone('+15550100001');
    expect(backends.sandbox.exchange.context.ledger.balance(alex?.uuid ?? '', 'USD').toFixed(2)).toBe('10096.01');
    const failed = await cli([...TOP_UP, '--3ds', 'fail', '--api', backends.sandbox.server.url], home);
    expect(failed.code).toBe(1);
    expect(JSON.parse(failed.stdout)).toMatchObject({ error: { code: 'invalid_card_information' } });
    expect(backends.sandbox.exchange.context.ledger.balance(alex?.uuid ?? '', 'USD').toFixed(2)).toBe('10096.01');
  });

  it("--api against a backend whose 3-D Secure page is a real issuer's: a business error saying it needs a browser, nothing faked", async () => {
    const home = temp.make('crypto-cli-deposit-');
    expect((await cli([...login, '--api', backends.issuerBackend.server.url], home)).code).toBe(0);
    const run = await cli([...TOP_UP, '--api', backends.issuerBackend.server.url], home);
    expect(run.code).toBe(1);
    const { error } = JSON.parse(run.stdout) as { error: { code: string; message: string; params: Record<string, string> } };
    expect(error).toMatchObject({ code: 'top_up_authentication_needs_browser', message: 'Your card issuer asks you to confirm this top-up in a browser.' });
    expect(error.params.url?.startsWith(backends.issuerUrl)).toBe(true);
    const alex = backends.issuerBackend.exchange.accountByPhone('+15550100001');
    expect(backends.issuerBackend.exchange.context.ledger.balance(alex?.uuid ?? '', 'USD').toFixed(2)).toBe('10000.00');
  });

  it('in-process sandbox: the picker as one JSON document; a human top-up with progress on stderr only', async () => {
    const home = temp.make('crypto-cli-deposit-');
    const methods = await cli(['deposit', 'methods', '--currency', 'USD', '--json'], home);
    expect(methods.code).toBe(0);
    expect(methods.stdout.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(methods.stdout)).toMatchObject({ currency: 'USD', decision: 'list' });
    const human = await cli(['deposit', 'card', '--currency', 'USD', '--amount', '100', '--passcode', '147258', '--agree-fee'], home);
    expect(human.code).toBe(0);
    expect(human.stdout).toContain('settlement:   $96.01 arrived in the cash account');
    expect(human.stdout).toContain('cash account: $10,096.01');
    expect(human.stderr).toContain('completing 3-D Secure');
    expect(human.stdout).not.toContain('completing 3-D Secure');
  });
});
