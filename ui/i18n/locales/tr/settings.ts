import type { AreaTexts } from '../../area-texts';
import type { settingsMessagesEn } from '../../../settings/messages.en';

export const trSettings: AreaTexts<typeof settingsMessagesEn> = {
  'settings.title': 'Ayarlar',
  'settings.language.heading': 'Dil',
  'settings.language.label': 'Görüntüleme dili',
  'settings.language.hint': 'Henüz çevrilmemiş metinler İngilizce gösterilir.',
  'settings.language.apply': 'Dili uygula',
  'settings.language.saving': 'Kaydediliyor…',
  'settings.language.failed': 'Diliniz kaydedilemedi. Lütfen tekrar deneyin.',
  'settings.currency.heading': 'Ödeme para birimi',
  'settings.currency.label': 'Fiyatlar ve ödemeler için para birimi',
  'settings.currency.loading': 'Para birimleri yükleniyor…',
  'settings.currency.loadFailed': 'Para birimleri yüklenemedi. Lütfen daha sonra tekrar deneyin.',
  'settings.currency.save': 'Para birimini kaydet',
  'settings.currency.saving': 'Kaydediliyor…',
  'settings.currency.current': 'Şu an: {currency}.',
  'settings.currency.failed': 'Ödeme para biriminiz değiştirilemedi. Lütfen tekrar deneyin.',
  'settings.signOut.heading': 'Çıkış yap',
  'settings.signOut.text': 'Bu cihazda oturumu kapatın. Paranız hesabınızda güvende kalır.',
  'settings.signOut.button': 'Çıkış yap',
};
