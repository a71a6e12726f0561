import { PostLoginRoute } from '../../../domain/session/post-login-route';
import { countryOfPhone } from '../../../domain/user/dial-code';
import { usageFailure } from '../cli-failure';
import type { Command, CommandContext } from '../command';
import { fields } from '../output/table';
import { stepFailure, valueFor } from './session-steps';

/** At most this many steps (phone, passcode, email, identity and a spare): a backend that keeps answering the same step stops the walk. */
const MAX_STEPS = 6;

/**
 * `signup`: the sign-up steps of the browser, headless (spec 001 §2): the number with its code and
 * the country's terms (and a referral code), then what the post-login rule asks for in turn: the
 * first passcode (asked twice), the email's code, and the identity check, whose provider page's
 * address it prints (a person finishes it in a browser). Codes and passcodes are asked for.
 */
export const signupCommand: Command = {
  path: ['signup'],
  summary: 'sign up a new number: code with the terms, a passcode, the email code; prints the identity page to finish',
  options: {
    phone: { type: 'string', hint: 'the phone number with its country code' },
    referral: { type: 'string', hint: 'a referral code (WELCOME25...)' },
    newsletter: { type: 'boolean', hint: 'subscribe to product news' },
    email: { type: 'string', hint: 'the email address to confirm (asked for when the step comes and it is left out)' },
  },
  required: ['phone'],
  signedIn: false,
  run: async (context, values) => {
    const { signIn, signup } = context.runtime.services;
    const phone = String(values.phone);
    await context.progress('sending the code', signIn.submitPhone(phone));
    const step = signIn.state.getSnapshot().step;
    if (step === 'otp') throw usageFailure('this number already has an account', 'run login with it');
    if (step !== 'terms') throw stepFailure(signIn.state.getSnapshot().error, context);
    await signup.loadTerms(countryOfPhone(phone));
    if (typeof values.referral === 'string') {
      await signup.verifyReferral(values.referral);
      if (signup.state.getSnapshot().referral === undefined) throw stepFailure(signup.state.getSnapshot().error, context);
    }
    const terms = signup.state.getSnapshot().terms;
    if (terms === undefined) throw stepFailure(signup.state.getSnapshot().error, context);
    const otp = await valueFor(context, undefined, 'One-time code: ', 'otp', true);
    await context.progress('accepting the terms', signIn.submitTerms({ otp, termsId: terms.id, subscribeNewsletters: values.newsletter === true }));
    if (signIn.state.getSnapshot().step === 'passcode') await signIn.submitPasscode(await valueFor(context, undefined, 'Passcode: ', 'passcode', true));
    const identityUrl = await walkSteps(context, values.email);
    const { user, target } = signIn.state.getSnapshot();
    const { referralClaim } = signup.state.getSnapshot();
    return {
      json: {
        signed_up: true,
        user: user === undefined ? null : { uuid: user.uuid, name: user.name },
        next_route: target,
        identity_url: identityUrl ?? null,
        referral_claimed: referralClaim?.claimed ?? null,
      },
      human: fields([
        ['signed up as', user?.name ?? '-'],
        ['next', target ?? '-'],
        ...(identityUrl === undefined ? [] : ([['verify your identity at', identityUrl]] as [string, string][])),
      ]),
    };
  },
};

/** Follows the post-login rule's steps until the hub, or a step a person finishes elsewhere; the identity page's address, if it came to that. */
async function walkSteps(context: CommandContext, email: string | boolean | undefined): Promise<string | undefined> {
  const { signIn, signup } = context.runtime.services;
  for (let i = 0; i < MAX_STEPS; i += 1) {
    const { step, target, error } = signIn.state.getSnapshot();
    if (step !== 'signed_in') throw stepFailure(error, context);
    if (target === PostLoginRoute.passcode) {
      const passcode = await valueFor(context, undefined, 'New passcode: ', 'passcode', true);
      const again = await valueFor(context, undefined, 'New passcode again: ', 'passcode', true);
      await context.progress('setting the passcode', signup.choosePasscode(passcode, again));
    } else if (target === PostLoginRoute.signup) {
      await signup.sendEmailCode(await valueFor(context, email, 'Email address: ', 'email', false));
      if (signup.state.getSnapshot().emailSentTo !== undefined)
        await signup.confirmEmail(await valueFor(context, undefined, 'Code from the email: ', 'email code', true));
    } else if (target === PostLoginRoute.identity) {
      return signup.startIdentity();
    } else return undefined;
    const failed = signup.state.getSnapshot().error;
    if (failed !== undefined) throw stepFailure(failed, context);
  }
  return undefined;
}
