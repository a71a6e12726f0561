import type { AreaTexts } from '../../area-texts';
import type { tradeMessagesEn } from '../../../trade/messages.en';

export const zhCnTrade: AreaTexts<typeof tradeMessagesEn> = {
  'trade.title': '交易',
  'trade.tab.buy': '买入',
  'trade.tab.sell': '卖出',
  'trade.tabs': '买入或卖出',
  'trade.orderType.title': '订单类型',
  'trade.orderType.trigger': '订单类型：{type}',
  'trade.orderType.one_time': '单次买入',
  'trade.orderType.recurring': '定期买入',
  'trade.orderType.target_price': '目标价格',
  'trade.orderType.market': '市价单',
  'trade.orderType.appOnly': '仅限 App',
  'trade.prime.badge': 'Prime 费率',
  'trade.prime.tooltip': '作为 Prime 会员，您以 Prime 费率交易，每次买卖都享有更优价格。',
  'confirm.title': '确认{title}',
  'confirm.countdown': '价格将在 {seconds, plural, other {# 秒}}后刷新',
  'confirm.refreshing': '正在刷新价格…',
  'confirm.submit': '确认',
  'confirm.submitting': '正在确认…',
  'confirm.cancel': '取消',
};
