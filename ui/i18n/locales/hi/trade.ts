import type { AreaTexts } from '../../area-texts';
import type { tradeMessagesEn } from '../../../trade/messages.en';

export const hiTrade: AreaTexts<typeof tradeMessagesEn> = {
  'trade.title': 'ट्रेड',
  'trade.tab.buy': 'खरीदें',
  'trade.tab.sell': 'बेचें',
  'trade.tabs': 'खरीदें या बेचें',
  'trade.orderType.title': 'ऑर्डर का प्रकार',
  'trade.orderType.trigger': 'ऑर्डर का प्रकार: {type}',
  'trade.orderType.one_time': 'एक बार की खरीद',
  'trade.orderType.recurring': 'आवर्ती खरीद',
  'trade.orderType.target_price': 'लक्ष्य मूल्य',
  'trade.orderType.market': 'मार्केट ऑर्डर',
  'trade.orderType.appOnly': 'सिर्फ़ ऐप में',
  'trade.prime.badge': 'Prime दरें',
  'trade.prime.tooltip': 'Prime सदस्य के रूप में आप Prime दरों पर ट्रेड करते हैं, हर खरीद और बिक्री पर बेहतर कीमतों के साथ।',
  'confirm.title': '{title} की पुष्टि करें',
  'confirm.countdown': 'कीमत {seconds, plural, one {# सेकंड} other {# सेकंड}} में रीफ़्रेश होगी',
  'confirm.refreshing': 'कीमत रीफ़्रेश हो रही है…',
  'confirm.submit': 'पुष्टि करें',
  'confirm.submitting': 'पुष्टि हो रही है…',
  'confirm.cancel': 'रद्द करें',
};
