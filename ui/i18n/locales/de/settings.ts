import type { AreaTexts } from '../../area-texts';
import type { settingsMessagesEn } from '../../../settings/messages.en';

export const deSettings: AreaTexts<typeof settingsMessagesEn> = {
  'settings.title': 'Einstellungen',
  'settings.language.heading': 'Sprache',
  'settings.language.label': 'Anzeigesprache',
  'settings.language.hint': 'Noch nicht übersetzte Texte erscheinen auf Englisch.',
  'settings.language.apply': 'Sprache übernehmen',
  'settings.language.saving': 'Wird gespeichert …',
  'settings.language.failed': 'Deine Sprache konnte nicht gespeichert werden. Bitte versuche es erneut.',
};
