import type { AreaTexts } from '../../area-texts';
import type { settingsMessagesEn } from '../../../settings/messages.en';

export const frSettings: AreaTexts<typeof settingsMessagesEn> = {
  'settings.title': 'Paramètres',
  'settings.language.heading': 'Langue',
  'settings.language.label': 'Langue d’affichage',
  'settings.language.hint': 'Les textes pas encore traduits s’affichent en anglais.',
  'settings.language.apply': 'Appliquer la langue',
  'settings.language.saving': 'Enregistrement…',
  'settings.language.failed': 'Votre langue n’a pas pu être enregistrée. Veuillez réessayer.',
};
