import { hubNavMessages } from './hub-nav';
import { tradeMessagesEn } from '../trade/messages.en';
import { buyMessagesEn } from '../trade/buy/messages.en';
import { paymentsMessagesEn } from '../payments/messages.en';
import { homeMessagesEn } from '../home/messages.en';
import { coinMessagesEn } from '../coin/messages.en';
import { downloadMessagesEn } from '../download/messages.en';
import { sellMessagesEn } from '../trade/sell/messages.en';
import { selectorMessagesEn } from '../trade/asset-selector/messages.en';
import { basketMessagesEn } from '../trade/basket/messages.en';
import { settingsMessagesEn } from '../settings/messages.en';
import { marketMessagesEn } from '../market/messages.en';
import { onboardingMessagesEn } from '../onboarding/messages.en';
import { complianceMessagesEn } from '../compliance/messages.en';
import { depositMessagesEn } from '../deposit/messages.en';
import { kycMessagesEn } from '../kyc/messages.en';
import { accountMessagesEn } from '../account/messages.en';
import { historyMessagesEn } from '../history/messages.en';
import { moreMessagesEn } from '../more/messages.en';
import { levelUpMessagesEn } from '../level-up/messages.en';

/**
 * English UI strings of the hub's areas (each area owns its table in `ui/<area>/messages.en.ts`).
 * They load with the hub (HubTexts), not on the sign-in screen.
 */
export const hubMessagesEn = {
  ...hubNavMessages,
  ...tradeMessagesEn,
  ...buyMessagesEn,
  ...paymentsMessagesEn,
  ...homeMessagesEn,
  ...coinMessagesEn,
  ...downloadMessagesEn,
  ...sellMessagesEn,
  ...selectorMessagesEn,
  ...basketMessagesEn,
  ...settingsMessagesEn,
  ...marketMessagesEn,
  ...onboardingMessagesEn,
  ...complianceMessagesEn,
  ...depositMessagesEn,
  ...kycMessagesEn,
  ...accountMessagesEn,
  ...historyMessagesEn,
  ...moreMessagesEn,
  ...levelUpMessagesEn,
} as const;
