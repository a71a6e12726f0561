import { Money } from '../../../domain/money/decimal';
import { EXTERNAL, Ledger } from './ledger';
import { PERSONAS } from './personas';
import { type AccountState, type SandboxState, STATE_VERSION } from './sandbox-state';

const HOUR_MS = 3_600_000;

/** A fresh sandbox: every persona's account, funded from the outside world so the books balance from the start. */
export function createInitialState(seed: number, now: number): SandboxState {
  const state: SandboxState = {
    version: STATE_VERSION,
    seed,
    createdAt: now,
    accounts: {},
    sessions: {},
    ledger: {},
    transactions: [],
    tasks: [],
    slices: {},
  };
  const ledger = new Ledger(() => state.ledger);
  PERSONAS.forEach((persona, index) => {
    const account: AccountState = {
      uuid: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      phone: persona.phone,
      personaKey: persona.key,
      fiatWallets: Object.fromEntries(persona.fiatWallets.map((w) => [w.currency, w.state])),
      passcodeFailures: 0,
      lockedUntil: undefined,
      purchases: 0,
      coolingOffEndsAt: persona.coolingOffHoursLeft === undefined ? undefined : now + persona.coolingOffHoursLeft * HOUR_MS,
    };
    state.accounts[persona.phone] = account;
    const funded = ledger.transfer(
      [...persona.fiatWallets, ...persona.coins].map((h) => ({ from: EXTERNAL, to: account.uuid, currency: h.currency, amount: new Money(h.amount) })),
    );
    if (!funded.ok) throw new Error(`persona ${persona.key} cannot be funded`);
  });
  return state;
}
