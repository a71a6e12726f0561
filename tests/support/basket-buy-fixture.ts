import { createFakeServices } from '../../adapters/wiring/fake';
import type { BasketPreviewQuote } from '../../application/trade/basket-buy-state';
import type { ConfirmState } from '../../application/trade/quote-confirmation';
import type { TradeCompleted } from '../../application/trade/trade-events';
import { VirtualTime } from './virtual-time';

export type OpenBasketConfirm = Extract<ConfirmState<BasketPreviewQuote>, { phase: 'open' }>;

/** The basket buy over the fake composition root, signed in on a trusted device (unless told otherwise), in virtual time. */
export async function createBasketBuyFixture(options: { readonly trustedDevice?: boolean } = {}) {
  const time = new VirtualTime();
  const world = createFakeServices({ scheduler: time.scheduler, clock: time.now });
  if (options.trustedDevice ?? true) await world.fakes.session.registerDevice();
  const stopCustomer = world.services.customer.start();
  await world.services.signIn.restore();
  await time.until(() => !world.services.customer.state.getSnapshot().loading);
  const basketBuy = world.services.basketBuy;
  const stopBuy = basketBuy.start();
  const completed: TradeCompleted[] = [];
  const events = world.services.tradeEvents.completed$.subscribe((event) => completed.push(event));
  const state = () => basketBuy.state.getSnapshot();

  /** Shows a basket and waits for it to load. */
  const select = async (basketId = 'blue_chip') => {
    void basketBuy.select(basketId);
    await time.until(() => state().load !== 'loading');
  };

  /** Shows the basket, types the amount and picks the USD cash account. */
  const ready = async (amount = '100', basketId = 'blue_chip') => {
    await select(basketId);
    basketBuy.typeAmount(amount);
    basketBuy.selectPayment('fiat_wallet:USD');
  };

  const confirm = (): OpenBasketConfirm => {
    const c = state().confirm;
    if (c.phase !== 'open') throw new Error('confirmation is closed');
    return c;
  };

  /** Waits until the countdown runs on a preview. */
  const previewShown = () => time.until(() => state().confirm.phase === 'open' && confirm().countdown.status === 'running');

  const stop = () => {
    events.unsubscribe();
    stopBuy();
    stopCustomer();
  };
  return { ...world, time, basketBuy, completed, state, select, ready, confirm, previewShown, stop };
}

export type BasketBuyFixture = Awaited<ReturnType<typeof createBasketBuyFixture>>;
