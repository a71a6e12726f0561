import { idCatalogue } from '../../../../domain/errors/texts/locales/id';
import type { Translation } from '../../catalogue';
import { idShell } from './shell';
import { idNav } from './nav';
import { idTrade } from './trade';
import { idBuy } from './buy';
import { idSell } from './sell';
import { idSelector } from './asset-selector';
import { idBasket } from './basket';
import { idPayments } from './payments';
import { idHome } from './home';
import { idCoin } from './coin';
import { idDownload } from './download';
import { idSettings } from './settings';
import { idMarket } from './market';
import { idOnboarding } from './onboarding';
import { idCompliance } from './compliance';
import { idDeposit } from './deposit';
import { idKyc } from './kyc';
import { idAccount } from './account';
import { idHistory } from './history';
import { idMore } from './more';
import { idLevelUp } from './level-up';

/** Indonesian (Bahasa Indonesia): one file per English area (ui/<area>/messages.en.ts), the catalogue's texts from domain/errors/texts/locales. */
export const id: Translation = {
  messages: {
    ...idShell,
    ...idNav,
    ...idTrade,
    ...idBuy,
    ...idSell,
    ...idSelector,
    ...idBasket,
    ...idPayments,
    ...idHome,
    ...idCoin,
    ...idDownload,
    ...idSettings,
    ...idMarket,
    ...idOnboarding,
    ...idCompliance,
    ...idDeposit,
    ...idKyc,
    ...idAccount,
    ...idHistory,
    ...idMore,
    ...idLevelUp,
  },
  ...idCatalogue,
};
