import { deCatalogue } from '../../../../domain/errors/texts/locales/de';
import type { Translation } from '../../catalogue';
import { deShell } from './shell';
import { deNav } from './nav';
import { deTrade } from './trade';
import { deBuy } from './buy';
import { deSell } from './sell';
import { deSelector } from './asset-selector';
import { deBasket } from './basket';
import { dePayments } from './payments';
import { deHome } from './home';
import { deCoin } from './coin';
import { deDownload } from './download';
import { deSettings } from './settings';
import { deMarket } from './market';
import { deOnboarding } from './onboarding';
import { deCompliance } from './compliance';
import { deDeposit } from './deposit';
import { deKyc } from './kyc';
import { deAccount } from './account';
import { deHistory } from './history';
import { deMore } from './more';
import { deLevelUp } from './level-up';

/** German (Deutsch): one file per English area (ui/<area>/messages.en.ts), the catalogue's texts from domain/errors/texts/locales. */
export const de: Translation = {
  messages: {
    ...deShell,
    ...deNav,
    ...deTrade,
    ...deBuy,
    ...deSell,
    ...deSelector,
    ...deBasket,
    ...dePayments,
    ...deHome,
    ...deCoin,
    ...deDownload,
    ...deSettings,
    ...deMarket,
    ...deOnboarding,
    ...deCompliance,
    ...deDeposit,
    ...deKyc,
    ...deAccount,
    ...deHistory,
    ...deMore,
    ...deLevelUp,
  },
  ...deCatalogue,
};
