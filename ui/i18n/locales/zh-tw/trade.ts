import type { AreaTexts } from '../../area-texts';
import type { tradeMessagesEn } from '../../../trade/messages.en';

export const zhTwTrade: AreaTexts<typeof tradeMessagesEn> = {
  'trade.title': '交易',
  'trade.tab.buy': '買入',
  'trade.tab.sell': '賣出',
  'trade.tabs': '買入或賣出',
  'trade.orderType.title': '委託類型',
  'trade.orderType.trigger': '委託類型：{type}',
  'trade.orderType.one_time': '單筆買入',
  'trade.orderType.recurring': '定期定額',
  'trade.orderType.target_price': '目標價',
  'trade.orderType.market': '市價單',
  'trade.orderType.appOnly': '僅限 App',
  'trade.prime.badge': 'Prime 價格',
  'trade.prime.tooltip': '身為 Prime 會員，您以 Prime 價格交易，每筆買賣都享有更好的價格。',
  'confirm.title': '確認{title}',
  'confirm.countdown': '價格將於 {seconds, plural, other {# 秒}}後更新',
  'confirm.refreshing': '正在更新價格…',
  'confirm.submit': '確認',
  'confirm.submitting': '確認中…',
  'confirm.cancel': '取消',
};
