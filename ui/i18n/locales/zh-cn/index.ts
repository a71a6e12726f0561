import { zhCnCatalogue } from '../../../../domain/errors/texts/locales/zh-cn';
import type { Translation } from '../../catalogue';
import { zhCnShell } from './shell';
import { zhCnNav } from './nav';
import { zhCnTrade } from './trade';
import { zhCnBuy } from './buy';
import { zhCnSell } from './sell';
import { zhCnSelector } from './asset-selector';
import { zhCnBasket } from './basket';
import { zhCnPayments } from './payments';
import { zhCnHome } from './home';
import { zhCnCoin } from './coin';
import { zhCnDownload } from './download';
import { zhCnSettings } from './settings';
import { zhCnMarket } from './market';
import { zhCnOnboarding } from './onboarding';
import { zhCnCompliance } from './compliance';
import { zhCnDeposit } from './deposit';
import { zhCnKyc } from './kyc';
import { zhCnAccount } from './account';
import { zhCnHistory } from './history';
import { zhCnMore } from './more';
import { zhCnLevelUp } from './level-up';

/** Simplified Chinese (简体中文): one file per English area (ui/<area>/messages.en.ts), the catalogue's texts from domain/errors/texts/locales. */
export const zhCn: Translation = {
  messages: {
    ...zhCnShell,
    ...zhCnNav,
    ...zhCnTrade,
    ...zhCnBuy,
    ...zhCnSell,
    ...zhCnSelector,
    ...zhCnBasket,
    ...zhCnPayments,
    ...zhCnHome,
    ...zhCnCoin,
    ...zhCnDownload,
    ...zhCnSettings,
    ...zhCnMarket,
    ...zhCnOnboarding,
    ...zhCnCompliance,
    ...zhCnDeposit,
    ...zhCnKyc,
    ...zhCnAccount,
    ...zhCnHistory,
    ...zhCnMore,
    ...zhCnLevelUp,
  },
  ...zhCnCatalogue,
};
