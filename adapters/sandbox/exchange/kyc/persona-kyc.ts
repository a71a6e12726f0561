import type { MyInfoPersonWire } from '../../../http/schemas/kyc';
import type { SandboxAccount } from '../sandbox-context';
import { addressKey } from './answer-checks';
import type { CaseStatus } from './kyc-case';

const START: Readonly<Record<SandboxAccount['persona']['cashAccount'], CaseStatus>> = {
  ready: 'approved',
  needs_setup: 'setup_needed',
  edd: 'edd_requested',
  additional_info: 'additional_info_requested',
};

/** Where a customer's KYC case starts: from the persona, except that a ready persona without a native cash account (a sign-up) needs setup. */
export function startingStatus(account: SandboxAccount): CaseStatus {
  const status = START[account.persona.cashAccount];
  return status === 'approved' && account.state.fiatWallets[account.persona.nativeCurrency] !== 'created' ? 'setup_needed' : status;
}

/** Residential addresses on file, by persona: another customer entering one gets user_address_already_exist. */
const ADDRESSES: Readonly<Record<string, { readonly line1: string; readonly postalCode: string }>> = {
  alex: { line1: '1 Market Street', postalCode: '94105' },
  priya: { line1: '233 South Wacker Drive', postalCode: '60606' },
  harriet: { line1: '221B Baker Street', postalCode: 'NW1 6XE' },
  wei: { line1: '10 Bayfront Avenue', postalCode: '018956' },
};

export const addressesTakenFrom = (personaKey: string): readonly string[] =>
  Object.entries(ADDRESSES)
    .filter(([key]) => key !== personaKey)
    .map(([, a]) => addressKey(a.line1, a.postalCode));

/** Money owed on a cash account, by persona and currency. Choice: ed's returned ACH pull left 42.50 USD. */
const OUTSTANDING: Readonly<Record<string, Readonly<Record<string, string>>>> = { ed: { USD: '42.50' } };

export const outstandingAmount = (personaKey: string, currency: string): string => OUTSTANDING[personaKey]?.[currency] ?? '0';

/** Singpass MyInfo people, by persona (only Singapore customers have one). */
const MYINFO: Readonly<Record<string, MyInfoPersonWire>> = {
  wei: {
    uinfin: 'S8812345D',
    name: 'TAN WEI',
    dob: '1988-03-14',
    nationality: 'SG',
    residentialstatus: 'Citizen',
    regadd: { block: '10', street: 'Bayfront Avenue', building: 'Marina Bay Residences', postal: '018956', country: 'SG' },
  },
};

export const myInfoPersonOf = (personaKey: string): MyInfoPersonWire | undefined => MYINFO[personaKey];
