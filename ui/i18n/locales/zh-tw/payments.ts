import type { AreaTexts } from '../../area-texts';
import type { paymentsMessagesEn } from '../../../payments/messages.en';

export const zhTwPayments: AreaTexts<typeof paymentsMessagesEn> = {
  'payments.cardForm.title': '新增卡片',
  'payments.cardForm.frame': '金流服務的卡片表單',
  'payments.cardForm.starting': '正在開啟卡片表單…',
  'payments.cardForm.checking': '正在驗證您的卡片…',
  'payments.cardForm.unavailable': '無法在此新增卡片。您可以在 Crypto App 中新增。',
  'payments.cardForm.retry': '重試',
  'payments.frame.title': '確認付款',
  'payments.frame.page': '您銀行的付款頁面',
};
