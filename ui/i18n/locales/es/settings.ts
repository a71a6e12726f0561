import type { AreaTexts } from '../../area-texts';
import type { settingsMessagesEn } from '../../../settings/messages.en';

export const esSettings: AreaTexts<typeof settingsMessagesEn> = {
  'settings.title': 'Ajustes',
  'settings.language.heading': 'Idioma',
  'settings.language.label': 'Idioma de la aplicación',
  'settings.language.hint': 'Los textos aún no traducidos se muestran en inglés.',
  'settings.language.apply': 'Aplicar idioma',
  'settings.language.saving': 'Guardando…',
  'settings.language.failed': 'No hemos podido guardar tu idioma. Inténtalo de nuevo.',
};
