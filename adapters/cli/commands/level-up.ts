import { filter, firstValueFrom } from 'rxjs';
import type { SubscriptionPaymentMethod } from '../../../application/ports/level-up-port';
import { formatFiat } from '../../../domain/format/money-format';
import type { BillingPeriod } from '../../../domain/rewards/level-up-subscription';
import { apiFailure } from '../api-failure';
import { usageFailure } from '../cli-failure';
import type { Command, CommandContext } from '../command';
import { loadedCustomer } from '../customer-view';
import { fields, table } from '../output/table';
import { toJson } from '../output/to-json';
import { noticeFailure } from '../trading/widget-failure';
import { requiredText } from './deposit-flags';
import { SHEET_WORDS, text, wordFlag } from './trade-flags';

const USAGE = 'level-up subscribe --plan pro --billing annual --pay fiat_wallet --passcode 147258';

async function loadedPage(context: CommandContext) {
  const { services, progress, messages } = context;
  await progress(
    'loading Level Up',
    loadedCustomer(services).then(() => services.levelUpPage.load()),
  );
  const state = services.levelUpPage.state.getSnapshot();
  if (state.status !== 'ready') throw apiFailure({ kind: 'network' }, messages);
  return state;
}

/** `level-up plans`: the page's plans (plus, pro, private) with their prices and benefits, and the subscription held. */
export const levelUpPlansCommand: Command = {
  path: ['level-up', 'plans'],
  summary: 'Level Up: the plans with their prices and benefits, and your subscription',
  options: {},
  signedIn: true,
  run: async (context) => {
    const { plans, subscription, info } = await loadedPage(context);
    const locale = context.messages.locale;
    const price = (plan: (typeof plans)[number], period: BillingPeriod) => {
      const p = plan.prices.find((x) => x.billingPeriod === period);
      return p === undefined ? '-' : formatFiat(p.amount, p.currency, locale);
    };
    const held =
      subscription === undefined
        ? 'none'
        : `${subscription.planCode}, ${subscription.status}, ${subscription.billingPeriod}${subscription.renewsAt === undefined ? '' : `, until ${new Date(subscription.renewsAt).toISOString()}`}`;
    return {
      json: toJson({ membership: info?.membershipGroupCode ?? null, subscription: subscription ?? null, plans }),
      human:
        table(
          ['plan', 'code', 'monthly', 'annual', 'benefits'],
          plans.map((p) => [
            p.name,
            p.code,
            price(p, 'monthly'),
            price(p, 'annual'),
            p.benefits.map((b) => b.replace(/^level_up_benefit_/, '').replace(/_/g, ' ')).join(', '),
          ]),
          [false, false, true, true, false],
        ) + `\nyour subscription: ${held}\n`,
    };
  },
};

/**
 * `level-up subscribe`: the page's checkout (LevelUpCheckout): the plan at a billing period and a
 * payment (the cash account, or an Apple Pay / Google Pay sheet answered by --sheet), the price,
 * the passcode (encrypted, the call signed), then the payment status until it settles.
 */
export const levelUpSubscribeCommand: Command = {
  path: ['level-up', 'subscribe'],
  summary: 'Level Up: subscribe to a plan with your passcode, paying from the cash account or by Apple Pay / Google Pay (--sheet)',
  options: {
    plan: { type: 'string', hint: 'plus, pro or private' },
    billing: { type: 'string', hint: 'monthly (default) or annual' },
    pay: { type: 'string', hint: 'fiat_wallet (default, the cash account), apple_pay or google_pay' },
    passcode: { type: 'string', hint: 'your 6-digit passcode' },
    sheet: { type: 'string', hint: 'Apple Pay and Google Pay: pay (default) or cancel on the wallet sheet' },
  },
  required: ['plan', 'passcode'],
  signedIn: true,
  run: async (context, values) => {
    const { services, messages, progress, runtime } = context;
    const { plans } = await loadedPage(context);
    const code = text(values, 'plan') ?? '';
    const plan = plans.find((p) => p.code === code);
    if (plan === undefined) throw usageFailure(`--plan takes ${plans.map((p) => p.code).join(', ')}, not "${code}"`, `usage: ${USAGE}`);
    const billing = wordFlag<BillingPeriod>(values, 'billing', ['monthly', 'annual'], 'monthly');
    const pay = wordFlag<SubscriptionPaymentMethod>(values, 'pay', ['fiat_wallet', 'apple_pay', 'google_pay'], 'fiat_wallet');
    runtime.walletSheets.choose(wordFlag(values, 'sheet', SHEET_WORDS, 'pay'));
    const checkout = services.levelUpCheckout;
    await checkout.open(plan);
    checkout.chooseBilling(billing);
    checkout.choosePayment(pay);
    if (checkout.state.getSnapshot().paymentMethod !== pay) throw usageFailure(`${pay} is not offered here`, 'use --pay fiat_wallet');
    await progress('asking for the price', checkout.review());
    const reviewed = checkout.state.getSnapshot();
    if (reviewed.step === 'failed' && reviewed.failure !== undefined) throw noticeFailure(reviewed.failure, messages);
    checkout.typePasscode(requiredText(values, 'passcode', `usage: ${USAGE}`));
    await progress(
      'subscribing',
      checkout.subscribe().then(() => firstValueFrom(checkout.state.state$.pipe(filter((s) => ['done', 'failed', 'review'].includes(s.step))))),
    );
    const s = checkout.state.getSnapshot();
    checkout.close();
    if (s.step === 'review' && s.passcodeError !== undefined) throw noticeFailure(s.passcodeError, messages);
    if (s.step === 'failed') {
      if (s.cancelled) throw usageFailure('the wallet sheet was cancelled: nothing was charged', 'subscribe again with --sheet pay');
      if (s.failure !== undefined) throw noticeFailure(s.failure, messages);
    }
    const preview = s.preview;
    await services.levelUpPage.load();
    const subscription = services.levelUpPage.state.getSnapshot().subscription ?? s.subscription;
    return {
      json: toJson({
        plan: plan.code,
        billing,
        payment_method: pay,
        paid: preview === undefined ? null : { amount: preview.amount, currency: preview.currency },
        subscription,
      }),
      human: fields([
        ['plan', `${plan.name} (${billing})`],
        ['paid', preview === undefined ? '-' : `${formatFiat(preview.amount, preview.currency, messages.locale)} by ${pay}`],
        [
          'subscription',
          subscription === undefined
            ? '-'
            : `${subscription.id} (${subscription.status}, renews ${subscription.renewsAt === undefined ? '-' : new Date(subscription.renewsAt).toISOString()})`,
        ],
      ]),
    };
  },
};
