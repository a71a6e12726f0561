import { FieldEncryptor, SANDBOX_FIELD_SECRET } from '../../adapters/crypto/field-encryption';
import { HttpCashAccountAdapter } from '../../adapters/http/cash-account-http-adapter';
import { HttpKycAdapter } from '../../adapters/http/kyc-http-adapter';
import { createSandboxHarness, type SandboxHarness } from './sandbox-harness';

/** A started sandbox harness with the KYC and cash account HTTP adapters on its client. */
export function kycHarness(): { h: SandboxHarness; kyc: HttpKycAdapter; cash: HttpCashAccountAdapter } {
  const h = createSandboxHarness();
  h.start();
  return { h, kyc: new HttpKycAdapter(h.get('http'), new FieldEncryptor(SANDBOX_FIELD_SECRET)), cash: new HttpCashAccountAdapter(h.get('http')) };
}

/** Resolves a call that waits in virtual time (a GET's retry after 5 s), advancing the clock until it settles. */
export async function settleInVirtualTime<T>(h: SandboxHarness, call: Promise<T>, stepMs = 1_000, maxMs = 120_000): Promise<T> {
  let done = false;
  const settled = call.finally(() => (done = true));
  for (let waited = 0; !done && waited <= maxMs; waited += stepMs) await h.time.advance(stepMs);
  return settled;
}
