import { type SandboxContext } from './sandbox-context';

/** Saved cards and PayPal accounts, card registration, fiat-wallet top-ups, Apple Pay and Google Pay tokens. */
export class SandboxPayments {
  constructor(readonly context: SandboxContext) {}
}
