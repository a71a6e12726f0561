import { type SandboxContext } from './sandbox-context';

/** Cash account setup and KYC: overview, wallet creation, server-driven form sections, options, gazetteer, result polling. */
export class SandboxKyc {
  constructor(readonly context: SandboxContext) {}
}
