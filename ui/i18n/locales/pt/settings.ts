import type { AreaTexts } from '../../area-texts';
import type { settingsMessagesEn } from '../../../settings/messages.en';

export const ptSettings: AreaTexts<typeof settingsMessagesEn> = {
  'settings.title': 'Definições',
  'settings.language.heading': 'Idioma',
  'settings.language.label': 'Idioma de apresentação',
  'settings.language.hint': 'Os textos ainda não traduzidos aparecem em inglês.',
  'settings.language.apply': 'Aplicar idioma',
  'settings.language.saving': 'A guardar…',
  'settings.language.failed': 'Não foi possível guardar o seu idioma. Tente novamente.',
};
