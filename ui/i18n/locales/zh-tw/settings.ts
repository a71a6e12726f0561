import type { AreaTexts } from '../../area-texts';
import type { settingsMessagesEn } from '../../../settings/messages.en';

export const zhTwSettings: AreaTexts<typeof settingsMessagesEn> = {
  'settings.title': '設定',
  'settings.language.heading': '語言',
  'settings.language.label': '顯示語言',
  'settings.language.hint': '尚未翻譯的文字會以英文顯示。',
  'settings.language.apply': '套用語言',
  'settings.language.saving': '儲存中…',
  'settings.language.failed': '無法儲存您的語言設定，請再試一次。',
  'settings.currency.heading': '計價幣別',
  'settings.currency.label': '價格與付款使用的幣別',
  'settings.currency.loading': '正在載入幣別…',
  'settings.currency.loadFailed': '無法載入幣別，請稍後再試。',
  'settings.currency.save': '儲存幣別',
  'settings.currency.saving': '儲存中…',
  'settings.currency.current': '目前為 {currency}。',
  'settings.currency.failed': '無法變更您的計價幣別，請再試一次。',
  'settings.signOut.heading': '登出',
  'settings.signOut.text': '從這部裝置登出。您的資金仍安全地保存在帳戶中。',
  'settings.signOut.button': '登出',
};
