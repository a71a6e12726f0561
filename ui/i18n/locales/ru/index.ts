import { ruCatalogue } from '../../../../domain/errors/texts/locales/ru';
import type { Translation } from '../../catalogue';
import { ruShell } from './shell';
import { ruNav } from './nav';
import { ruTrade } from './trade';
import { ruBuy } from './buy';
import { ruSell } from './sell';
import { ruSelector } from './asset-selector';
import { ruBasket } from './basket';
import { ruPayments } from './payments';
import { ruHome } from './home';
import { ruCoin } from './coin';
import { ruDownload } from './download';
import { ruSettings } from './settings';
import { ruMarket } from './market';
import { ruOnboarding } from './onboarding';
import { ruCompliance } from './compliance';
import { ruDeposit } from './deposit';
import { ruKyc } from './kyc';
import { ruAccount } from './account';
import { ruHistory } from './history';
import { ruMore } from './more';
import { ruLevelUp } from './level-up';

/** Russian (Русский): one file per English area (ui/<area>/messages.en.ts), the catalogue's texts from domain/errors/texts/locales. */
export const ru: Translation = {
  messages: {
    ...ruShell,
    ...ruNav,
    ...ruTrade,
    ...ruBuy,
    ...ruSell,
    ...ruSelector,
    ...ruBasket,
    ...ruPayments,
    ...ruHome,
    ...ruCoin,
    ...ruDownload,
    ...ruSettings,
    ...ruMarket,
    ...ruOnboarding,
    ...ruCompliance,
    ...ruDeposit,
    ...ruKyc,
    ...ruAccount,
    ...ruHistory,
    ...ruMore,
    ...ruLevelUp,
  },
  ...ruCatalogue,
};
