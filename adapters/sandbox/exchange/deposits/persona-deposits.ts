import type { BankAccountState } from './deposit-state';

/** An incoming bank transfer the bank could not match, found by the reference number the customer enters. */
export interface UnmatchedTransfer {
  readonly method: string;
  readonly amount: string;
}

/** What each persona brings to the deposit area: currencies, linked bank accounts, unmatched transfers, blocks. */
export interface PersonaDeposits {
  /** Currencies whose deposit methods the persona sees, beside the persona's fiat wallets. */
  readonly extraCurrencies: readonly string[];
  readonly bankAccounts: readonly BankAccountState[];
  /** reference number -> transfer. */
  readonly unmatchedTransfers: Readonly<Record<string, UnmatchedTransfer>>;
  /** Networks with an outstanding balance (a returned pull): shown deactivated, orders refused. */
  readonly outstandingBalance: readonly string[];
  /** Methods listed as deactivated (unavailable) for this persona. */
  readonly deactivated: readonly string[];
}

type BankSeed = Pick<BankAccountState, 'id' | 'bankName' | 'status' | 'available'> & Partial<BankAccountState>;

const ach = (persona: string, seed: BankSeed, index: number): BankAccountState => ({
  currency: 'USD',
  paymentNetwork: 'us_ach_pull',
  accountHolderName: persona,
  accountType: 'checking',
  routingNumber: `02100002${index}`,
  mask: `•••• ${String(4000 + index * 111).slice(-4)}`,
  pendingWithdrawal: false,
  ...seed,
});

const NONE: PersonaDeposits = { extraCurrencies: [], bankAccounts: [], unmatchedTransfers: {}, outstandingBalance: [], deactivated: [] };

/**
 * Per-persona deposit data. tess (internal tester, with the early-access pull and request
 * networks) sees every currency and has a bank account in each link status; alex has a linked and
 * an expired account; zoe none (the empty state); ed an outstanding ACH pull balance; sam a
 * transfer to find by its reference once his account is open.
 * Choice: the Ally account of tess holds only 120.00, so a larger pull shows insufficient balance.
 */
const PERSONA_DEPOSITS: Readonly<Record<string, Partial<PersonaDeposits>>> = {
  alex: {
    // BRL's two rails (br_pix, br_ted) for someone: tess has br_ted deactivated (README personas).
    extraCurrencies: ['BRL'],
    bankAccounts: [
      ach('Alex Morgan', { id: 'ba_alex_chase', bankName: 'Chase', status: 'authenticated', available: '50000.00' }, 1),
      ach('Alex Morgan', { id: 'ba_alex_wells', bankName: 'Wells Fargo', status: 'expired', available: '8000.00' }, 2),
    ],
    unmatchedTransfers: { ACH20261122: { method: 'us_ach', amount: '250.00' }, WIRE88776655: { method: 'us_wire_transfer', amount: '1200.00' } },
  },
  zoe: { unmatchedTransfers: { ZOE12345678: { method: 'us_ach', amount: '100.00' } } },
  // Sam's first transfer, once the cash account setup has opened his account.
  sam: { unmatchedTransfers: { SAM12345678: { method: 'us_ach', amount: '100.00' } } },
  harriet: { extraCurrencies: ['EUR'], unmatchedTransfers: { FPS55512345: { method: 'uk_fps', amount: '300.00' } } },
  oliver: { extraCurrencies: ['EUR'], unmatchedTransfers: { FPS99912345: { method: 'uk_fps', amount: '150.00' } } },
  wei: { unmatchedTransfers: { FAST0001234: { method: 'sg_fast', amount: '500.00' } } },
  ed: {
    outstandingBalance: ['us_ach_pull'],
    bankAccounts: [ach('Ed Expired', { id: 'ba_ed_chase', bankName: 'Chase', status: 'authenticated', available: '3000.00' }, 3)],
  },
  tess: {
    extraCurrencies: ['EUR', 'GBP', 'AED', 'AUD', 'BRL', 'CAD', 'SGD'],
    deactivated: ['br_ted'],
    unmatchedTransfers: {
      TESS0000USD: { method: 'us_ach', amount: '1000.00' },
      SEPA12345678: { method: 'sepa', amount: '400.00' },
      ETRANSFER123: { method: 'ca_interac_etransfer', amount: '75.50' },
    },
    bankAccounts: [
      { id: 'ba_tess_chase', bankName: 'Chase', status: 'authenticated', available: '100000.00' },
      { id: 'ba_tess_citi', bankName: 'Citibank', status: 'escalated', available: '20000.00', pendingWithdrawal: true },
      { id: 'ba_tess_boa', bankName: 'Bank of America', status: 'pending', available: '20000.00' },
      { id: 'ba_tess_capone', bankName: 'Capital One', status: 'rejected', available: '20000.00' },
      { id: 'ba_tess_wells', bankName: 'Wells Fargo', status: 'expired', available: '20000.00' },
      { id: 'ba_tess_usbank', bankName: 'U.S. Bank', status: 'relink', available: '20000.00' },
      { id: 'ba_tess_pnc', bankName: 'PNC', status: 'pending_authorize', available: '20000.00' },
      { id: 'ba_tess_td', bankName: 'TD Bank', status: 'revoked', available: '20000.00' },
      { id: 'ba_tess_ally', bankName: 'Ally', status: 'completed', available: '120.00' },
    ].map((seed, index) => ach('Tess Tester', seed, index + 4)),
  },
};

export const personaDeposits = (key: string): PersonaDeposits => ({ ...NONE, ...PERSONA_DEPOSITS[key] });
