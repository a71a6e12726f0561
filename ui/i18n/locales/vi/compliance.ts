import type { AreaTexts } from '../../area-texts';
import type { complianceMessagesEn } from '../../../compliance/messages.en';

export const viCompliance: AreaTexts<typeof complianceMessagesEn> = {
  'risk.title': 'Trước khi bạn đầu tư vào tiền mã hóa',
  'risk.body':
    '{name}, tiền mã hóa là khoản đầu tư rủi ro cao. Giá có thể giảm cũng như tăng, bạn có thể mất toàn bộ số tiền đã đầu tư và nhiều khả năng bạn sẽ không được bảo vệ nếu có sự cố.',
  'risk.more': 'Dành hai phút tìm hiểu thêm trong bản tóm tắt rủi ro tại Vương quốc Anh của chúng tôi',
  'risk.confirm': 'Tôi đã hiểu',
};
