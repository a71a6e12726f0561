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
};
