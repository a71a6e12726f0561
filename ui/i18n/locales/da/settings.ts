import type { AreaTexts } from '../../area-texts';
import type { settingsMessagesEn } from '../../../settings/messages.en';

export const daSettings: AreaTexts<typeof settingsMessagesEn> = {
  'settings.title': 'Indstillinger',
  'settings.language.heading': 'Sprog',
  'settings.language.label': 'Visningssprog',
  'settings.language.hint': 'Tekster, der ikke er oversat endnu, vises på engelsk.',
  'settings.language.apply': 'Anvend sprog',
  'settings.language.saving': 'Gemmer…',
  'settings.language.failed': 'Vi kunne ikke gemme dit sprog. Prøv igen.',
  'settings.currency.heading': 'Betalingsvaluta',
  'settings.currency.label': 'Valuta for priser og betalinger',
  'settings.currency.loading': 'Indlæser valutaerne…',
  'settings.currency.loadFailed': 'Vi kunne ikke indlæse valutaerne. Prøv igen senere.',
  'settings.currency.save': 'Gem valuta',
  'settings.currency.saving': 'Gemmer…',
  'settings.currency.current': 'Nu {currency}.',
  'settings.currency.failed': 'Vi kunne ikke ændre din betalingsvaluta. Prøv igen.',
  'settings.signOut.heading': 'Log ud',
  'settings.signOut.text': 'Log ud på denne enhed. Dine penge er stadig i sikkerhed på din konto.',
  'settings.signOut.button': 'Log ud',
};
