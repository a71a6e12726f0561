import type { AreaTexts } from '../../area-texts';
import type { tradeMessagesEn } from '../../../trade/messages.en';

export const viTrade: AreaTexts<typeof tradeMessagesEn> = {
  'trade.title': 'Giao dịch',
  'trade.tab.buy': 'Mua',
  'trade.tab.sell': 'Bán',
  'trade.tabs': 'Mua hoặc bán',
  'trade.orderType.title': 'Loại lệnh',
  'trade.orderType.trigger': 'Loại lệnh: {type}',
  'trade.orderType.one_time': 'Mua một lần',
  'trade.orderType.recurring': 'Mua định kỳ',
  'trade.orderType.target_price': 'Giá mục tiêu',
  'trade.orderType.market': 'Lệnh thị trường',
  'trade.orderType.appOnly': 'Chỉ trên ứng dụng',
  'trade.prime.badge': 'Giá Prime',
  'trade.prime.tooltip': 'Là thành viên Prime, bạn giao dịch theo giá Prime, với giá tốt hơn cho mọi lệnh mua và bán.',
  'confirm.title': 'Xác nhận {title}',
  'confirm.countdown': 'Giá làm mới sau {seconds, plural, other {# giây}}',
  'confirm.refreshing': 'Đang làm mới giá…',
  'confirm.submit': 'Xác nhận',
  'confirm.submitting': 'Đang xác nhận…',
  'confirm.cancel': 'Hủy',
};
