import { zhTwCatalogue } from '../../../../domain/errors/texts/locales/zh-tw';
import type { Translation } from '../../catalogue';
import { zhTwShell } from './shell';
import { zhTwNav } from './nav';
import { zhTwTrade } from './trade';
import { zhTwBuy } from './buy';
import { zhTwSell } from './sell';
import { zhTwSelector } from './asset-selector';
import { zhTwBasket } from './basket';
import { zhTwPayments } from './payments';
import { zhTwHome } from './home';
import { zhTwCoin } from './coin';
import { zhTwDownload } from './download';
import { zhTwSettings } from './settings';
import { zhTwMarket } from './market';
import { zhTwOnboarding } from './onboarding';
import { zhTwCompliance } from './compliance';
import { zhTwDeposit } from './deposit';
import { zhTwKyc } from './kyc';
import { zhTwAccount } from './account';
import { zhTwHistory } from './history';
import { zhTwMore } from './more';
import { zhTwLevelUp } from './level-up';

/** Traditional Chinese (繁體中文, Taiwan): one file per English area (ui/<area>/messages.en.ts), the catalogue's texts from domain/errors/texts/locales. */
export const zhTw: Translation = {
  messages: {
    ...zhTwShell,
    ...zhTwNav,
    ...zhTwTrade,
    ...zhTwBuy,
    ...zhTwSell,
    ...zhTwSelector,
    ...zhTwBasket,
    ...zhTwPayments,
    ...zhTwHome,
    ...zhTwCoin,
    ...zhTwDownload,
    ...zhTwSettings,
    ...zhTwMarket,
    ...zhTwOnboarding,
    ...zhTwCompliance,
    ...zhTwDeposit,
    ...zhTwKyc,
    ...zhTwAccount,
    ...zhTwHistory,
    ...zhTwMore,
    ...zhTwLevelUp,
  },
  ...zhTwCatalogue,
};
