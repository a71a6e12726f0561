/**
 * The GETs the hub's first screen makes as soon as it knows who is signed in (the configs, the
 * total balance and the wallets): a page that opens on it starts them beside the session check,
 * so the balance is three network steps from the navigation (the document, the code, the data),
 * not four (issue 18). HttpClient.prefetch hands each answer to the call made for it.
 */
const ACCOUNT_FIRST = ['/api/balances/total', '/api/account/show', '/api/crypto_wallets', '/api/user/configs', '/api/app/config', '/api/product/config'];

/** By page: the balance first, as the page paints it first. */
export const HUB_FIRST_SCREEN_CALLS: Readonly<Record<string, readonly string[]>> = {
  '/hub/home': ACCOUNT_FIRST,
  '/hub/account': ACCOUNT_FIRST,
};
