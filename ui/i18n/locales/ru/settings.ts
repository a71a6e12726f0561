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
  'settings.currency.heading': 'Валюта платежей',
  'settings.currency.label': 'Валюта цен и платежей',
  'settings.currency.loading': 'Загружаем валюты…',
  'settings.currency.loadFailed': 'Не удалось загрузить валюты. Попробуйте позже.',
  'settings.currency.save': 'Сохранить валюту',
  'settings.currency.saving': 'Сохранение…',
  'settings.currency.current': 'Сейчас: {currency}.',
  'settings.currency.failed': 'Не удалось изменить валюту платежей. Попробуйте ещё раз.',
  'settings.signOut.heading': 'Выход',
  'settings.signOut.text': 'Выйти из аккаунта на этом устройстве. Ваши деньги останутся в безопасности на счёте.',
  'settings.signOut.button': 'Выйти',
};
