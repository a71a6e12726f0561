/** Sandbox personas: demo customers, each showing a part of the product. */
export interface Persona {
  readonly key: string;
  readonly name: string;
  readonly phone: string;
  readonly phoneCountry: string;
  readonly nativeCurrency: string;
  readonly fiatWallets: readonly { readonly currency: string; readonly amount: string; readonly state: string }[];
  readonly coins: readonly { readonly currency: string; readonly amount: string }[];
  readonly demonstrates: string;
}

/** Every persona signs in with this one-time code and passcode. */
export const DEMO_OTP = '123456';
export const DEMO_PASSCODE = '147258';
/** Wrong passcodes allowed before the account locks, and how long it locks. */
export const PASSCODE_ATTEMPTS = 5;
export const PASSCODE_LOCK_MINUTES = 30;
export const OTP_ATTEMPTS = 5;

export const PERSONAS: readonly Persona[] = [
  {
    key: 'alex',
    name: 'Alex Morgan',
    phone: '+15550100001',
    phoneCountry: 'USA',
    nativeCurrency: 'USD',
    fiatWallets: [{ currency: 'USD', amount: '10000.00', state: 'created' }],
    coins: [
      { currency: 'BTC', amount: '0.05' },
      { currency: 'ETH', amount: '1.2' },
    ],
    demonstrates: 'a funded US customer: buy from the USD cash account',
  },
  {
    key: 'zoe',
    name: 'Zoe Empty',
    phone: '+15550100002',
    phoneCountry: 'USA',
    nativeCurrency: 'USD',
    fiatWallets: [{ currency: 'USD', amount: '0.00', state: 'created' }],
    coins: [],
    demonstrates: 'a new customer with an empty cash account (deposit prompt, insufficient balance)',
  },
];

export const personaByPhone = (phone: string): Persona | undefined => PERSONAS.find((p) => p.phone === phone);
