import { type SandboxContext } from './sandbox-context';

/** Fiat deposits: methods per currency, manual bank details and vendors, deposit pulls and requests, bank accounts and linking, settlement. */
export class SandboxDeposits {
  constructor(readonly context: SandboxContext) {}
}
