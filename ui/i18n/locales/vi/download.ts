import type { AreaTexts } from '../../area-texts';
import type { downloadMessagesEn } from '../../../download/messages.en';

export const viDownload: AreaTexts<typeof downloadMessagesEn> = {
  'download.open': 'Tải ứng dụng',
  'download.title': 'Tải ứng dụng Crypto',
  'download.lead': 'Mua, bán và quản lý tiền mã hóa mọi lúc mọi nơi, với mọi tính năng mà ứng dụng web chưa có.',
  'download.button': 'Tải ứng dụng',
  'download.scan': 'Quét để mở',
  'download.scanHint': 'Hướng camera điện thoại vào mã để tải ứng dụng.',
  'download.qr': 'Mã QR để tải ứng dụng Crypto',
  'download.link': 'Hoặc mở trang tải xuống',
};
