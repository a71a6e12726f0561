import type { AreaTexts } from '../../area-texts';
import type { coinMessagesEn } from '../../../coin/messages.en';

export const viCoin: AreaTexts<typeof coinMessagesEn> = {
  'coin.title': 'Giá {name}',
  'coin.changeUp': 'Tăng {percent} trong 24 giờ',
  'coin.changeDown': 'Giảm {percent} trong 24 giờ',
  'coin.changeFlat': 'Không đổi trong 24 giờ',
  'coin.live': 'Trực tiếp',
  'coin.delayed': 'Đang kết nối lại…',
  'coin.favourite': 'Yêu thích {name}',
  'coin.buy': 'Mua {symbol}',
  'coin.sell': 'Bán {symbol}',
  'coin.chart.title': '24 giờ qua',
  'coin.chart.label': 'Biểu đồ giá {name}, 24 giờ qua',
  'coin.chart.summary': 'Mở cửa {open}, cao nhất {high}, thấp nhất {low}, hiện tại {last}.',
  'coin.chart.unavailable': 'Biểu đồ giá hiện không khả dụng.',
  'coin.chart.loading': 'Đang tải biểu đồ…',
  'coin.chart.attribution': 'Biểu đồ của TradingView',
  'coin.notFound.title': 'Không tìm thấy coin',
  'coin.notFound.text': 'Không tìm thấy coin nào tại địa chỉ này.',
  'coin.notFound.home': 'Về Trang chủ',
  'coin.failed.text': 'Không thể tải coin này.',
  'coin.failed.retry': 'Thử lại',
  'coin.backToMarket': 'Về Thị trường',
};
