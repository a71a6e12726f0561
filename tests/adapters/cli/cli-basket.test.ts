import { beforeEach, afterEach, describe, expect, it } from 'vitest';
import { type CliHarness, cliHarness } from './cli-harness';

let harness: CliHarness;
beforeEach(() => {
  harness = cliHarness();
});
afterEach(async () => {
  await harness.close();
});

const BUY = ['basket', 'buy', '--basket', 'bsk_layer_1', '--amount', '100', '--pay', 'fiat_wallet', '--rebalancing', 'weekly', '--accept-terms'];
const errorOf = (run: { json: () => Record<string, unknown> }) => (run.json() as { error: Record<string, unknown> }).error;

describe('basket list', () => {
  it("--json: the preset baskets with weights and availability; alex's Blue Chip with its rebalancing", async () => {
    const run = await harness.run('basket', 'list', '--json');
    expect(run.code).toBe(0);
    const { baskets } = run.json() as { baskets: { id: string; availability: string; owned: unknown; coins: unknown }[] };
    expect(baskets.map((b) => [b.id, b.availability])).toEqual([
      ['bsk_blue_chip', 'available'],
      ['bsk_balanced_four', 'available'],
      ['bsk_layer_1', 'available'],
      ['bsk_cronos', 'available'],
      ['bsk_defi', 'available'],
      ['bsk_staked_eth', 'not_for_purchase'],
      ['bsk_legacy', 'delisted'],
      ['bsk_solana_surge', 'disabled'],
    ]);
    expect(baskets[0]).toMatchObject({
      coins: [
        { symbol: 'BTC', weight: '60' },
        { symbol: 'ETH', weight: '40' },
      ],
      owned: { instance_id: 'bski_alex_blue_chip', currency: 'USD', rebalancing_interval: 'monthly' },
    });
    expect(baskets[1]?.owned).toBeNull();
  });

  it('human: a table with the coins, availability and your basket', async () => {
    const run = await harness.run('basket', 'list');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^basket +title +coins +availability +yours/);
    expect(run.stdout).toMatch(/bsk_blue_chip +Blue Chip +BTC 60%, ETH 40% +available +bski_alex_blue_chip: \$[\d,.]+, monthly/);
    expect(run.stdout).toMatch(/bsk_legacy .* delisted +-/);
  });
});

describe('basket buy', () => {
  it('--json: the preview with its fee, the completed purchase and the cash account it drew on', async () => {
    const run = await harness.run(...BUY, '--json');
    expect(run.code).toBe(0);
    expect(run.json()).toMatchObject({
      preview: {
        kind: 'basket_buy',
        basket_id: 'bsk_layer_1',
        payment_currency: 'USD',
        total_payment_amount: '100',
        payment_amount: '98.5',
        rebalancing_interval: 'weekly',
        fees: [{ type: 'percentage', value: '1.5', amount: '1.5' }],
      },
      status: 'completed',
      transaction: { side: 'buy', status: 'completed', from_currency: 'USD', from_amount: '100' },
      balance_changes: [{ currency: 'USD', before: '10000', after: '9900', change: '-100' }],
    });
    const list = await harness.run('basket', 'list', '--json');
    const layer = (list.json() as { baskets: { id: string; owned: { rebalancing_interval: string } | null }[] }).baskets.find((b) => b.id === 'bsk_layer_1');
    expect(layer?.owned?.rebalancing_interval).toBe('weekly');
  });

  it("human: the confirmation's lines, the transaction and the balance table", async () => {
    const run = await harness.run(...BUY);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      'basket:      Layer 1 Leaders (BTC, ETH, SOL, ADA)\nyou pay:     $100.00\nfee (1.5%):  $1.50\ninvested:    $98.50\nrebalancing: weekly\n',
    );
    expect(run.stdout).toMatch(/USD +\$10,000\.00 +\$9,900\.00 +-\$100\.00/);
  });

  it('without --accept-terms: the preview is shown, nothing is bought (basket_terms_not_accepted, exit 1)', async () => {
    const run = await harness.run(...BUY.filter((w) => w !== '--accept-terms'), '--json');
    expect(run.code).toBe(1);
    expect(errorOf(run)).toMatchObject({
      code: 'basket_terms_not_accepted',
      message_key: 'basket_terms_not_accepted',
      params: { total_amount: '100', currency: 'USD' },
    });
    const balances = await harness.run('balances', '--json');
    expect(balances.json()).toMatchObject({ fiat_wallets: [{ currency: 'USD', amount: '10000' }] });
  });

  it('a delisted or disabled basket is refused with basket_delisted', async () => {
    for (const basket of ['bsk_legacy', 'bsk_solana_surge']) {
      const run = await harness.run('basket', 'buy', '--basket', basket, '--amount', '50', '--pay', 'fiat_wallet', '--accept-terms', '--json');
      expect(run.code).toBe(1);
      expect(errorOf(run)).toMatchObject({ code: 'basket_delisted' });
    }
  });

  it("below the minimum and above the balance: the form's errors with their values", async () => {
    const low = await harness.run('basket', 'buy', '--basket', 'bsk_layer_1', '--amount', '5', '--pay', 'fiat_wallet', '--json');
    expect(low.code).toBe(1);
    expect(errorOf(low)).toMatchObject({ code: 'basket_below_minimum', params: { minimum_amount: '10.5', currency: 'USD' } });
    const high = await harness.run('basket', 'buy', '--basket', 'bsk_layer_1', '--amount', '20000', '--pay', 'fiat_wallet');
    expect(high.code).toBe(1);
    expect(high.stderr).toContain('(button_insufficient_balance)');
  });

  it('usage errors: an unknown basket, an unknown interval, another interval for an owned basket', async () => {
    const unknown = await harness.run('basket', 'buy', '--basket', 'bsk_nope', '--amount', '50', '--pay', 'fiat_wallet', '--json');
    expect(unknown.code).toBe(2);
    expect(errorOf(unknown)).toMatchObject({ code: 'usage', message: 'no basket "bsk_nope"' });
    const interval = await harness.run(...BUY.slice(0, -3), '--rebalancing', 'daily');
    expect(interval.code).toBe(2);
    expect(interval.stderr).toContain('--rebalancing takes never, weekly, bi-weekly, monthly, not "daily"');
    const owned = await harness.run(
      'basket',
      'buy',
      '--basket',
      'bsk_blue_chip',
      '--amount',
      '50',
      '--pay',
      'fiat_wallet',
      '--rebalancing',
      'weekly',
      '--json',
    );
    expect(owned.code).toBe(2);
    expect(errorOf(owned)).toMatchObject({
      params: { hint: 'change it with: crypto-cli basket rebalancing --instance bski_alex_blue_chip --interval weekly' },
    });
  });

  it('by card: the 3-D Secure page is passed headlessly and the purchase completes', async () => {
    const run = await harness.run(
      'basket',
      'buy',
      '--basket',
      'bsk_cronos',
      '--amount',
      '60',
      '--pay',
      'credit_card',
      '--card',
      'card_visa_4242',
      '--accept-terms',
      '--json',
    );
    expect(run.code).toBe(0);
    expect(run.json()).toMatchObject({
      preview: {
        basket_id: 'bsk_cronos',
        total_payment_amount: '60',
        expires_in_seconds: 15,
        fees: [
          { type: 'amount', amount: '0.99' },
          { type: 'percentage', value: '3.99', amount: '2.4' },
        ],
      },
      status: 'completed',
      transaction: { kind: 'basket_purchase', offer_id: 'bsk_cronos', from_amount: '60' },
      balance_changes: [],
    });
    const failed = await harness.run(
      'basket',
      'buy',
      '--basket',
      'bsk_cronos',
      '--amount',
      '60',
      '--pay',
      'credit_card',
      '--accept-terms',
      '--3ds',
      'fail',
      '--json',
    );
    expect(failed.code).toBe(1);
    expect(errorOf(failed)).toHaveProperty('code');
  });
});

describe('basket buy with a wallet sheet', () => {
  it.each(['apple_pay', 'google_pay'])(
    '%s: the sandbox sheet paid, the purchase completes; cancelled on the sheet, purchase_cancelled and nothing bought',
    async (pay) => {
      const run = await harness.run('basket', 'buy', '--basket', 'bsk_cronos', '--amount', '60', '--pay', pay, '--accept-terms', '--json');
      expect(run.code, run.stdout).toBe(0);
      expect(run.json()).toMatchObject({ status: 'completed', transaction: { offer_id: 'bsk_cronos', from_amount: '60' } });
      const cancelled = await harness.run(
        'basket',
        'buy',
        '--basket',
        'bsk_cronos',
        '--amount',
        '60',
        '--pay',
        pay,
        '--sheet',
        'cancel',
        '--accept-terms',
        '--json',
      );
      expect(cancelled.code).toBe(1);
      expect(errorOf(cancelled)).toMatchObject({ code: 'purchase_cancelled' });
    },
  );
});

describe('basket sell', () => {
  it("--json: a quick-select share of alex's Blue Chip sold into the cash account; the sale is placed", async () => {
    const run = await harness.run('basket', 'sell', '--basket', 'bski_alex_blue_chip', '--percentage', '50', '--json');
    expect(run.code).toBe(0);
    expect(run.json()).toMatchObject({
      preview: { kind: 'basket_sell', basket_id: 'bski_alex_blue_chip', payout_method: 'fiat_wallet' },
      percentage: '50',
      transaction: { kind: 'basket_sale', side: 'sell', status: 'pending', basket_id: 'bski_alex_blue_chip' },
    });
  });

  it('max sells everything (100 %); the offer id finds the basket too; human output', async () => {
    const run = await harness.run('basket', 'sell', '--basket', 'bsk_blue_chip', '--percentage', 'max');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^preview: +\S+\nbasket: +Blue Chip \(BTC, ETH\)\nsold for: +\$[\d,.]+\nfee: +\$[\d,.]+\nyou get: +\$[\d,.]+\n/);
  });

  it('below the minimum: basket_below_minimum with the minimum; a refused percentage; a basket not held', async () => {
    const low = await harness.run('basket', 'sell', '--basket', 'bski_alex_blue_chip', '--percentage', '0.1', '--json');
    expect(low.code).toBe(1);
    expect(errorOf(low)).toMatchObject({ code: 'basket_below_minimum', params: { minimum_amount: '5.25', currency: 'USD' } });
    const decimals = await harness.run('basket', 'sell', '--basket', 'bski_alex_blue_chip', '--percentage', '12.345', '--json');
    expect(decimals.code).toBe(1);
    expect(errorOf(decimals)).toMatchObject({ code: 'amount_input_refused', params: { reason: 'too_many_decimals' } });
    const zero = await harness.run('basket', 'sell', '--basket', 'bski_alex_blue_chip', '--percentage', '0', '--json');
    expect(errorOf(zero)).toMatchObject({ code: 'amount_input_refused', params: { reason: 'not_above_zero' } });
    const words = await harness.run('basket', 'sell', '--basket', 'bski_alex_blue_chip', '--percentage', 'half');
    expect(words.code).toBe(2);
    const none = await harness.run('basket', 'sell', '--basket', 'bsk_cronos', '--percentage', '50', '--json');
    expect(none.code).toBe(2);
    expect(errorOf(none)).toMatchObject({ message: 'you hold no basket "bsk_cronos"', params: { hint: 'your baskets: bski_alex_blue_chip (Blue Chip)' } });
  });
});

describe('basket rebalancing', () => {
  it('--json: monthly to bi-weekly, then the same again changes nothing; basket list shows it', async () => {
    const run = await harness.run('basket', 'rebalancing', '--instance', 'bski_alex_blue_chip', '--interval', 'bi-weekly', '--json');
    expect(run.code).toBe(0);
    expect(run.json()).toMatchObject({
      instance_id: 'bski_alex_blue_chip',
      offer_id: 'bsk_blue_chip',
      previous_interval: 'monthly',
      rebalancing_interval: 'bi-weekly',
      changed: true,
    });
    const again = await harness.run('basket', 'rebalancing', '--instance', 'bski_alex_blue_chip', '--interval', 'bi-weekly');
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('rebalancing:      bi-weekly (unchanged)');
    const list = await harness.run('basket', 'list', '--json');
    expect(JSON.stringify(list.json())).toContain('"rebalancing_interval":"bi-weekly"');
  });

  it('never disables it (human); an instance not held is a usage error', async () => {
    const run = await harness.run('basket', 'rebalancing', '--instance', 'bski_alex_blue_chip', '--interval', 'never');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('rebalancing:      monthly -> never');
    const other = await harness.run('basket', 'rebalancing', '--instance', 'bski_priya_layer_1', '--interval', 'never', '--json');
    expect(other.code).toBe(2);
  });
});

describe('basket buy twice in one session', () => {
  it('the form opened again reads the basket afresh: the second buy sees the basket now owned and the balance left', async () => {
    expect((await harness.run(...BUY)).code).toBe(0);
    const again = await harness.run(...BUY.slice(0, -3), '--rebalancing', 'monthly', '--json');
    expect(again.code).toBe(2);
    expect(again.json()).toMatchObject({ error: { message: 'you own Layer 1 Leaders: its rebalancing stays weekly when you buy more' } });
    const more = await harness.run('basket', 'buy', '--basket', 'bsk_layer_1', '--amount', '9900.01', '--pay', 'fiat_wallet', '--json');
    expect(more.json()).toMatchObject({ error: { code: 'button_insufficient_balance' } });
  });
});
