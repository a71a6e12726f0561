import { hubCoreMessagesEn } from './hub-core-messages.en';
import { coinMessagesEn } from '../coin/messages.en';
import { marketMessagesEn } from '../market/messages.en';
import { onboardingMessagesEn } from '../onboarding/messages.en';
import { depositMessagesEn } from '../deposit/messages.en';
import { kycMessagesEn } from '../kyc/messages.en';
import { accountMessagesEn } from '../account/messages.en';
import { historyMessagesEn } from '../history/messages.en';
import { moreMessagesEn } from '../more/messages.en';
import { levelUpMessagesEn } from '../level-up/messages.en';

/**
 * Every English UI text of the hub (each area owns its table in `ui/<area>/messages.en.ts`), for
 * the key types, the tools and the pseudo-locale. The app loads them in two parts: the first
 * screen's with the hub (hub-core-messages.en.ts), each other area's with its lazily loaded
 * screen (WithTexts: the coin page, market, accounts, history, more, the deposit and cash account
 * setup modals, the sign-up screens); tests/ui/i18n/area-texts.test.ts keeps each such area's keys
 * inside its screens.
 */
export const hubMessagesEn = {
  ...hubCoreMessagesEn,
  ...coinMessagesEn,
  ...marketMessagesEn,
  ...onboardingMessagesEn,
  ...depositMessagesEn,
  ...kycMessagesEn,
  ...accountMessagesEn,
  ...historyMessagesEn,
  ...moreMessagesEn,
  ...levelUpMessagesEn,
} as const;
