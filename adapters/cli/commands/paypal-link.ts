import { filter, firstValueFrom, from, map, merge } from 'rxjs';
import { pageUrlOf } from '../trading/checkout';
import { ErrorCode } from '../../../domain/errors/error-codes';
import type { CommandContext } from '../command';
import { completePage } from './deposit-pages';
import { depositFailure } from './deposit-support';

/** Who signs in to PayPal's window (`--paypal-email`, `--paypal-country`); the name is the customer's. */
export interface PaypalSignIn {
  readonly email: string;
  readonly countryCode: string;
}

/** How a link ended: the account approved, or added with its automatic check failed (shown pending). */
export type LinkEnding = 'approved' | 'pending';

/**
 * Links a PayPal account through the deposit screen's link flow (spec 001 §4 "PayPal link"): PayPal's
 * window signed in as told (the headless stand-in, which only a sandbox takes), then the gateway's
 * registering page in the payment frame completed as the customer would; a page no headless client
 * may complete (a real gateway's) ends with paypal_login_unavailable and the page's address.
 */
export async function linkPaypal(context: CommandContext, signIn: PaypalSignIn): Promise<LinkEnding> {
  const { services, runtime, messages, progress } = context;
  const user = services.customer.state.getSnapshot().user;
  const [firstName = '', ...rest] = (user?.name ?? '').trim().split(/\s+/);
  runtime.paypalLogin.signInAs({
    email: signIn.email,
    firstName,
    lastName: rest.join(' '),
    countryCode: signIn.countryCode.trim().toUpperCase(),
  });
  const flow = services.paypalDeposit.link;
  const frames = services.paymentFrames;
  const adding = flow.add();
  const shown = await progress(
    'signing in to PayPal',
    firstValueFrom(
      merge(
        frames.state.state$.pipe(
          filter((s) => s.phase === 'open'),
          map((s) => (s.phase === 'open' ? s.content : undefined)),
        ),
        from(adding).pipe(map(() => undefined)),
      ),
    ),
  );
  if (shown !== undefined) {
    try {
      await completePage(context, 'registering your PayPal account', pageUrlOf(shown) ?? '', 'submit', {
        code: ErrorCode.paypalLoginUnavailable,
        params: {},
        instruction: (page) => `The registering page is ${page}.`,
      });
    } catch (failure) {
      frames.close();
      await adding;
      throw failure;
    }
  }
  await adding;
  const ending = flow.state.getSnapshot().ending;
  await progress('loading your PayPal account', services.paypalDeposit.reload());
  if (ending?.kind === 'added') return 'approved';
  if (ending?.kind === 'pending') return 'pending';
  throw depositFailure(ending?.kind === 'failed' ? ending.failure : { kind: 'rule', code: ErrorCode.paypalLinkFailed, params: {} }, messages);
}
