import type { AreaTexts } from '../../area-texts';
import type { downloadMessagesEn } from '../../../download/messages.en';

export const zhCnDownload: AreaTexts<typeof downloadMessagesEn> = {
  'download.open': '获取 App',
  'download.title': '获取 Crypto App',
  'download.lead': '随时随地买卖和管理您的加密货币，还能使用网页版尚未提供的全部功能。',
  'download.button': '下载 App',
  'download.scan': '扫码打开',
  'download.scanHint': '用手机摄像头扫描此二维码即可下载 App。',
  'download.qr': '下载 Crypto App 的二维码',
  'download.link': '或打开下载页面',
};
