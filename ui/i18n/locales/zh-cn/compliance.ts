import type { AreaTexts } from '../../area-texts';
import type { complianceMessagesEn } from '../../../compliance/messages.en';

export const zhCnCompliance: AreaTexts<typeof complianceMessagesEn> = {
  'risk.title': '投资加密货币前请了解',
  'risk.body': '{name}，加密货币属于高风险投资。价格可能下跌，也可能上涨；您可能损失全部投入的资金，而且一旦出现问题，您很可能无法获得保护。',
  'risk.more': '花两分钟阅读我们的英国风险摘要，了解更多',
  'risk.confirm': '我已了解',
};
