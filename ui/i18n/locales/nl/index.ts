import { nlCatalogue } from '../../../../domain/errors/texts/locales/nl';
import type { Translation } from '../../catalogue';
import { nlShell } from './shell';
import { nlNav } from './nav';
import { nlTrade } from './trade';
import { nlBuy } from './buy';
import { nlSell } from './sell';
import { nlSelector } from './asset-selector';
import { nlBasket } from './basket';
import { nlPayments } from './payments';
import { nlHome } from './home';
import { nlCoin } from './coin';
import { nlDownload } from './download';
import { nlSettings } from './settings';
import { nlMarket } from './market';
import { nlOnboarding } from './onboarding';
import { nlCompliance } from './compliance';
import { nlDeposit } from './deposit';
import { nlKyc } from './kyc';
import { nlAccount } from './account';
import { nlHistory } from './history';
import { nlMore } from './more';
import { nlLevelUp } from './level-up';

/** Dutch (Nederlands): one file per English area (ui/<area>/messages.en.ts), the catalogue's texts from domain/errors/texts/locales. */
export const nl: Translation = {
  messages: {
    ...nlShell,
    ...nlNav,
    ...nlTrade,
    ...nlBuy,
    ...nlSell,
    ...nlSelector,
    ...nlBasket,
    ...nlPayments,
    ...nlHome,
    ...nlCoin,
    ...nlDownload,
    ...nlSettings,
    ...nlMarket,
    ...nlOnboarding,
    ...nlCompliance,
    ...nlDeposit,
    ...nlKyc,
    ...nlAccount,
    ...nlHistory,
    ...nlMore,
    ...nlLevelUp,
  },
  ...nlCatalogue,
};
