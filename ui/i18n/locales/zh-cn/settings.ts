import type { AreaTexts } from '../../area-texts';
import type { settingsMessagesEn } from '../../../settings/messages.en';

export const zhCnSettings: AreaTexts<typeof settingsMessagesEn> = {
  'settings.title': '设置',
  'settings.language.heading': '语言',
  'settings.language.label': '显示语言',
  'settings.language.hint': '尚未翻译的文字将以英文显示。',
  'settings.language.apply': '应用语言',
  'settings.language.saving': '正在保存…',
  'settings.language.failed': '无法保存您的语言设置，请重试。',
  'settings.currency.heading': '支付币种',
  'settings.currency.label': '价格和支付使用的币种',
  'settings.currency.loading': '正在加载币种…',
  'settings.currency.loadFailed': '无法加载币种，请稍后再试。',
  'settings.currency.save': '保存币种',
  'settings.currency.saving': '正在保存…',
  'settings.currency.current': '当前为 {currency}。',
  'settings.currency.failed': '无法更改您的支付币种，请重试。',
  'settings.signOut.heading': '退出登录',
  'settings.signOut.text': '在此设备上退出登录。您的资金仍安全地保存在账户中。',
  'settings.signOut.button': '退出登录',
};
