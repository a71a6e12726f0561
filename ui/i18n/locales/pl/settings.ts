import type { AreaTexts } from '../../area-texts';
import type { settingsMessagesEn } from '../../../settings/messages.en';

export const plSettings: AreaTexts<typeof settingsMessagesEn> = {
  'settings.title': 'Ustawienia',
  'settings.language.heading': 'Język',
  'settings.language.label': 'Język wyświetlania',
  'settings.language.hint': 'Teksty, które nie zostały jeszcze przetłumaczone, są wyświetlane po angielsku.',
  'settings.language.apply': 'Zastosuj język',
  'settings.language.saving': 'Zapisywanie…',
  'settings.language.failed': 'Nie udało się zapisać języka. Spróbuj ponownie.',
  'settings.currency.heading': 'Waluta płatności',
  'settings.currency.label': 'Waluta cen i płatności',
  'settings.currency.loading': 'Ładowanie walut…',
  'settings.currency.loadFailed': 'Nie udało się załadować walut. Spróbuj ponownie później.',
  'settings.currency.save': 'Zapisz walutę',
  'settings.currency.saving': 'Zapisywanie…',
  'settings.currency.current': 'Obecnie: {currency}.',
  'settings.currency.failed': 'Nie udało się zmienić waluty płatności. Spróbuj ponownie.',
  'settings.signOut.heading': 'Wylogowanie',
  'settings.signOut.text': 'Wyloguj się na tym urządzeniu. Twoje pieniądze pozostaną bezpieczne na koncie.',
  'settings.signOut.button': 'Wyloguj się',
};
