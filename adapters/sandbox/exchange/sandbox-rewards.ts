import { type SandboxContext } from './sandbox-context';

/** Welcome-bonus missions and level-up. */
export class SandboxRewards {
  constructor(readonly context: SandboxContext) {}
}
