import type { AreaTexts } from '../../area-texts';
import type { coinMessagesEn } from '../../../coin/messages.en';

export const zhCnCoin: AreaTexts<typeof coinMessagesEn> = {
  'coin.title': '{name} 价格',
  'coin.changeUp': '24 小时上涨 {percent}',
  'coin.changeDown': '24 小时下跌 {percent}',
  'coin.changeFlat': '24 小时无变化',
  'coin.live': '实时',
  'coin.delayed': '正在重新连接…',
  'coin.favourite': '收藏 {name}',
  'coin.buy': '买入 {symbol}',
  'coin.sell': '卖出 {symbol}',
  'coin.chart.title': '最近 24 小时',
  'coin.chart.label': '{name} 价格走势图，最近 24 小时',
  'coin.chart.summary': '开盘 {open}，最高 {high}，最低 {low}，当前 {last}。',
  'coin.chart.unavailable': '价格走势图暂时无法显示。',
  'coin.chart.loading': '正在加载走势图…',
  'coin.chart.attribution': '图表由 TradingView 提供',
  'coin.notFound.title': '未找到该币种',
  'coin.notFound.text': '此地址下没有找到任何币种。',
  'coin.notFound.home': '返回首页',
  'coin.failed.text': '无法加载此币种。',
  'coin.failed.retry': '重试',
  'coin.backToMarket': '返回市场',
};
