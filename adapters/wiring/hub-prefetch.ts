/**
 * The GETs the hub's first screen makes as soon as it knows who is signed in (the configs, and the
 * account data the total balance is painted from: the total, the wallets and the baskets held,
 * which BalanceService reads together): a page that opens on it starts them beside the session
 * check, so the balance is three network steps from the navigation (the document, the code, the
 * data; issue 18), not a step after the session check, nor, for the baskets, after home's effects. HttpClient.prefetch hands each answer to the call made for it; a
 * contract test checks each is the URL its adapter asks (tests/adapters/wiring/hub-prefetch.test.ts).
 * Plain strings, not the routes: the routes' schemas would weigh on the first screen.
 * Choice: the baskets are asked for even where the basket product turns out to be off (its
 * switch comes with the configs asked beside it); that answer is dropped unread.
 */
const ACCOUNT_FIRST = [
  '/api/balances/total',
  '/api/crypto_wallets',
  '/api/v1/crypto-baskets/instances?origin=all',
  '/api/account/show',
  '/api/user/configs',
  '/api/app/config',
  '/api/product/config',
];

/** By page: the balance first, as the page paints it first. */
export const HUB_FIRST_SCREEN_CALLS: Readonly<Record<string, readonly string[]>> = {
  '/hub/home': ACCOUNT_FIRST,
  '/hub/account': ACCOUNT_FIRST,
};
