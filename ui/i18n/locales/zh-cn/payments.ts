import type { AreaTexts } from '../../area-texts';
import type { paymentsMessagesEn } from '../../../payments/messages.en';

export const zhCnPayments: AreaTexts<typeof paymentsMessagesEn> = {
  'payments.cardForm.title': '添加卡',
  'payments.cardForm.frame': '支付网关的卡片表单',
  'payments.cardForm.starting': '正在打开卡片表单…',
  'payments.cardForm.checking': '正在验证您的卡…',
  'payments.cardForm.unavailable': '此处无法添加卡。您可以在 Crypto App 中添加。',
  'payments.cardForm.retry': '重试',
  'payments.frame.title': '确认付款',
  'payments.frame.page': '您银行的付款页面',
};
