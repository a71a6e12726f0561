import type { AreaTexts } from '../../area-texts';
import type { downloadMessagesEn } from '../../../download/messages.en';

export const zhTwDownload: AreaTexts<typeof downloadMessagesEn> = {
  'download.open': '下載 App',
  'download.title': '下載 Crypto App',
  'download.lead': '隨時隨地買賣、管理您的加密貨幣，還能使用網頁版尚未提供的所有功能。',
  'download.button': '下載 App',
  'download.scan': '掃描開啟',
  'download.scanHint': '用手機相機掃描此 QR Code 即可下載 App。',
  'download.qr': '下載 Crypto App 的 QR Code',
  'download.link': '或開啟下載頁面',
};
