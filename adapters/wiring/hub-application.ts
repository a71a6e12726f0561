import type { Container } from 'inversify';
import type { AppServices } from '../../application/app-services';
import { BalanceService } from '../../application/account/balance-service';
import { CoolingOffCountdownService } from '../../application/compliance/cooling-off-countdown-service';
import { RestrictedFeatureService } from '../../application/compliance/restricted-feature-service';
import { CardTopUpService } from '../../application/deposit/card-top-up-service';
import { DepositMethodsService } from '../../application/deposit/deposit-methods-service';
import { ManualDepositService } from '../../application/deposit/manual-deposit-service';
import { PullDepositService } from '../../application/deposit/pull-deposit-service';
import { FirstActionGuideService } from '../../application/home/first-action-guide-service';
import { AssetSelectorLoader } from '../../application/market/asset-selector-loader';
import { AssetSelectorService } from '../../application/market/asset-selector-service';
import { CoinDetailService } from '../../application/market/coin-detail-service';
import { BasketHoldingsService } from '../../application/home/basket-holdings-service';
import { FavouritesService } from '../../application/market/favourites-service';
import { LivePriceService } from '../../application/market/live-price-service';
import { PriceLadderService } from '../../application/market/price-ladder-service';
import { CardRegistrationService } from '../../application/payments/card-registration-service';
import { CardSchemeCheckout } from '../../application/payments/card-scheme-checkout';
import { PaymentFrameService } from '../../application/payments/payment-frame-service';
import { WelcomeBonusService } from '../../application/rewards/welcome-bonus-service';
import { basketSheet, CardSchemeBasketPurchaser } from '../../application/trade/basket-card-purchaser';
import { BasketBuyLoader } from '../../application/trade/basket-buy-loader';
import { BasketBuyService } from '../../application/trade/basket-buy-service';
import { BuyOrders } from '../../application/trade/buy-order';
import { isGooglePayLive } from '../../application/trade/buy-feeds';
import { BuyService } from '../../application/trade/buy-service';
import { PrePurchaseCheck } from '../../application/trade/pre-purchase-check';
import { SellService } from '../../application/trade/sell-service';
import { TradeDrawerService } from '../../application/trade/trade-drawer-service';
import { TradeEvents } from '../../application/trade/trade-events';
import { TradeGuard } from '../../application/trade/trade-guard';
import { bindFactory, bindServiceObject } from './binding';
import type { TokenName } from './tokens';

/** The services a driving adapter gets once signed in (AppServices): the shell's and the hub's, one token each. */
const APP_SERVICES = [
  'signIn',
  'sessionExpiry',
  'customer',
  'toasts',
  'notices',
  'logger',
  'analytics',
  'language',
  'appDownload',
  'balances',
  'tradeDrawer',
  'tradeEvents',
  'cardRegistration',
  'paymentFrames',
  'buy',
  'sell',
  'basketBuy',
  'assetSelector',
  'coolingOffCountdown',
  'tradeGuard',
  'restrictedFeature',
  'firstActionGuide',
  'welcomeBonus',
  'favourites',
  'coinDetail',
  'basketHoldings',
  'depositMethods',
  'cardTopUp',
  'pullDeposit',
  'manualDeposit',
  'visibility',
] as const satisfies readonly (keyof AppServices & TokenName)[];

/**
 * The hub's application services (trade, deposits, markets, home), over whatever ports the
 * container binds (HTTP or fakes), on top of the shell's (shell-application.ts, bound as values).
 * The browser binds them when the hub first loads; the Node and fake roots bind them at once.
 */
export function bindHubApplication(container: Container): void {
  bindFactory(container, 'balances', ['accountPort', 'scheduler'], (account, scheduler) => new BalanceService(account, scheduler));
  bindFactory(container, 'tradeEvents', [], () => new TradeEvents());
  bindFactory(
    container,
    'cardRegistration',
    ['paymentsPort', 'paymentSurfaces', 'toasts'],
    (payments, surfaces, toasts) => new CardRegistrationService(payments, surfaces, toasts),
  );
  bindFactory(container, 'paymentFrames', ['paymentSurfaces'], (surfaces) => new PaymentFrameService(surfaces));
  bindFactory(
    container,
    'cardSchemeCheckout',
    ['paymentSurfaces', 'paymentFrames', 'customer'],
    (surfaces, frames, customer) => new CardSchemeCheckout(surfaces, frames, () => isGooglePayLive(customer.state.getSnapshot())),
  );
  bindFactory(container, 'prePurchaseCheck', ['sessionPort', 'notices'], (session, notices) => new PrePurchaseCheck(session, notices));
  bindFactory(
    container,
    'buy',
    [
      'tradingPort',
      'paymentsPort',
      'rewardsPort',
      'balances',
      'customer',
      'cardRegistration',
      'tradeDrawer',
      'tradeGuard',
      'prePurchaseCheck',
      'cardSchemeCheckout',
      'ids',
      'paymentSurfaces',
      'toasts',
      'notices',
      'tradeEvents',
      'logger',
      'scheduler',
    ],
    (
      trading,
      payments,
      rewards,
      balances,
      customer,
      cardRegistration,
      tradeDrawer,
      guard,
      gate,
      checkout,
      ids,
      surfaces,
      toasts,
      notices,
      events,
      logger,
      scheduler,
    ) =>
      new BuyService({
        trading,
        payments,
        rewards,
        balances,
        customer,
        cardRegistration,
        tradeDrawer,
        guard,
        gate,
        orders: new BuyOrders(trading, checkout, ids),
        surfaces,
        toasts,
        notices,
        events,
        logger,
        scheduler,
      }),
  );
  bindFactory(
    container,
    'sell',
    [
      'tradingPort',
      'basketsPort',
      'coinsPort',
      'cashAccountPort',
      'balances',
      'customer',
      'notices',
      'tradeEvents',
      'toasts',
      'ids',
      'scheduler',
      'tradeGuard',
    ],
    (trading, baskets, coins, cashAccount, balances, customer, notices, events, toasts, ids, scheduler, guard) =>
      new SellService({ trading, baskets, coins, cashAccount }, { balances, customer, notices, events, guard }, toasts, ids, scheduler),
  );
  bindFactory(
    container,
    'livePrices',
    ['priceStreamPort', 'visibility', 'scheduler'],
    (port, visibility, scheduler) => new LivePriceService(port, visibility, scheduler),
  );
  bindFactory(
    container,
    'priceLadder',
    ['priceStreamPort', 'visibility', 'scheduler'],
    (port, visibility, scheduler) => new PriceLadderService(port, visibility, scheduler),
  );
  bindFactory(container, 'tradeDrawer', [], () => new TradeDrawerService());
  bindFactory(
    container,
    'firstActionGuide',
    ['coinsPort', 'paymentsPort', 'balances', 'storage', 'signIn', 'cardRegistration', 'tradeEvents', 'logger'],
    (coins, payments, balances, storage, signIn, cardRegistration, tradeEvents, logger) =>
      new FirstActionGuideService(coins, payments, balances, storage, signIn, cardRegistration, tradeEvents, logger),
  );
  bindFactory(
    container,
    'welcomeBonus',
    ['rewardsPort', 'tradeEvents', 'scheduler'],
    (rewards, tradeEvents, scheduler) => new WelcomeBonusService(rewards, tradeEvents, scheduler),
  );
  bindFactory(container, 'favourites', ['coinsPort', 'notices'], (coins, notices) => new FavouritesService(coins, notices));
  bindFactory(
    container,
    'basketHoldings',
    ['basketsPort', 'customer', 'tradeEvents', 'scheduler'],
    (baskets, customer, events, scheduler) => new BasketHoldingsService(baskets, customer, events, scheduler),
  );
  bindFactory(
    container,
    'coinDetail',
    ['coinsPort', 'customer', 'priceLadder'],
    (coins, customer, priceLadder) => new CoinDetailService(coins, customer, priceLadder),
  );
  bindFactory(
    container,
    'assetSelector',
    ['coinsPort', 'basketsPort', 'balances', 'customer', 'scheduler'],
    (coins, baskets, balances, customer, scheduler) => new AssetSelectorService(new AssetSelectorLoader(coins, baskets, balances), customer, scheduler),
  );
  bindFactory(container, 'coolingOffCountdown', ['customer', 'scheduler'], (customer, scheduler) => new CoolingOffCountdownService(customer, scheduler));
  bindFactory(container, 'tradeGuard', ['customer', 'notices', 'scheduler'], (customer, notices, scheduler) => new TradeGuard(customer, notices, scheduler));
  bindFactory(container, 'restrictedFeature', ['kycPort'], (kyc) => new RestrictedFeatureService(kyc));
  bindFactory(
    container,
    'depositMethods',
    ['depositsPort', 'configPort', 'analytics'],
    (deposits, config, analytics) => new DepositMethodsService(deposits, config, analytics),
  );
  bindFactory(
    container,
    'cardTopUp',
    ['paymentsPort', 'depositsPort', 'configPort', 'paymentFrames', 'balances', 'scheduler'],
    (payments, deposits, config, frames, balances, scheduler) => new CardTopUpService(payments, deposits, config, frames, balances, scheduler),
  );
  bindFactory(
    container,
    'pullDeposit',
    ['depositsPort', 'bankLinkingPort', 'paymentsPort', 'scheduler'],
    (deposits, bankLinking, payments, scheduler) => new PullDepositService(deposits, bankLinking, payments, scheduler),
  );
  bindFactory(
    container,
    'manualDeposit',
    ['depositsPort', 'paymentsPort', 'scheduler'],
    (deposits, payments, scheduler) => new ManualDepositService(deposits, payments, scheduler),
  );
  bindFactory(
    container,
    'basketBuy',
    [
      'basketsPort',
      'tradingPort',
      'customer',
      'paymentSurfaces',
      'cardSchemeCheckout',
      'tradeGuard',
      'prePurchaseCheck',
      'balances',
      'toasts',
      'notices',
      'tradeEvents',
      'scheduler',
    ],
    (baskets, trading, customer, surfaces, checkout, guard, gate, balances, toasts, notices, events, scheduler) =>
      new BasketBuyService({
        baskets,
        loader: new BasketBuyLoader(baskets, customer, surfaces),
        purchaser: new CardSchemeBasketPurchaser(baskets, trading, checkout, () => basketSheet(customer), scheduler),
        guard,
        gate,
        balances,
        toasts,
        notices,
        events,
        scheduler,
      }),
  );
  bindServiceObject(container, APP_SERVICES);
}
