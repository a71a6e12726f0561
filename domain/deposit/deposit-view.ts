/** The deposit-area views, numbered 0 to 7 in the order of spec 001 §2 ("Deposit modal"). */
export const DepositView = {
  Main: 0,
  CryptoDeposit: 1,
  PayStringSetting: 2,
  PayStringRegistration: 3,
  AdditionalInformation: 4,
  EDDOverview: 5,
  EDDRes: 6,
  EDDQuestions: 7,
} as const;
export type DepositView = (typeof DepositView)[keyof typeof DepositView];
