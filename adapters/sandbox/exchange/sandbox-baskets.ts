import { type SandboxContext } from './sandbox-context';

/** Crypto baskets: offers, instances, previews, trades, transfers, rebalancing, delisting. */
export class SandboxBaskets {
  constructor(readonly context: SandboxContext) {}
}
