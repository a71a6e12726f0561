import type { AreaTexts } from '../../area-texts';
import type { complianceMessagesEn } from '../../../compliance/messages.en';

export const zhTwCompliance: AreaTexts<typeof complianceMessagesEn> = {
  'risk.title': '投資加密貨幣前，請先了解',
  'risk.body': '{name}，加密貨幣屬於高風險投資。價格可能下跌也可能上漲，您可能會損失所有投入的資金，而且一旦發生問題，您很可能不受保障。',
  'risk.more': '花兩分鐘閱讀我們的英國風險摘要，了解更多',
  'risk.confirm': '我了解',
};
