import type { SignInError } from '../../../application/session/sign-in-service';
import type { SignupError } from '../../../application/onboarding/signup-service';
import { apiFailure } from '../api-failure';
import { CliFailed, usageFailure } from '../cli-failure';
import type { CommandContext } from '../command';

/**
 * A value for a step: the flag when given, else asked for (hidden at a terminal when secret; the
 * next stdin line from a script). Nothing to answer with is a usage error naming the flag.
 */
export async function valueFor(context: CommandContext, given: string | boolean | undefined, question: string, flag: string, secret: boolean): Promise<string> {
  if (typeof given === 'string') return given;
  const answer = await context.io.ask?.(question, secret);
  if (answer === undefined)
    throw usageFailure(`${flag} is needed and there is no input to ask for it`, `type it at the prompt, pipe it on stdin, or give --${flag}`);
  return answer.trim();
}

/** A refused step as the CLI reports it: the catalogue's code, message and the attempts left. */
export function stepFailure(error: SignInError | SignupError | undefined, context: CommandContext): CliFailed {
  const { messages } = context;
  if (error?.kind === 'transport') return apiFailure(error.error, messages);
  const code = error === undefined ? 'unauthorized' : error.kind === 'refused' ? error.code : error.kind === 'passcode' ? `passcode_${error.code}` : error.code;
  const params: Record<string, string> = {};
  if (error?.kind === 'refused' && error.remainingAttempts !== undefined) params.remaining = String(error.remainingAttempts);
  if (error?.kind === 'refused' && error.lockMinutes !== undefined) params.minutes = String(error.lockMinutes);
  return new CliFailed({ kind: 'business', code, message_key: messages.keyOf(code), message: messages.text(code, params), params });
}
