import type { AreaTexts } from '../../area-texts';
import type { paymentsMessagesEn } from '../../../payments/messages.en';

export const viPayments: AreaTexts<typeof paymentsMessagesEn> = {
  'payments.cardForm.title': 'Thêm thẻ',
  'payments.cardForm.frame': 'Biểu mẫu thẻ của cổng thanh toán',
  'payments.cardForm.starting': 'Đang mở biểu mẫu thẻ…',
  'payments.cardForm.checking': 'Đang kiểm tra thẻ của bạn…',
  'payments.cardForm.unavailable': 'Không thể thêm thẻ tại đây. Bạn có thể thêm thẻ trong ứng dụng Crypto.',
  'payments.cardForm.retry': 'Thử lại',
  'payments.frame.title': 'Xác nhận thanh toán',
  'payments.frame.page': 'Trang thanh toán của ngân hàng bạn',
};
