import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MemoryDeviceKeyStore, RequestSigner } from '../../../adapters/crypto/request-signer';
import { routes } from '../../../adapters/http/routes';
import type { BuyPreviewInput } from '../../../adapters/sandbox/exchange/baskets/basket-buy-preview';
import { basketOwner } from '../../../adapters/sandbox/exchange/baskets/basket-slice';
import { SandboxExchange } from '../../../adapters/sandbox/exchange/sandbox-exchange';
import { gatewayMessage } from '../../../adapters/sandbox/gateway/gateway-message';
import { sandboxHandlers } from '../../../adapters/sandbox/handlers';
import { SESSION_COOKIE } from '../../../adapters/sandbox/handlers/respond';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { dec, ZERO } from '../../../domain/money/decimal';
import { signInDirect } from '../../support/sign-in';

const START = Date.UTC(2026, 10, 22, 12);
const DAY_MS = 86_400_000;

function sandbox(persona = 'alex', deviceKey?: string) {
  const clock = { now: START };
  const exchange = new SandboxExchange({ clock: () => clock.now, seed: 9 });
  return { clock, exchange, ...signInDirect(exchange, persona, deviceKey) };
}

const cashBuy = (overrides: Partial<BuyPreviewInput> = {}): BuyPreviewInput => ({
  basketId: 'bsk_blue_chip',
  paymentMethod: 'fiat_wallet',
  interval: 'monthly',
  currency: 'USD',
  amount: '100',
  cardId: undefined,
  ...overrides,
});

describe('sandbox baskets', () => {
  it('refuses a basket confirm whose body is not signed by the device key with invalid_dsa, moving nothing', async () => {
    const signer = new RequestSigner(new MemoryDeviceKeyStore());
    const { exchange, sessionId, account } = sandbox('alex', await signer.publicKey());
    const preview = exchange.baskets.previewBuy(account, cashBuy());
    if (!preview.ok) throw new Error('no preview');
    const send = async (body: string, headers: Record<string, string>) => {
      const request = new Request(`http://sandbox.test${routes.basketBuyConfirm.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${sessionId}`, ...headers },
        body,
      });
      return (await (await getResponse(sandboxHandlers(exchange), request))?.json()) as { ok: boolean; error?: string };
    };
    const body = JSON.stringify({ preview_id: preview.value.id });
    const foreign = await new RequestSigner(new MemoryDeviceKeyStore()).headers(body);
    expect(await send(body, {})).toEqual({ ok: false, error: 'invalid_dsa' });
    expect(await send(body, foreign)).toEqual({ ok: false, error: 'invalid_dsa' });
    expect(exchange.context.ledger.balance(account.uuid, 'USD').toFixed(2)).toBe('10000.00');
    expect(await send(body, await signer.headers(body))).toMatchObject({ ok: true });
    expect(exchange.context.ledger.balance(account.uuid, 'USD').toFixed(2)).toBe('9900.00');
  });

  it('delisting an offer stops its baskets rebalancing and blocks buying it; they can still be sold', () => {
    const { exchange, account } = sandbox();
    expect(exchange.baskets.delist('bsk_blue_chip')).toBe(true);
    const [blueChip] = exchange.baskets.instances(account);
    expect(blueChip).toMatchObject({ delisted: true, interval: 'never', nextRebalancingAt: null });
    expect(exchange.baskets.previewBuy(account, cashBuy())).toEqual({ ok: false, error: { code: ErrorCode.basketDelisted } });
    expect(exchange.baskets.setRebalancing(account, blueChip?.id ?? '', true, 'weekly')).toEqual({ ok: false, error: { code: ErrorCode.basketDelisted } });
    expect(exchange.baskets.previewSell(account, { basketId: blueChip?.id ?? '', payoutMethod: 'fiat_wallet', percentage: '100', currency: 'USD' }).ok).toBe(
      true,
    );
    expect(exchange.baskets.delist('bsk_unknown')).toBe(false);
  });

  it('a due rebalancing trades the basket back to its target weights with the house, keeps its value but for rounding, and books it', () => {
    const { exchange, account, clock } = sandbox('priya');
    const id = 'bski_priya_layer_1';
    const before = exchange.baskets.instanceDetail(account, id);
    if (!before.ok) throw new Error('no basket');
    clock.now = START + 7 * DAY_MS;
    exchange.context.runDueTasks();
    const after = exchange.baskets.instanceDetail(account, id);
    if (!after.ok) throw new Error('no basket');
    expect(after.value.rebalancingInProgress).toBe(true);
    expect(after.value.nextRebalancingAt).toBe(START + 14 * DAY_MS);
    for (const holding of after.value.holdings) {
      const share = holding.value.times(100).dividedBy(after.value.balance);
      expect(share.minus(holding.targetWeight).abs().lessThan('0.5'), holding.symbol).toBe(true);
    }
    const valueAtRebalance = exchange.context.transactionsOf(account).find((t) => t.kind === 'basket_rebalance');
    expect(valueAtRebalance).toMatchObject({ status: 'completed', details: { basket_id: id } });
    expect(
      dec(valueAtRebalance?.fromAmount ?? '0')
        .minus(valueAtRebalance?.toAmount ?? '0')
        .abs()
        .lessThan('1'),
    ).toBe(true);
    clock.now += 60_000;
    const idle = exchange.baskets.instanceDetail(account, id);
    expect(idle.ok && idle.value.rebalancingInProgress).toBe(false);
  });

  it('reads the buy amount with the domain’s fiat amount rule: decimals beyond the currency’s and a 13th integer digit are invalid_parameter', () => {
    const { exchange, account } = sandbox();
    for (const amount of ['10.500', '1234567890123', '1234567890123.00']) {
      const refused = exchange.baskets.previewBuy(account, cashBuy({ amount }));
      expect(refused.ok ? undefined : refused.error.code).toBe(ErrorCode.invalidParameter);
    }
    expect(exchange.baskets.previewBuy(account, cashBuy({ amount: '10.50' })).ok).toBe(true);
    expect(exchange.context.ledger.balance(account.uuid, 'USD').toFixed(2)).toBe('10000.00');
  });

  it('values a UK customer’s basket in pounds and converts a pound buy to USD for the minimum', () => {
    const { exchange, account, clock } = sandbox('oliver');
    const [basket] = exchange.baskets.instances(account);
    expect(basket?.currency).toBe('GBP');
    const usd = exchange.baskets.instanceDetail(account, basket?.id ?? '');
    expect(usd.ok && usd.value.balance.greaterThan(0)).toBe(true);
    clock.now += 1;
    const tooSmall = exchange.baskets.previewBuy(account, cashBuy({ currency: 'GBP', amount: '8.00' }));
    expect(tooSmall).toEqual({ ok: false, error: { code: ErrorCode.basketBelowMinimum, meta: { minimum: '10.50', currency: 'USD' } } });
    const preview = exchange.baskets.previewBuy(account, cashBuy({ currency: 'GBP', amount: '100.00' }));
    if (!preview.ok) throw new Error(preview.error.code);
    expect(preview.value.totalUsd).toBe('126.58');
    expect(preview.value.net).toBe('99.00');
  });

  it('a failed 3-D Secure page moves no money and books a failed purchase; the preview cannot be paid again', () => {
    const { exchange, account } = sandbox();
    const preview = exchange.baskets.previewBuy(account, cashBuy({ paymentMethod: 'credit_card', cardId: 'card_visa_4242' }));
    if (!preview.ok) throw new Error(preview.error.code);
    const started = exchange.baskets.startThirdPartyBuy(account, preview.value.id);
    if (!started.ok) throw new Error(started.error.code);
    const books = exchange.context.ledger.totals();
    exchange.context.gateway.complete(started.value.purchaseUuid, 'failed');
    expect(exchange.baskets.purchase(account, started.value.purchaseUuid)).toMatchObject({
      ok: true,
      value: { status: 'failed', errorCode: ErrorCode.transactionFailed },
    });
    expect(exchange.context.transactionsOf(account).map((t) => [t.kind, t.status])).toEqual([['basket_purchase', 'failed']]);
    expect(exchange.context.ledger.totals()).toEqual(books);
    expect(exchange.baskets.startThirdPartyBuy(account, preview.value.id)).toEqual({ ok: false, error: { code: ErrorCode.quotationAlreadyUsed } });
  });

  it('an Apple Pay or Google Pay basket purchase takes its wallet token and answers the 3-D Secure page, which completes it', () => {
    for (const method of ['apple_pay', 'google_pay'] as const) {
      const { exchange, account } = sandbox();
      const preview = exchange.baskets.previewBuy(account, cashBuy({ paymentMethod: method }));
      if (!preview.ok) throw new Error(preview.error.code);
      const started = exchange.baskets.startThirdPartyBuy(account, preview.value.id);
      if (!started.ok) throw new Error(started.error.code);
      const uuid = started.value.purchaseUuid;
      expect(exchange.baskets.isPurchase(uuid)).toBe(true);
      const other = method === 'apple_pay' ? 'google_pay' : 'apple_pay';
      expect(exchange.baskets.submitWalletToken(account, uuid, other, 'tok')).toEqual({ ok: false, error: { code: ErrorCode.purchaseNotFound } });
      expect(exchange.baskets.submitWalletToken(account, uuid, method, ' ')).toMatchObject({ ok: false, error: { code: ErrorCode.invalidParameter } });
      expect(exchange.baskets.submitWalletToken(account, uuid, method, 'tok')).toEqual({ ok: true, value: started.value.url });
      exchange.context.gateway.complete(uuid, 'succeeded');
      expect(exchange.baskets.purchase(account, uuid)).toMatchObject({ ok: true, value: { status: 'completed' } });
      expect(exchange.baskets.submitWalletToken(account, uuid, method, 'tok')).toEqual({ ok: false, error: { code: ErrorCode.quotationAlreadyUsed } });
    }
  });

  it('a basket purchase’s 3-D Secure page reports the purchase uuid as its transaction, on the trade frame channel', () => {
    const { exchange, account } = sandbox();
    const preview = exchange.baskets.previewBuy(account, cashBuy({ paymentMethod: 'credit_card', cardId: 'card_visa_4242' }));
    if (!preview.ok) throw new Error(preview.error.code);
    const started = exchange.baskets.startThirdPartyBuy(account, preview.value.id);
    if (!started.ok) throw new Error(started.error.code);
    const session = exchange.context.gateway.find(started.value.purchaseUuid);
    expect(session).toMatchObject({ messageSource: 'TradingCryptoPurchase', payload: { transaction_id: started.value.purchaseUuid } });
    if (session === undefined) throw new Error('no gateway session');
    expect(gatewayMessage({ ...session, status: 'succeeded' }, {})).toEqual({
      source: 'TradingCryptoPurchase',
      status: 'success',
      transaction_id: started.value.purchaseUuid,
    });
  });

  it('another customer cannot submit a token for a basket purchase', () => {
    const { exchange, account } = sandbox();
    const preview = exchange.baskets.previewBuy(account, cashBuy({ paymentMethod: 'google_pay' }));
    if (!preview.ok) throw new Error(preview.error.code);
    const started = exchange.baskets.startThirdPartyBuy(account, preview.value.id);
    if (!started.ok) throw new Error(started.error.code);
    const priya = signInDirect(exchange, 'priya').account;
    expect(exchange.baskets.submitWalletToken(priya, started.value.purchaseUuid, 'google_pay', 'tok')).toEqual({
      ok: false,
      error: { code: ErrorCode.purchaseNotFound },
    });
  });

  it('selling everything closes the basket; its coins are with the house, the proceeds with the customer once settled', () => {
    const { exchange, account, clock } = sandbox();
    const sell = exchange.baskets.previewSell(account, { basketId: 'bski_alex_blue_chip', payoutMethod: 'fiat_wallet', percentage: '100', currency: 'USD' });
    if (!sell.ok) throw new Error(sell.error.code);
    expect(exchange.baskets.confirmSell(account, sell.value.id).ok).toBe(true);
    expect(exchange.baskets.instances(account)).toHaveLength(0);
    expect(exchange.context.ledger.holdings(basketOwner('bski_alex_blue_chip'))).toHaveLength(0);
    expect(exchange.context.ledger.balance(account.uuid, 'USD').toFixed(2)).toBe('10000.00');
    clock.now += 2_000;
    exchange.context.runDueTasks();
    expect(exchange.context.ledger.balance(account.uuid, 'USD').minus('10000').eq(sell.value.total)).toBe(true);
    expect(exchange.baskets.notifications(account)).toHaveLength(1);
    expect(exchange.baskets.transactions(account)[0]).toMatchObject({ kind: 'basket_sale', status: 'completed' });
  });

  it('seeds baskets from the state’s creation even when first used late, and again after a reset', () => {
    const { exchange, account, clock } = sandbox();
    clock.now = START + 45 * DAY_MS;
    const late = exchange.baskets.instanceDetail(account, 'bski_alex_blue_chip');
    expect(late.ok && late.value.nextRebalancingAt).toBe(START + 60 * DAY_MS);
    expect(exchange.baskets.transactions(account).map((t) => t.kind)).toEqual(['basket_rebalance']);
    exchange.reset();
    const fresh = exchange.accountByPhone(account.state.phone);
    if (fresh === undefined) throw new Error('no account');
    expect(exchange.baskets.instances(fresh).map((b) => [b.id, b.balance.greaterThan(ZERO)])).toEqual([['bski_alex_blue_chip', true]]);
  });
});
