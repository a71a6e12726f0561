import type { AreaTexts } from '../../area-texts';
import type { settingsMessagesEn } from '../../../settings/messages.en';

export const svSettings: AreaTexts<typeof settingsMessagesEn> = {
  'settings.title': 'Inställningar',
  'settings.language.heading': 'Språk',
  'settings.language.label': 'Visningsspråk',
  'settings.language.hint': 'Texter som ännu inte är översatta visas på engelska.',
  'settings.language.apply': 'Använd språk',
  'settings.language.saving': 'Sparar…',
  'settings.language.failed': 'Vi kunde inte spara ditt språk. Försök igen.',
};
