import type { Command } from '../command';
import { CliFailed, usageFailure } from '../cli-failure';
import { apiFailure } from '../api-failure';
import { fields } from '../output/table';

/**
 * `login`: phone, one-time code and passcode against a backend (`--api`), through the same
 * sign-in service as the browser; the session (cookies and the device's signing key) is kept in
 * the session file, mode 600, for the next commands.
 */
export const loginCommand: Command = {
  path: ['login'],
  summary: 'sign in to the --api backend with phone, one-time code and passcode; keeps the session in a file (mode 600)',
  options: {
    phone: { type: 'string', hint: 'the phone number with its country code' },
    otp: { type: 'string', hint: 'the one-time code' },
    passcode: { type: 'string', hint: 'the 6-digit passcode' },
  },
  required: ['phone', 'otp', 'passcode'],
  signedIn: false,
  run: async ({ runtime, flags, messages, progress }, values) => {
    if (flags.api === undefined) throw usageFailure('login keeps a session with a backend', 'add --api URL (the in-process sandbox signs in with --persona)');
    const { signIn } = runtime.services;
    const steps = async () => {
      await signIn.submitPhone(String(values.phone));
      if (signIn.state.getSnapshot().step === 'otp') await signIn.submitOtp(String(values.otp));
      if (signIn.state.getSnapshot().step === 'passcode') await signIn.submitPasscode(String(values.passcode));
    };
    await progress('signing in', steps());
    const state = signIn.state.getSnapshot();
    if (state.step !== 'signed_in' || state.user === undefined) {
      const error = state.error;
      if (error?.kind === 'transport') throw apiFailure(error.error, messages);
      const code = error?.code ?? 'unauthorized';
      const params: Record<string, string> =
        error?.kind === 'refused' && error.remainingAttempts !== undefined ? { remaining: String(error.remainingAttempts) } : {};
      throw new CliFailed({ kind: 'business', code, message_key: messages.keyOf(code), message: messages.text(code, params), params });
    }
    const session = runtime.session;
    return {
      json: { signed_in: true, user: { uuid: state.user.uuid, name: state.user.name }, session_file: session?.path },
      human: fields([
        ['signed in as', state.user.name],
        ['session kept in', session?.path ?? '-'],
      ]),
    };
  },
};
