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
  'settings.currency.heading': 'भुगतान मुद्रा',
  'settings.currency.label': 'कीमतों और भुगतानों की मुद्रा',
  'settings.currency.loading': 'मुद्राएँ लोड हो रही हैं…',
  'settings.currency.loadFailed': 'हम मुद्राएँ लोड नहीं कर सके। कृपया बाद में फिर से कोशिश करें।',
  'settings.currency.save': 'मुद्रा सेव करें',
  'settings.currency.saving': 'सेव हो रहा है…',
  'settings.currency.current': 'अभी {currency}।',
  'settings.currency.failed': 'हम आपकी भुगतान मुद्रा नहीं बदल सके। कृपया फिर से कोशिश करें।',
  'settings.signOut.heading': 'लॉग आउट',
  'settings.signOut.text': 'इस डिवाइस से लॉग आउट करें। आपका पैसा आपके खाते में सुरक्षित रहता है।',
  'settings.signOut.button': 'लॉग आउट करें',
};
