/** Sandbox personas: demo customers, one for each kind of user the specifications name. */
export type CardBrand = 'maestro' | 'mastercard' | 'visa' | 'visa_electron';

export interface PersonaCard {
  readonly id: string;
  readonly brand: CardBrand;
  readonly last4: string;
  /** MM/YYYY. */
  readonly expiry: string;
  readonly kind: 'credit' | 'debit';
  /** A Singapore-issued card the gateway refuses (spec 001 §8 Singapore card codes). */
  readonly rejectedInSingapore?: boolean;
}

export interface Persona {
  readonly key: string;
  readonly name: string;
  readonly phone: string;
  /** ISO 3166 alpha-3, as the user record carries it. */
  readonly phoneCountry: string;
  /** ISO 3166 alpha-2, for terms, screeners and deposit methods. */
  readonly countryCode: string;
  readonly nativeCurrency: string;
  readonly fiatWallets: readonly { readonly currency: string; readonly amount: string; readonly state: 'created' | 'not_created' | 'pending' }[];
  readonly coins: readonly { readonly currency: string; readonly amount: string }[];
  readonly cards: readonly PersonaCard[];
  readonly prime: 'none' | 'regular' | 'eligible';
  readonly levelUp: 'none' | 'pro';
  readonly internalTester: boolean;
  /** UK cooling-off: hours left in the window when the sandbox starts (0 = window passed); absent outside the UK. */
  readonly coolingOffHoursLeft?: number;
  /** How far the cash account setup (KYC) is: ready, never started, or stopped at enhanced due diligence / additional info. */
  readonly cashAccount: 'ready' | 'needs_setup' | 'edd' | 'additional_info';
  /** Card and Apple Pay spending already counted in this week's rolling limit, in the native currency. */
  readonly weeklyCardSpent: string;
  readonly demonstrates: string;
}

/** Every persona signs in with this one-time code and passcode. */
export const DEMO_OTP = '123456';
export const DEMO_PASSCODE = '147258';
/** Wrong passcodes allowed before the account locks, and how long it locks. */
export const PASSCODE_ATTEMPTS = 5;
export const PASSCODE_LOCK_MINUTES = 30;
export const OTP_ATTEMPTS = 5;

const VISA: PersonaCard = { id: 'card_visa_4242', brand: 'visa', last4: '4242', expiry: '08/2029', kind: 'credit' };
const MASTERCARD_DEBIT: PersonaCard = { id: 'card_mc_5454', brand: 'mastercard', last4: '5454', expiry: '11/2028', kind: 'debit' };

const us = {
  phoneCountry: 'USA',
  countryCode: 'US',
  nativeCurrency: 'USD',
  prime: 'none',
  levelUp: 'none',
  internalTester: false,
  cashAccount: 'ready',
  weeklyCardSpent: '0',
} as const;

const uk = { ...us, phoneCountry: 'GBR', countryCode: 'GB', nativeCurrency: 'GBP' } as const;

export const PERSONAS: readonly Persona[] = [
  {
    ...us,
    key: 'alex',
    name: 'Alex Morgan',
    phone: '+15550100001',
    fiatWallets: [{ currency: 'USD', amount: '10000.00', state: 'created' }],
    coins: [
      { currency: 'BTC', amount: '0.05' },
      { currency: 'ETH', amount: '1.2' },
    ],
    cards: [VISA, MASTERCARD_DEBIT],
    demonstrates: 'a funded regular US customer: cash account, saved cards, coins to sell',
  },
  {
    ...us,
    key: 'zoe',
    name: 'Zoe Empty',
    phone: '+15550100002',
    fiatWallets: [{ currency: 'USD', amount: '0.00', state: 'created' }],
    coins: [],
    cards: [],
    demonstrates: 'a new customer with nothing funded: first-action guide, deposit prompt, welcome bonus',
  },
  {
    ...uk,
    key: 'harriet',
    name: 'Harriet Cole',
    phone: '+447700900003',
    fiatWallets: [{ currency: 'GBP', amount: '2500.00', state: 'created' }],
    coins: [],
    cards: [VISA],
    coolingOffHoursLeft: 20,
    demonstrates: 'a UK customer inside the 24-hour cooling-off window: trading blocked, banner with hours and minutes',
  },
  {
    ...uk,
    key: 'oliver',
    name: 'Oliver Reed',
    phone: '+447700900004',
    fiatWallets: [{ currency: 'GBP', amount: '4000.00', state: 'created' }],
    coins: [{ currency: 'BTC', amount: '0.02' }],
    cards: [VISA],
    coolingOffHoursLeft: 0,
    demonstrates: 'a UK customer past cooling-off: trades with the UK list style',
  },
  {
    ...us,
    key: 'priya',
    name: 'Priya Shah',
    phone: '+15550100005',
    prime: 'regular',
    fiatWallets: [{ currency: 'USD', amount: '25000.00', state: 'created' }],
    coins: [{ currency: 'BTC', amount: '0.3' }],
    cards: [VISA],
    demonstrates: 'a Prime regular customer: prime rates badge, fee waivers, no recurring buy',
  },
  {
    ...us,
    key: 'eli',
    name: 'Eli Brooks',
    phone: '+15550100006',
    prime: 'eligible',
    fiatWallets: [{ currency: 'USD', amount: '8000.00', state: 'created' }],
    coins: [],
    cards: [VISA],
    demonstrates: 'a Prime-eligible customer: Prime upsell',
  },
  {
    ...us,
    key: 'lena',
    name: 'Lena Park',
    phone: '+15550100007',
    levelUp: 'pro',
    fiatWallets: [{ currency: 'USD', amount: '6000.00', state: 'created' }],
    coins: [{ currency: 'SOL', amount: '12' }],
    cards: [VISA],
    demonstrates: 'a Level Up (pro) subscriber: waived and discounted fees',
  },
  {
    ...us,
    key: 'tess',
    name: 'Tess Tester',
    phone: '+15550100008',
    internalTester: true,
    fiatWallets: [
      { currency: 'USD', amount: '50000.00', state: 'created' },
      { currency: 'CAD', amount: '0.00', state: 'created' },
      // Every other rail's currency, so each deposit method of spec 001 §2 can be tried by someone (README personas).
      { currency: 'EUR', amount: '0.00', state: 'created' },
      { currency: 'GBP', amount: '0.00', state: 'created' },
      { currency: 'AED', amount: '0.00', state: 'created' },
      { currency: 'AUD', amount: '0.00', state: 'created' },
      { currency: 'BRL', amount: '0.00', state: 'created' },
      { currency: 'SGD', amount: '0.00', state: 'created' },
    ],
    coins: [{ currency: 'BTC', amount: '1' }],
    cards: [VISA],
    demonstrates: 'an internal tester: features still behind the tester flag',
  },
  {
    ...us,
    key: 'sam',
    name: 'Sam Rivera',
    phone: '+15550100009',
    cashAccount: 'needs_setup',
    fiatWallets: [{ currency: 'USD', amount: '0.00', state: 'not_created' }],
    coins: [],
    cards: [],
    demonstrates: 'a customer whose cash account needs setup: KYC forms, enhanced due diligence and additional info paths',
  },
  {
    ...us,
    key: 'wei',
    name: 'Wei Tan',
    phone: '+6588000010',
    phoneCountry: 'SGP',
    countryCode: 'SG',
    nativeCurrency: 'SGD',
    fiatWallets: [{ currency: 'SGD', amount: '3000.00', state: 'created' }],
    coins: [],
    cards: [{ id: 'card_sg_4000', brand: 'visa', last4: '4000', expiry: '05/2029', kind: 'credit', rejectedInSingapore: true }],
    demonstrates: 'a Singapore customer with a rejected card: the Singapore card codes',
  },
  {
    ...us,
    key: 'ed',
    name: 'Ed Expired',
    phone: '+15550100011',
    fiatWallets: [{ currency: 'USD', amount: '1500.00', state: 'created' }],
    coins: [],
    cards: [{ id: 'card_visa_0005', brand: 'visa', last4: '0005', expiry: '01/2024', kind: 'credit' }, MASTERCARD_DEBIT],
    demonstrates: 'a customer with an expired card: shown but not selectable',
  },
  {
    ...us,
    key: 'wendy',
    name: 'Wendy Limit',
    phone: '+15550100012',
    weeklyCardSpent: '4900.00',
    fiatWallets: [{ currency: 'USD', amount: '200.00', state: 'created' }],
    coins: [],
    cards: [VISA],
    demonstrates: 'a customer who has nearly used the weekly card and Apple Pay limit',
  },
  {
    ...us,
    key: 'nora',
    name: 'Nora Quinn',
    phone: '+15550100013',
    fiatWallets: [
      { currency: 'USD', amount: '300.00', state: 'created' },
      { currency: 'EUR', amount: '0.00', state: 'not_created' },
    ],
    coins: [{ currency: 'BTC', amount: '0.01' }],
    cards: [],
    demonstrates: 'a verified customer holding BTC whose EUR cash account is not opened yet: selling to EUR opens it first',
  },
];

export const personaByPhone = (phone: string): Persona | undefined => PERSONAS.find((p) => p.phone === phone);
export const personaByKey = (key: string): Persona | undefined => PERSONAS.find((p) => p.key === key);

/** The personas with the one-time code and passcode they share: what a demo sign-in needs (the CLI's `--persona`). */
export const DEMO_SIGN_IN = { list: PERSONAS, otp: DEMO_OTP, passcode: DEMO_PASSCODE } as const;
