import { hiCatalogue } from '../../../../domain/errors/texts/locales/hi';
import type { Translation } from '../../catalogue';
import { hiShell } from './shell';
import { hiNav } from './nav';
import { hiTrade } from './trade';
import { hiBuy } from './buy';
import { hiSell } from './sell';
import { hiSelector } from './asset-selector';
import { hiBasket } from './basket';
import { hiPayments } from './payments';
import { hiHome } from './home';
import { hiCoin } from './coin';
import { hiDownload } from './download';
import { hiSettings } from './settings';
import { hiMarket } from './market';
import { hiOnboarding } from './onboarding';
import { hiCompliance } from './compliance';
import { hiDeposit } from './deposit';
import { hiKyc } from './kyc';
import { hiAccount } from './account';
import { hiHistory } from './history';
import { hiMore } from './more';
import { hiLevelUp } from './level-up';

/** Hindi (हिन्दी): one file per English area (ui/<area>/messages.en.ts), the catalogue's texts from domain/errors/texts/locales. */
export const hi: Translation = {
  messages: {
    ...hiShell,
    ...hiNav,
    ...hiTrade,
    ...hiBuy,
    ...hiSell,
    ...hiSelector,
    ...hiBasket,
    ...hiPayments,
    ...hiHome,
    ...hiCoin,
    ...hiDownload,
    ...hiSettings,
    ...hiMarket,
    ...hiOnboarding,
    ...hiCompliance,
    ...hiDeposit,
    ...hiKyc,
    ...hiAccount,
    ...hiHistory,
    ...hiMore,
    ...hiLevelUp,
  },
  ...hiCatalogue,
};
