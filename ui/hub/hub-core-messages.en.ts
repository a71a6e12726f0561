import { hubNavMessages } from './hub-nav';
import { tradeMessagesEn } from '../trade/messages.en';
import { buyMessagesEn } from '../trade/buy/messages.en';
import { paymentsMessagesEn } from '../payments/messages.en';
import { homeMessagesEn } from '../home/messages.en';
import { downloadMessagesEn } from '../download/messages.en';
import { sellMessagesEn } from '../trade/sell/messages.en';
import { selectorMessagesEn } from '../trade/asset-selector/messages.en';
import { basketMessagesEn } from '../trade/basket/messages.en';
import { settingsMessagesEn } from '../settings/messages.en';
import { complianceMessagesEn } from '../compliance/messages.en';

/**
 * English texts of the hub's first screen and what opens over it at once (the navigation, home,
 * the trade drawer, settings, the compliance dialogs): they load with the hub (HubTexts). The other
 * areas' texts load with their screens (WithTexts), see hub-messages.en.ts.
 */
export const hubCoreMessagesEn = {
  ...hubNavMessages,
  ...tradeMessagesEn,
  ...buyMessagesEn,
  ...paymentsMessagesEn,
  ...homeMessagesEn,
  ...downloadMessagesEn,
  ...sellMessagesEn,
  ...selectorMessagesEn,
  ...basketMessagesEn,
  ...settingsMessagesEn,
  ...complianceMessagesEn,
} as const;
