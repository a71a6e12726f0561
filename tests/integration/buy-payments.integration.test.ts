import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakePaymentFrameAdapter } from '../../adapters/fake/fake-payment-frame-adapter';
import { DEMO_OTP, DEMO_PASSCODE } from '../../adapters/sandbox/exchange/personas';
import { CONFIRM_DEBOUNCE_MS } from '../../domain/trade/quote-confirmation';
import { createSandboxHarness, type SandboxHarness } from '../support/sandbox-harness';
import { sessionIdOf } from '../support/trading-contract';

const ALEX = '+1 555 010 0001';

/**
 * Coin buys by card and with crypto through the Buy use case, over the HTTP adapters against the
 * sandbox exchange (msw): the sandbox's own quotes, purchases, gateway sessions and ledger. The
 * bank's page is played by completing its gateway session and posting its message.
 */
describe('Buy by card and with crypto against the sandbox exchange over HTTP', () => {
  let h: SandboxHarness;
  let stops: (() => void)[];

  beforeEach(async () => {
    h = createSandboxHarness();
    h.start();
    await h.services.signIn.submitPhone(ALEX);
    await h.services.signIn.submitOtp(DEMO_OTP);
    await h.services.signIn.submitPasscode(DEMO_PASSCODE);
    stops = [h.services.customer.start(), h.services.buy.start()];
  });

  afterEach(() => {
    stops.forEach((stop) => stop());
    h.stop();
  });

  const state = () => h.services.buy.state.getSnapshot();
  const frame = () => h.get('paymentSurfaces').paymentFrame as FakePaymentFrameAdapter;
  const balance = (currency: string) => {
    const account = h.exchange.accountByPhone('+15550100001');
    if (account === undefined) throw new Error('no account');
    return h.exchange.context.ledger.balance(account.uuid, currency);
  };

  async function buyWith(optionId: string, tab: 'cash' | 'crypto', amount: string): Promise<void> {
    const { buy } = h.services;
    await h.time.until(() => (tab === 'cash' ? state().cashOptions : state().cryptoOptions).length > 0 && !state().profile.loading);
    buy.selectTab(tab);
    await h.time.until(() => (tab === 'cash' ? state().cashOptions : state().cryptoOptions).some((o) => o.id === optionId && o.canSelect));
    buy.selectPayment(optionId);
    await h.time.until(() => state().pairRate !== undefined);
    buy.typeAmount(amount);
    buy.pressBuy();
    await h.time.until(() => {
      const confirm = state().confirm;
      return confirm.phase === 'open' && confirm.quote !== undefined;
    });
    await h.time.advance(CONFIRM_DEBOUNCE_MS);
    buy.confirm();
  }

  /** Waits for the frame, completes the bank page's session and posts what the page would. */
  async function bankPage(outcome: 'succeeded' | 'failed'): Promise<void> {
    await h.time.until(() => h.services.paymentFrames.state.getSnapshot().phase === 'open');
    const shown = h.services.paymentFrames.state.getSnapshot();
    const url = shown.phase === 'open' && shown.content.kind === 'url' ? shown.content.url : '';
    const session = h.exchange.context.gateway.complete(sessionIdOf(url), outcome);
    const purchaseId = session?.payload['purchase_uuid'];
    frame().post({ source: 'TradingCryptoPurchase', status: outcome === 'succeeded' ? 'success' : 'failed', transaction_id: purchaseId });
  }

  it('a saved Visa through 3-D Secure: the sandbox charges the card once and credits the coins', async () => {
    const before = balance('BTC');
    await buyWith('card_visa_4242', 'cash', '50');
    await bankPage('succeeded');
    await h.time.until(() => state().outcome !== undefined);
    const outcome = state().outcome;
    if (outcome?.kind !== 'success') throw new Error('the purchase did not succeed');
    expect(balance('BTC').minus(before).eq(outcome.receipt.transaction.toAmount)).toBe(true);
    expect(balance('USD').toFixed(2)).toBe('10000.00');
  });

  it('a failed authentication moves nothing and opens the failure modal', async () => {
    const before = balance('BTC');
    await buyWith('card_visa_4242', 'cash', '50');
    await bankPage('failed');
    await h.time.until(() => state().outcome !== undefined);
    expect(state().outcome).toMatchObject({ kind: 'failure', notice: { title: { kind: 'key', key: 'web_error_purchase_failed_title' } } });
    expect(balance('BTC').eq(before)).toBe(true);
  });

  it('ETH pays for BTC from the crypto tab: a coin quotation confirmed once', async () => {
    const eth = balance('ETH');
    await buyWith('crypto_wallet:ETH', 'crypto', '0.1');
    await h.time.until(() => state().outcome !== undefined);
    expect(state().outcome?.kind).toBe('success');
    expect(eth.minus(balance('ETH')).toFixed()).toBe('0.1');
  });
});
