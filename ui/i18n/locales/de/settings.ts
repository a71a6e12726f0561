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
  'settings.currency.heading': 'Zahlungswährung',
  'settings.currency.label': 'Währung für Preise und Zahlungen',
  'settings.currency.loading': 'Währungen werden geladen …',
  'settings.currency.loadFailed': 'Die Währungen konnten nicht geladen werden. Bitte versuche es später erneut.',
  'settings.currency.save': 'Währung speichern',
  'settings.currency.saving': 'Wird gespeichert …',
  'settings.currency.current': 'Aktuell: {currency}.',
  'settings.currency.failed': 'Deine Zahlungswährung konnte nicht geändert werden. Bitte versuche es erneut.',
  'settings.signOut.heading': 'Abmelden',
  'settings.signOut.text': 'Von diesem Gerät abmelden. Dein Geld bleibt sicher in deinem Konto.',
  'settings.signOut.button': 'Abmelden',
};
