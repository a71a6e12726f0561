import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MoneyMovement } from '../../../application/account/money-events';
import { BALANCE_REFRESH_MS } from '../../../application/account/balance-service';
import { dec, type Dec, Money, Rounding, ZERO } from '../../../domain/money/decimal';
import { fakeWorld } from '../../support/fake-world';

/**
 * Model-based test of the one account-data source (issue 16 "one picture of the money"): random
 * money events go through the fakes as the exchange would book them (the model is the ledger),
 * and are announced as the app announces them (a trade service awaits `balances.refresh()`; any
 * other movement goes through MoneyEvents; a poll tick is 60 s of virtual time). After each,
 * every view agrees with the ledger: the home's total and rows (and the CLI's `balances`, the same
 * state), the basket form's and Buy's cash "available", Sell's coins and baskets; and the total
 * equals the sum of the parts shown.
 */
const BTC_PRICE = 50_000;

interface Ledger {
  usd: Dec;
  /** Coin amounts and their value in USD (the server's valuation). */
  coins: Map<string, { amount: Dec; value: Dec }>;
  /** The one basket's value in USD. */
  basket: Dec;
}

type World = Awaited<ReturnType<typeof fakeWorld>> & { readonly basketId: string };

const total = (l: Ledger): Dec => [...l.coins.values()].reduce((sum, c) => sum.plus(c.value), l.usd.plus(l.basket));

/** Books the ledger in the fakes, as the exchange would after the movement. */
function book(l: Ledger, w: World): void {
  w.fakes.account.setFiatWallet('USD', l.usd);
  l.coins.forEach((c, symbol) => w.fakes.account.setCoinWallet(symbol, c.amount, c.value));
  w.fakes.account.setTotal(total(l));
  const instance = w.fakes.baskets.book.instance(w.basketId);
  instance?.holdings.clear();
  instance?.holdings.set('BTC', l.basket.dividedBy(BTC_PRICE));
}

const cents = (max: number) => fc.integer({ min: 1, max }).map((n) => dec(String(n)).dividedBy(100));

type Event =
  | { readonly kind: 'trade'; readonly usd: Dec; readonly coin: string }
  | { readonly kind: 'basket_buy'; readonly usd: Dec }
  | { readonly kind: 'movement'; readonly movement: MoneyMovement; readonly usd: Dec }
  | { readonly kind: 'poll'; readonly priceMove: Dec };

const event: fc.Arbitrary<Event> = fc.oneof(
  fc.record({ kind: fc.constant('trade' as const), usd: cents(20_000), coin: fc.constantFrom('BTC', 'ETH', 'SOL') }),
  fc.record({ kind: fc.constant('basket_buy' as const), usd: cents(20_000) }),
  fc.record({
    kind: fc.constant('movement' as const),
    movement: fc.constantFrom<MoneyMovement>('basket_transfer', 'deposit_settled', 'bonus_claimed', 'rebalancing'),
    usd: cents(5_000),
  }),
  fc.record({ kind: fc.constant('poll' as const), priceMove: fc.integer({ min: -50, max: 50 }).map((p) => dec(String(p)).dividedBy(100)) }),
);

/** Applies one event to the ledger (never below zero: the exchange refuses what the customer lacks). */
function apply(l: Ledger, e: Event): void {
  if (e.kind === 'trade') {
    const usd = Money.min(e.usd, l.usd);
    const coin = l.coins.get(e.coin) ?? { amount: ZERO, value: ZERO };
    l.usd = l.usd.minus(usd);
    l.coins.set(e.coin, { amount: coin.amount.plus(usd.dividedBy(100)), value: coin.value.plus(usd) });
  } else if (e.kind === 'basket_buy') {
    const usd = Money.min(e.usd, l.usd);
    l.usd = l.usd.minus(usd);
    l.basket = l.basket.plus(usd);
  } else if (e.kind === 'movement') {
    if (e.movement === 'deposit_settled') l.usd = l.usd.plus(e.usd);
    if (e.movement === 'bonus_claimed') {
      const cro = l.coins.get('CRO') ?? { amount: ZERO, value: ZERO };
      l.coins.set('CRO', { amount: cro.amount.plus(e.usd.times(10)), value: cro.value.plus(e.usd) });
    }
    if (e.movement === 'basket_transfer') {
      const out = Money.min(e.usd, l.basket);
      l.basket = l.basket.minus(out);
      l.usd = l.usd.plus(out);
    }
    // A rebalancing moves value between the basket's coins: its total stays.
  } else {
    l.coins.forEach((c, symbol) =>
      l.coins.set(symbol, { amount: c.amount, value: c.value.plus(c.value.times(e.priceMove)).toDecimalPlaces(2, Rounding.down) }),
    );
  }
}

/** Announces the event as the app does. */
async function announce(w: World, e: Event): Promise<void> {
  if (e.kind === 'trade' || e.kind === 'basket_buy') await w.services.balances.refresh();
  else if (e.kind === 'movement') w.services.moneyEvents.moved(e.movement);
  else await w.time.advance(BALANCE_REFRESH_MS);
}

function views(w: World) {
  const { balances, basketBuy, buy, sell } = w.services;
  const b = balances.state.getSnapshot();
  const coins = b.wallets?.coins ?? [];
  const usd = b.wallets?.fiat.find((f) => f.currency === 'USD')?.amount;
  const basket = b.baskets?.find((x) => x.id === w.basketId)?.balance;
  return {
    homeTotal: b.total?.amount.toFixed(2),
    sumOfRows: [...coins.map((c) => c.nativeAvailable), usd ?? ZERO, basket ?? ZERO].reduce((s, v) => s.plus(v), ZERO).toFixed(2),
    homeUsd: usd?.toFixed(2),
    homeCoins: Object.fromEntries(coins.map((c) => [c.currency, c.available.toFixed()])),
    homeBasket: basket?.toFixed(2),
    basketFormAvailable: basketBuy.state
      .getSnapshot()
      .options.find((o) => o.payMethod === 'fiat_wallet')
      ?.balance?.toFixed(2),
    buyAvailable: buy.state
      .getSnapshot()
      .cashOptions.find((o) => o.payMethod === 'fiat_wallet')
      ?.balance?.toFixed(2),
    sellCoins: Object.fromEntries((sell.state.getSnapshot().coinWallets ?? []).map((c) => [c.currency, c.available.toFixed()])),
    sellBasket: sell.state
      .getSnapshot()
      .baskets?.find((x) => x.id === w.basketId)
      ?.balance.toFixed(2),
  };
}

function expected(l: Ledger) {
  const t = total(l).toFixed(2);
  return {
    homeTotal: t,
    sumOfRows: t,
    homeUsd: l.usd.toFixed(2),
    homeCoins: Object.fromEntries([...l.coins].map(([symbol, c]) => [symbol, c.amount.toFixed()])),
    homeBasket: l.basket.toFixed(2),
    basketFormAvailable: l.usd.toFixed(2),
    buyAvailable: l.usd.toFixed(2),
    sellCoins: Object.fromEntries([...l.coins].map(([symbol, c]) => [symbol, c.amount.toFixed()])),
    sellBasket: l.basket.toFixed(2),
  };
}

async function openViews(): Promise<{ w: World; ledger: Ledger; stop: () => void }> {
  const base = await fakeWorld();
  const basketId = base.fakes.baskets.own('blue_chip', { BTC: '0.02' });
  const w: World = { ...base, basketId };
  const ledger: Ledger = { usd: dec('10000.00'), coins: new Map([['BTC', { amount: dec('0.1'), value: dec('5000.00') }]]), basket: dec('1000.00') };
  book(ledger, w);
  const { services, time } = w;
  const stops = [services.customer.start(), services.balances.startPolling(), services.buy.start(), services.sell.start(), services.basketBuy.start()];
  await time.until(() => !services.customer.state.getSnapshot().loading);
  void services.basketBuy.select('blue_chip');
  services.basketBuy.selectPayment('fiat_wallet:USD');
  await time.until(() => {
    const v = views(w);
    return v.basketFormAvailable !== undefined && v.buyAvailable !== undefined && v.sellBasket !== undefined && v.homeBasket !== undefined;
  });
  return { w, ledger, stop: () => stops.forEach((s) => s()) };
}

describe('one account-data source: every view agrees with the ledger after any money event', () => {
  it('random trades, basket buys, transfers, deposits, bonus claims, rebalancings and poll ticks', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(event, { minLength: 1, maxLength: 12 }), async (events) => {
        const { w, ledger, stop } = await openViews();
        try {
          expect(views(w)).toEqual(expected(ledger));
          for (const e of events) {
            apply(ledger, e);
            book(ledger, w);
            await announce(w, e);
            const want = expected(ledger);
            await w.time.until(() => JSON.stringify(views(w)) === JSON.stringify(want), 2_000).catch(() => undefined);
            expect(views(w)).toEqual(want);
          }
        } finally {
          stop();
        }
      }),
      { numRuns: 60 },
    );
  });
});
