import type { AreaTexts } from '../../area-texts';
import type { settingsMessagesEn } from '../../../settings/messages.en';

export const nlSettings: AreaTexts<typeof settingsMessagesEn> = {
  'settings.title': 'Instellingen',
  'settings.language.heading': 'Taal',
  'settings.language.label': 'Weergavetaal',
  'settings.language.hint': 'Teksten die nog niet vertaald zijn, verschijnen in het Engels.',
  'settings.language.apply': 'Taal toepassen',
  'settings.language.saving': 'Opslaan…',
  'settings.language.failed': 'We konden je taal niet opslaan. Probeer het opnieuw.',
};
