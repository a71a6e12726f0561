import { postLoginRoute } from '../../../domain/session/post-login-route';
import type { Command } from '../command';
import { usageFailure } from '../cli-failure';
import { fields } from '../output/table';
import { stepFailure, valueFor } from './session-steps';

/**
 * `login`: phone, one-time code and passcode against a backend (`--api`), through the same
 * sign-in service as the browser. The code and passcode are asked for (hidden at a terminal, a
 * line of stdin each from a script); no secret is needed on the command line. The session
 * (cookies and the device's signing key) is kept in the session file, mode 600.
 */
export const loginCommand: Command = {
  path: ['login'],
  summary: 'sign in to the --api backend: asks for the one-time code and passcode; keeps the session in a file (mode 600)',
  options: {
    phone: { type: 'string', hint: 'the phone number with its country code' },
    otp: { type: 'string', hint: 'the one-time code (asked for when left out)' },
    passcode: { type: 'string', hint: 'the 6-digit passcode (asked for when left out; avoid it on the command line)' },
  },
  required: ['phone'],
  signedIn: false,
  run: async (context, values) => {
    const { runtime, flags, progress } = context;
    if (flags.api === undefined) throw usageFailure('login keeps a session with a backend', 'add --api URL (the in-process sandbox signs in with --persona)');
    const { signIn } = runtime.services;
    const state = () => signIn.state.getSnapshot();
    await progress('sending the code', signIn.submitPhone(String(values.phone)));
    if (state().step === 'terms') throw usageFailure('this number has no account yet (or has terms to accept)', 'run signup with it');
    if (state().step === 'otp') await progress('checking the code', signIn.submitOtp(await valueFor(context, values.otp, 'One-time code: ', 'otp', true)));
    if (state().step === 'passcode')
      await progress('signing in', signIn.submitPasscode(await valueFor(context, values.passcode, 'Passcode: ', 'passcode', true)));
    const { user, step, error, target } = state();
    if (step !== 'signed_in' || user === undefined) throw stepFailure(error, context);
    const session = runtime.session;
    return {
      json: { signed_in: true, user: { uuid: user.uuid, name: user.name }, next_route: target, session_file: session?.path },
      human: fields([
        ['signed in as', user.name],
        ['next', target ?? '/hub/home'],
        ['session kept in', session?.path ?? '-'],
      ]),
    };
  },
};

/** `logout`: ends the session on the backend (POST /api/user/logout) and forgets its cookies. */
export const logoutCommand: Command = {
  path: ['logout'],
  summary: 'sign out of the --api backend and forget the saved session',
  options: {},
  signedIn: false,
  run: async ({ runtime, progress }) => {
    await progress('signing out', runtime.services.signIn.signOut());
    runtime.session?.clearCookies();
    return { json: { signed_in: false }, human: 'signed out\n' };
  },
};

/** `whoami`: the signed-in customer and the route the post-login rule gives them. */
export const whoamiCommand: Command = {
  path: ['whoami'],
  summary: 'the signed-in customer and where the post-login rule sends them',
  options: {},
  signedIn: true,
  run: ({ runtime }) => {
    const { user } = runtime.services.signIn.state.getSnapshot();
    if (user === undefined) throw usageFailure('nobody is signed in', 'run login');
    const target = postLoginRoute(user.onboarding);
    return Promise.resolve({
      json: { user: { uuid: user.uuid, name: user.name, phone_country: user.phoneCountry, identity: user.identityVerification }, next_route: target },
      human: fields([
        ['signed in as', user.name],
        ['identity', user.identityVerification],
        ['next', target],
      ]),
    });
  },
};
