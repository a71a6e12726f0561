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
};
