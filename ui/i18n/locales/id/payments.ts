import type { AreaTexts } from '../../area-texts';
import type { paymentsMessagesEn } from '../../../payments/messages.en';

export const idPayments: AreaTexts<typeof paymentsMessagesEn> = {
  'payments.cardForm.title': 'Tambah kartu',
  'payments.cardForm.frame': 'Formulir kartu dari gateway pembayaran',
  'payments.cardForm.starting': 'Membuka formulir kartu…',
  'payments.cardForm.checking': 'Memeriksa kartu Anda…',
  'payments.cardForm.unavailable': 'Penambahan kartu tidak tersedia di sini. Anda dapat menambahkannya di aplikasi Crypto.',
  'payments.cardForm.retry': 'Coba lagi',
  'payments.frame.title': 'Konfirmasi pembayaran Anda',
  'payments.frame.page': 'Halaman pembayaran bank Anda',
};
