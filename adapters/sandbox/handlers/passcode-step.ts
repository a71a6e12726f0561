import { readEncryptedPasscode } from '../exchange/onboarding/passcode-guard';

/**
 * The prepare step of calls that carry the passcode encrypted: the envelope opened (PBKDF2 and
 * AES-GCM take a while) before the handler's transaction, in which the passcode is checked and
 * what it allows is done in one step.
 */
export const openPasscode = ({ body }: { readonly body: { readonly passcode: string } }): Promise<string | undefined> => readEncryptedPasscode(body.passcode);
