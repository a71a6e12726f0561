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

describe('check commands: the domain rules from a terminal', () => {
  it('check amount: a fiat keeps 2 decimals, a coin its own precision', async () => {
    expect((await harness.run('check', 'amount', '--currency', 'USD', '--input', '12.345', '--previous', '12.3', '--json')).json()).toEqual({
      accepted: false,
      value: '12.3',
      reason: 'too_many_decimals',
      max_fraction: 2,
    });
    expect((await harness.run('check', 'amount', '--currency', 'BTC', '--input', '0.12345678', '--json')).json()).toMatchObject({
      accepted: true,
      value: '0.12345678',
      reason: null,
      max_fraction: 8,
    });
    expect((await harness.run('check', 'amount', '--currency', 'JPY', '--input', '1.5', '--json')).json()).toMatchObject({
      accepted: false,
      reason: 'no_decimals_allowed',
      max_fraction: 0,
    });
    const human = await harness.run('check', 'amount', '--currency', 'USD', '--input', '1,000');
    expect(human.stdout).toBe('accepted: true\nvalue:    1000\nreason:   -\n');
  });

  it('check amount and basket-percentage read the amount in the --lang locale: "12,50" in German is 12.50, never 1250', async () => {
    expect((await harness.run('--lang', 'de', 'check', 'amount', '--currency', 'EUR', '--input', '12,50', '--json')).json()).toMatchObject({
      accepted: true,
      value: '12.50',
    });
    expect((await harness.run('--lang', 'de', 'check', 'amount', '--currency', 'EUR', '--input', '1.234,5', '--json')).json()).toMatchObject({
      value: '1234.5',
    });
    expect((await harness.run('--lang', 'en', 'check', 'amount', '--currency', 'EUR', '--input', '12,50', '--json')).json()).toMatchObject({ value: '1250' });
    expect(
      (await harness.run('--lang', 'fr', 'check', 'basket-percentage', '--input', '33,33', '--balance', '100', '--minimum', '1', '--json')).json(),
    ).toMatchObject({
      value: '33.33',
      amount: '33.33',
    });
  });

  it('check basket-percentage: capped at 100, amount half up to 2 decimals, below-minimum error', async () => {
    expect((await harness.run('check', 'basket-percentage', '--input', '33.33', '--balance', '100.05', '--minimum', '5.25', '--json')).json()).toEqual({
      accepted: true,
      value: '33.33',
      reason: null,
      amount: '33.35',
      error: null,
    });
    expect((await harness.run('check', 'basket-percentage', '--input', '150', '--balance', '10', '--minimum', '5.25', '--json')).json()).toMatchObject({
      value: '100',
      amount: '10.00',
    });
    expect((await harness.run('check', 'basket-percentage', '--input', '25', '--balance', '20', '--minimum', '5.25', '--json')).json()).toMatchObject({
      amount: '5.00',
      error: { code: 'basket_below_minimum', minimum: '5.25', currency: 'USD' },
    });
    expect((await harness.run('check', 'basket-percentage', '--input', '0', '--balance', '20', '--minimum', '1', '--json')).json()).toMatchObject({
      reason: 'not_above_zero',
      amount: null,
    });
    expect((await harness.run('check', 'basket-percentage', '--input', '5', '--balance', 'lots', '--minimum', '1')).code).toBe(2);
  });

  it('check redirect: the post-login rule from a user file', async () => {
    const file = join(harness.dir, 'user.json');
    const user = {
      email_confirmed: true,
      phone_confirmed: true,
      terms_accepted: true,
      main_app_web_enabled: true,
      has_passcode: false,
      identity_approved: false,
    };
    writeFileSync(file, JSON.stringify(user));
    expect((await harness.run('check', 'redirect', '--user', file, '--json')).json()).toEqual({ route: '/signup/passcode' });
    writeFileSync(file, JSON.stringify({ ...user, has_passcode: true, identity_approved: true }));
    expect((await harness.run('check', 'redirect', '--user', file)).stdout).toBe('/hub/home\n');
    writeFileSync(file, JSON.stringify({ email_confirmed: 'yes' }));
    const bad = await harness.run('check', 'redirect', '--user', file, '--json');
    expect(bad.code).toBe(2);
    expect(bad.json()).toMatchObject({ error: { message: `${file}: email_confirmed must be true or false` } });
  });

  it('check return-to: only safe in-app paths are kept', async () => {
    expect((await harness.run('check', 'return-to', '--value', '/hub/price/bitcoin', '--json')).json()).toEqual({
      accepted: true,
      value: '/hub/price/bitcoin',
    });
    expect((await harness.run('check', 'return-to', '--value', 'https://evil.example/hub', '--json')).json()).toEqual({ accepted: false, value: null });
  });
});

describe('market commands', () => {
  it('coins: a search sorted by price ascending, and pages of the whole list', async () => {
    const found = (await harness.run('coins', '--search', 'bit', '--sort', 'price:asc', '--json')).json() as {
      coins: { name: string; price: string }[];
      total: number;
    };
    expect(found.coins.length).toBeGreaterThan(0);
    expect(found.coins.every((c) => /bit/i.test(c.name) || /bit/i.test(c.name))).toBe(true);
    const prices = found.coins.map((c) => Number(c.price));
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const second = (await harness.run('coins', '--page', '2', '--json')).json() as { page: number; coins: unknown[]; total: number };
    expect(second).toMatchObject({ page: 2 });
    expect(second.coins.length).toBe(Math.min(100, second.total - 100));
  });

  it('coins: a screener keeps its order; an unknown category is a usage error', async () => {
    const gainers = (await harness.run('coins', '--category', 'top_gainers', '--json')).json() as { coins: { percentage: string }[] };
    const changes = gainers.coins.map((c) => Number(c.percentage));
    expect([...changes].sort((a, b) => b - a)).toEqual(changes);
    expect((await harness.run('coins', '--category', 'shiny')).code).toBe(2);
  });

  it('rates: tiers for both input currencies and the thresholds', async () => {
    const json = (await harness.run('rates', '--from', 'USD', '--to', 'BTC', '--json')).json() as {
      live_rates: { key_currency: string; rates: { input_currency: string; tiers: unknown[] }[] };
    };
    expect(json.live_rates.key_currency).toBe('BTC');
    expect(json.live_rates.rates.map((r) => r.input_currency).sort()).toEqual(['BTC', 'USD']);
    expect(json.live_rates.rates[0]?.tiers.length).toBeGreaterThan(0);
  });
});
