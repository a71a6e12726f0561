import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_OTP, DEMO_PASSCODE } from '../../adapters/sandbox/exchange/personas';
import { currencyCode } from '../../domain/money/currency';
import { dec } from '../../domain/money/decimal';
import { createSandboxHarness, type SandboxHarness } from '../support/sandbox-harness';

const ALEX = '+1 555 010 0001';

async function signIn(h: SandboxHarness, phone = ALEX): Promise<void> {
  const { signIn } = h.services;
  await signIn.submitPhone(phone);
  await signIn.submitOtp(DEMO_OTP);
  await signIn.submitPasscode(DEMO_PASSCODE);
  expect(signIn.state.getSnapshot().step).toBe('signed_in');
}

async function readyToBuy(h: SandboxHarness, amount: string): Promise<void> {
  const { buy } = h.services;
  await h.time.until(() => buy.state.getSnapshot().cashOptions.some((o) => o.id === 'fiat_wallet:USD' && o.canSelect));
  buy.selectPayment('fiat_wallet:USD');
  await h.time.until(() => buy.state.getSnapshot().pairRate !== undefined);
  buy.typeAmount(amount);
  expect(buy.state.getSnapshot().canBuy).toBe(true);
}

describe('buy use case against the sandbox exchange over HTTP (msw)', () => {
  let h: SandboxHarness;
  let stops: (() => void)[];

  beforeEach(async () => {
    h = createSandboxHarness();
    h.start();
    await signIn(h);
    stops = [h.services.customer.start(), h.services.buy.start()];
  });

  afterEach(() => {
    stops.forEach((stop) => stop());
    h.stop();
  });

  it('buys BTC from the USD wallet once, even when confirm is clicked twice, and refreshes balances', async () => {
    const { buy, balances } = h.services;
    await readyToBuy(h, '100');
    buy.pressBuy();
    await h.time.until(() => buy.state.getSnapshot().confirm.phase === 'open' && (buy.state.getSnapshot().confirm as { quote?: unknown }).quote !== undefined);
    const confirm = buy.state.getSnapshot().confirm;
    if (confirm.phase !== 'open' || confirm.quote === undefined) throw new Error('no quote');
    expect(confirm.quote.totalAmount.toFixed(2)).toBe('100.00');
    expect(confirm.quote.fees[0]?.actualAmount.toFixed(2)).toBe('0.50');
    expect(confirm.quote.fromAmount.plus(confirm.quote.fees[0]?.actualAmount ?? 0).toFixed(2)).toBe('100.00');

    buy.confirm();
    buy.confirm();
    await h.time.until(() => buy.state.getSnapshot().outcome !== undefined);
    expect(buy.state.getSnapshot().outcome?.kind).toBe('success');
    await h.time.until(() => balances.state.getSnapshot().wallets?.fiat[0]?.amount.toFixed(2) === '9900.00');

    const account = h.exchange.accountByPhone('+15550100001');
    if (account === undefined) throw new Error('no account');
    expect(h.exchange.context.transactionsOf(account)).toHaveLength(1);
    expect(h.exchange.context.ledger.balance(account.uuid, 'BTC').toFixed()).toBe(dec('0.05').plus(confirm.quote.toAmount).toFixed());
  });

  it('refreshes the quote when the 15-second countdown reaches zero and tells the customer', async () => {
    const { buy, toasts } = h.services;
    await readyToBuy(h, '250');
    buy.pressBuy();
    await h.time.until(() => {
      const c = buy.state.getSnapshot().confirm;
      return c.phase === 'open' && c.countdown.status === 'running';
    });
    const first = buy.state.getSnapshot().confirm;
    if (first.phase !== 'open' || first.quote === undefined) throw new Error('no quote');

    await h.time.advance(14_000);
    const ticking = buy.state.getSnapshot().confirm;
    expect(ticking.phase === 'open' && ticking.countdown).toEqual({ status: 'running', secondsLeft: 1 });
    expect(toasts.toasts.getSnapshot()).toHaveLength(0);

    await h.time.advance(1_000);
    await h.time.until(() => {
      const c = buy.state.getSnapshot().confirm;
      return c.phase === 'open' && c.countdown.status === 'running' && c.quote?.id !== first.quote?.id;
    });
    const refreshed = buy.state.getSnapshot().confirm;
    expect(refreshed.phase === 'open' && refreshed.countdown).toEqual({ status: 'running', secondsLeft: 15 });
    expect(toasts.toasts.getSnapshot().map((t) => (t.kind === 'ui' ? t.key : t.notice.code))).toEqual(['toast_price_refreshed']);
  });

  it('refuses to execute an expired quotation with quotation_expired', async () => {
    const trading = h.get('trading');
    const quote = await trading.createFiatWalletBuyQuotation({ fiat: currencyCode('USD'), coin: currencyCode('BTC'), amount: dec('50') });
    if (!quote.ok) throw new Error('quote failed');
    await h.time.advance(15_001);
    const result = await trading.confirmQuotation(quote.value.id, 'request-1');
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'business', code: 'quotation_expired' }) });
  });

  it('turns a 200 response with a not-ok body into a business error (not enough balance)', async () => {
    const trading = h.get('trading');
    const result = await trading.createFiatWalletBuyQuotation({ fiat: currencyCode('USD'), coin: currencyCode('BTC'), amount: dec('10000.01') });
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'business', code: 'not_enough_balance' }) });
  });

  it('shows the quote failure beside the amount when the quotation is refused for the balance', async () => {
    const { buy } = h.services;
    await readyToBuy(h, '9000');
    h.exchange.trading.createFiatWalletQuotation = () => ({ ok: false, error: { code: 'not_enough_balance' } });
    buy.pressBuy();
    await h.time.until(() => buy.state.getSnapshot().inlineNotice !== undefined);
    expect(buy.state.getSnapshot().inlineNotice).toEqual(
      expect.objectContaining({ code: 'not_enough_balance', message: { kind: 'key', key: 'button_insufficient_balance' } }),
    );
    expect(buy.state.getSnapshot().confirm.phase).toBe('closed');
  });
});
