import type { AreaTexts } from '../../area-texts';
import type { downloadMessagesEn } from '../../../download/messages.en';

export const ruDownload: AreaTexts<typeof downloadMessagesEn> = {
  'download.open': 'Скачать приложение',
  'download.title': 'Скачайте приложение Crypto',
  'download.lead': 'Покупайте, продавайте и управляйте криптовалютой где угодно, со всем, чего пока нет в веб-приложении.',
  'download.button': 'Скачать приложение',
  'download.scan': 'Отсканируйте, чтобы открыть',
  'download.scanHint': 'Наведите камеру телефона на код, чтобы скачать приложение.',
  'download.qr': 'QR-код для скачивания приложения Crypto',
  'download.link': 'Или откройте страницу загрузки',
};
