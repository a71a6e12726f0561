import { trCatalogue } from '../../../../domain/errors/texts/locales/tr';
import type { Translation } from '../../catalogue';
import { trShell } from './shell';
import { trNav } from './nav';
import { trTrade } from './trade';
import { trBuy } from './buy';
import { trSell } from './sell';
import { trSelector } from './asset-selector';
import { trBasket } from './basket';
import { trPayments } from './payments';
import { trHome } from './home';
import { trCoin } from './coin';
import { trDownload } from './download';
import { trSettings } from './settings';
import { trMarket } from './market';
import { trOnboarding } from './onboarding';
import { trCompliance } from './compliance';
import { trDeposit } from './deposit';
import { trKyc } from './kyc';
import { trAccount } from './account';
import { trHistory } from './history';
import { trMore } from './more';
import { trLevelUp } from './level-up';

/** Turkish (Türkçe): one file per English area (ui/<area>/messages.en.ts), the catalogue's texts from domain/errors/texts/locales. */
export const tr: Translation = {
  messages: {
    ...trShell,
    ...trNav,
    ...trTrade,
    ...trBuy,
    ...trSell,
    ...trSelector,
    ...trBasket,
    ...trPayments,
    ...trHome,
    ...trCoin,
    ...trDownload,
    ...trSettings,
    ...trMarket,
    ...trOnboarding,
    ...trCompliance,
    ...trDeposit,
    ...trKyc,
    ...trAccount,
    ...trHistory,
    ...trMore,
    ...trLevelUp,
  },
  ...trCatalogue,
};
