import type { AreaTexts } from '../../area-texts';
import type { settingsMessagesEn } from '../../../settings/messages.en';

export const ruSettings: AreaTexts<typeof settingsMessagesEn> = {
  'settings.title': 'Настройки',
  'settings.language.heading': 'Язык',
  'settings.language.label': 'Язык интерфейса',
  'settings.language.hint': 'Тексты, которые ещё не переведены, показываются на английском.',
  'settings.language.apply': 'Применить язык',
  'settings.language.saving': 'Сохранение…',
  'settings.language.failed': 'Не удалось сохранить язык. Попробуйте ещё раз.',
};
