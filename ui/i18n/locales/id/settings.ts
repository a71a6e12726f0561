import type { AreaTexts } from '../../area-texts';
import type { settingsMessagesEn } from '../../../settings/messages.en';

export const idSettings: AreaTexts<typeof settingsMessagesEn> = {
  'settings.title': 'Setelan',
  'settings.language.heading': 'Bahasa',
  'settings.language.label': 'Bahasa tampilan',
  'settings.language.hint': 'Teks yang belum diterjemahkan ditampilkan dalam bahasa Inggris.',
  'settings.language.apply': 'Terapkan bahasa',
  'settings.language.saving': 'Menyimpan…',
  'settings.language.failed': 'Kami tidak dapat menyimpan bahasa Anda. Silakan coba lagi.',
  'settings.currency.heading': 'Mata uang pembayaran',
  'settings.currency.label': 'Mata uang untuk harga dan pembayaran',
  'settings.currency.loading': 'Memuat mata uang…',
  'settings.currency.loadFailed': 'Kami tidak dapat memuat mata uang. Silakan coba lagi nanti.',
  'settings.currency.save': 'Simpan mata uang',
  'settings.currency.saving': 'Menyimpan…',
  'settings.currency.current': 'Saat ini {currency}.',
  'settings.currency.failed': 'Kami tidak dapat mengubah mata uang pembayaran Anda. Silakan coba lagi.',
  'settings.signOut.heading': 'Keluar',
  'settings.signOut.text': 'Keluar dari perangkat ini. Uang Anda tetap aman di akun Anda.',
  'settings.signOut.button': 'Keluar',
};
