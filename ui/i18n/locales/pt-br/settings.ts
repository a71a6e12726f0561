import type { AreaTexts } from '../../area-texts';
import type { settingsMessagesEn } from '../../../settings/messages.en';

export const ptBrSettings: AreaTexts<typeof settingsMessagesEn> = {
  'settings.title': 'Configurações',
  'settings.language.label': 'Idioma de exibição',
  'settings.language.saving': 'Salvando…',
  'settings.language.failed': 'Não foi possível salvar seu idioma. Tente novamente.',
};
