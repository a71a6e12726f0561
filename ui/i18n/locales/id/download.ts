import type { AreaTexts } from '../../area-texts';
import type { downloadMessagesEn } from '../../../download/messages.en';

export const idDownload: AreaTexts<typeof downloadMessagesEn> = {
  'download.open': 'Unduh aplikasi',
  'download.title': 'Unduh aplikasi Crypto',
  'download.lead': 'Beli, jual, dan kelola kripto Anda di mana saja, dengan semua fitur yang belum tersedia di aplikasi web.',
  'download.button': 'Unduh aplikasi',
  'download.scan': 'Pindai untuk membuka',
  'download.scanHint': 'Arahkan kamera ponsel Anda ke kode ini untuk mengunduh aplikasi.',
  'download.qr': 'Kode QR untuk mengunduh aplikasi Crypto',
  'download.link': 'Atau buka halaman unduhan',
};
