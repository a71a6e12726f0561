import type { SandboxAccount } from '../../adapters/sandbox/exchange/sandbox-exchange';
import type { SandboxHarness } from './sandbox-harness';
import { signInAs } from './sign-in';

/** Signs the harness's client out and in again as another persona. */
export async function switchPersona(h: SandboxHarness, personaKey: string): Promise<SandboxAccount> {
  await h.services.signIn.signOut();
  return signInAs(h, personaKey);
}
