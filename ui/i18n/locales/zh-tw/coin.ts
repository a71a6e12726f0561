import type { AreaTexts } from '../../area-texts';
import type { coinMessagesEn } from '../../../coin/messages.en';

export const zhTwCoin: AreaTexts<typeof coinMessagesEn> = {
  'coin.title': '{name} 價格',
  'coin.changeUp': '24 小時上漲 {percent}',
  'coin.changeDown': '24 小時下跌 {percent}',
  'coin.changeFlat': '24 小時持平',
  'coin.live': '即時',
  'coin.delayed': '重新連線中…',
  'coin.favourite': '將 {name} 加入我的最愛',
  'coin.buy': '買入 {symbol}',
  'coin.sell': '賣出 {symbol}',
  'coin.chart.title': '過去 24 小時',
  'coin.chart.label': '{name} 價格走勢圖，過去 24 小時',
  'coin.chart.summary': '開盤 {open}，最高 {high}，最低 {low}，目前 {last}。',
  'coin.chart.unavailable': '目前無法顯示價格走勢圖。',
  'coin.chart.loading': '正在載入走勢圖…',
  'coin.chart.attribution': '圖表由 TradingView 提供',
  'coin.notFound.title': '找不到此幣種',
  'coin.notFound.text': '此網址沒有對應的幣種。',
  'coin.notFound.home': '返回首頁',
  'coin.failed.text': '無法載入此幣種。',
  'coin.failed.retry': '重試',
  'coin.backToMarket': '返回行情',
};
