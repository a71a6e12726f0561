import type { AreaTexts } from '../../area-texts';
import type { settingsMessagesEn } from '../../../settings/messages.en';

export const frCaSettings: AreaTexts<typeof settingsMessagesEn> = {
  'settings.passkeys.unsupported':
    'Ce navigateur ne prend pas en charge les clés d’accès. Vous vous connectez avec votre numéro de cellulaire et votre code d’accès.',
};
