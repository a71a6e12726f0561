import type { AreaTexts } from '../../area-texts';
import type { settingsMessagesEn } from '../../../settings/messages.en';

export const viSettings: AreaTexts<typeof settingsMessagesEn> = {
  'settings.title': 'Cài đặt',
  'settings.language.heading': 'Ngôn ngữ',
  'settings.language.label': 'Ngôn ngữ hiển thị',
  'settings.language.hint': 'Nội dung chưa được dịch sẽ hiển thị bằng tiếng Anh.',
  'settings.language.apply': 'Áp dụng ngôn ngữ',
  'settings.language.saving': 'Đang lưu…',
  'settings.language.failed': 'Không thể lưu ngôn ngữ. Vui lòng thử lại.',
  'settings.currency.heading': 'Tiền tệ thanh toán',
  'settings.currency.label': 'Tiền tệ cho giá và thanh toán',
  'settings.currency.loading': 'Đang tải danh sách tiền tệ…',
  'settings.currency.loadFailed': 'Không thể tải danh sách tiền tệ. Vui lòng thử lại sau.',
  'settings.currency.save': 'Lưu tiền tệ',
  'settings.currency.saving': 'Đang lưu…',
  'settings.currency.current': 'Hiện tại: {currency}.',
  'settings.currency.failed': 'Không thể thay đổi tiền tệ thanh toán. Vui lòng thử lại.',
  'settings.signOut.heading': 'Đăng xuất',
  'settings.signOut.text': 'Đăng xuất khỏi thiết bị này. Tiền của bạn vẫn an toàn trong tài khoản.',
  'settings.signOut.button': 'Đăng xuất',
};
