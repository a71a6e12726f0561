import { hrCatalogue } from '../../../../domain/errors/texts/locales/hr';
import type { Translation } from '../../catalogue';
import { hrShell } from './shell';
import { hrNav } from './nav';
import { hrTrade } from './trade';
import { hrBuy } from './buy';
import { hrSell } from './sell';
import { hrSelector } from './asset-selector';
import { hrBasket } from './basket';
import { hrPayments } from './payments';
import { hrHome } from './home';
import { hrCoin } from './coin';
import { hrDownload } from './download';
import { hrSettings } from './settings';
import { hrMarket } from './market';
import { hrOnboarding } from './onboarding';
import { hrCompliance } from './compliance';
import { hrDeposit } from './deposit';
import { hrKyc } from './kyc';
import { hrAccount } from './account';
import { hrHistory } from './history';
import { hrMore } from './more';
import { hrLevelUp } from './level-up';

/** Croatian (hrvatski): one file per English area (ui/<area>/messages.en.ts), the catalogue's texts from domain/errors/texts/locales. */
export const hr: Translation = {
  messages: {
    ...hrShell,
    ...hrNav,
    ...hrTrade,
    ...hrBuy,
    ...hrSell,
    ...hrSelector,
    ...hrBasket,
    ...hrPayments,
    ...hrHome,
    ...hrCoin,
    ...hrDownload,
    ...hrSettings,
    ...hrMarket,
    ...hrOnboarding,
    ...hrCompliance,
    ...hrDeposit,
    ...hrKyc,
    ...hrAccount,
    ...hrHistory,
    ...hrMore,
    ...hrLevelUp,
  },
  ...hrCatalogue,
};
