import type { AreaTexts } from '../../area-texts';
import type { onboardingMessagesEn } from '../../../onboarding/messages.en';

export const ptOnboarding: AreaTexts<typeof onboardingMessagesEn> = {};
