import type { AreaTexts } from '../../area-texts';
import type { settingsMessagesEn } from '../../../settings/messages.en';

export const itSettings: AreaTexts<typeof settingsMessagesEn> = {
  'settings.title': 'Impostazioni',
  'settings.language.heading': 'Lingua',
  'settings.language.label': 'Lingua di visualizzazione',
  'settings.language.hint': 'I testi non ancora tradotti vengono mostrati in inglese.',
  'settings.language.apply': 'Applica lingua',
  'settings.language.saving': 'Salvataggio…',
  'settings.language.failed': 'Non è stato possibile salvare la lingua. Riprova.',
};
