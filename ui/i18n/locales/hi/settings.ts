import type { AreaTexts } from '../../area-texts';
import type { settingsMessagesEn } from '../../../settings/messages.en';

export const hiSettings: AreaTexts<typeof settingsMessagesEn> = {
  'settings.title': 'सेटिंग्स',
  'settings.language.heading': 'भाषा',
  'settings.language.label': 'डिस्प्ले भाषा',
  'settings.language.hint': 'जिन टेक्स्ट का अनुवाद अभी नहीं हुआ है, वे अंग्रेज़ी में दिखेंगे।',
  'settings.language.apply': 'भाषा लागू करें',
  'settings.language.saving': 'सेव हो रहा है…',
  'settings.language.failed': 'हम आपकी भाषा सेव नहीं कर सके। कृपया फिर से कोशिश करें।',
};
