/** Which stand-in sheet made a token. */
export type SandboxWallet = 'apple_pay' | 'google_pay';

/**
 * The token a stand-in sheet hands to the flow, in place of Apple's payment token or Google's
 * tokenizationData.token: JSON `{"sandbox":true,"wallet":...,"id":...}`, so the sandbox
 * exchange can tell it from a real one. `id` is unique per payment.
 */
export const sandboxPaymentToken = (wallet: SandboxWallet, id: string): string => JSON.stringify({ sandbox: true, wallet, id });

/** The sheets' amount line: the page's language, else English. */
export const sheetLocale = (document: Document): string => document.documentElement.lang || 'en';
