import { randomBytes } from 'node:crypto';
import { ALEX, ELI } from '../operations';
import { pick, WireClient } from '../wire-client';

export interface GatewayStrangerFigures {
  /** Another customer's 3-D Secure pages completed by a stranger (guessed ids, or the page's address). */
  readonly strangerCompletions: number;
  readonly guesses: number;
}

/** A card purchase of 25 USD of BTC with Alex's Visa: the 3-D Secure page's address. */
async function cardPurchasePage(victim: WireClient): Promise<string> {
  const quoted = await victim.expectOk(
    await victim.call('POST', '/api/crypto_purchase/quotations', {
      currency: 'BTC',
      native_amount: '25',
      credit_card_id: 'card_visa_4242',
      fixed_side: 'crypto',
    }),
  );
  const started = await victim.expectOk(
    await victim.call(
      'POST',
      '/api/crypto_purchase/quotations/trade',
      { quotation_id: String(pick(quoted, 'quotation.id')), credit_card_id: 'card_visa_4242', is_cdc_web: true, language: 'en' },
      { signed: true },
    ),
  );
  return String(pick(started, 'url'));
}

/** Presses "Complete authentication" on a page as a stranger would: a form post from the gateway's own origin. */
async function press(url: string, cookie: string | undefined): Promise<boolean> {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(url).origin, ...(cookie === undefined ? {} : { cookie }) },
    body: 'decision=submit',
    redirect: 'manual',
  });
  const page = await answer.text();
  return answer.status === 200 && page.includes('gateway-result') && page.includes('success');
}

/**
 * 400 guesses at the id of a 3-D Secure page opened just before the QR call answered `token`.
 * Ids used to be a counter and the time (`qr_<counter>_<ms>`, base 36): the guesses are the few
 * counters before it times the 100 milliseconds before it. Ids that follow no pattern are
 * guessed at random, as an attacker with no pattern must.
 */
function guessedIds(token: string): string[] {
  const [, counter36, time36] = /^qr_([0-9a-z]+)_([0-9a-z]+)$/.exec(token) ?? [];
  if (counter36 === undefined || time36 === undefined) return Array.from({ length: 400 }, () => `3ds_${randomBytes(16).toString('base64url')}`);
  const counter = parseInt(counter36, 36);
  const time = parseInt(time36, 36);
  return Array.from({ length: 4 }, (_, back) =>
    Array.from({ length: 100 }, (__, ms) => `3ds_${(counter - back - 1).toString(36)}_${(time - ms).toString(36)}`),
  ).flat();
}

/**
 * A stranger goes after Alex's 3-D Secure page three ways: guessing its id from the public QR
 * call's id (the ids were a counter and the time), completing it with the address while signed in
 * as someone else, and completing it with the address and no session at all.
 */
export async function gatewayStrangerProbe(base: string): Promise<GatewayStrangerFigures> {
  const victim = new WireClient(base);
  await victim.signIn(ALEX);
  const stranger = new WireClient(base);
  await stranger.signIn(ELI);
  let completions = 0;
  let guesses = 0;
  const target = await cardPurchasePage(victim);
  const qr = await stranger.call('POST', '/api/proxy/public/app/v1/qr', {}, { anonymous: true });
  const gateway = new URL(target).origin;
  for (const id of guessedIds(String(pick(qr.json, 'qr.token')))) {
    guesses += 1;
    if (await press(`${gateway}/gateway/three_ds/${id}`, stranger.cookieHeader())) {
      completions += 1;
      break;
    }
  }
  const second = await cardPurchasePage(victim);
  if (await press(second, stranger.cookieHeader())) completions += 1;
  const third = await cardPurchasePage(victim);
  if (await press(third, undefined)) completions += 1;
  return { strangerCompletions: completions, guesses };
}
