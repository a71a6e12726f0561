import type { AreaTexts } from '../../area-texts';
import type { onboardingMessagesEn } from '../../../onboarding/messages.en';

export const zhCnOnboarding: AreaTexts<typeof onboardingMessagesEn> = {};
