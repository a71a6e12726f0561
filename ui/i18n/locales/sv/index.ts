import { svCatalogue } from '../../../../domain/errors/texts/locales/sv';
import type { Translation } from '../../catalogue';
import { svShell } from './shell';
import { svNav } from './nav';
import { svTrade } from './trade';
import { svBuy } from './buy';
import { svSell } from './sell';
import { svSelector } from './asset-selector';
import { svBasket } from './basket';
import { svPayments } from './payments';
import { svHome } from './home';
import { svCoin } from './coin';
import { svDownload } from './download';
import { svSettings } from './settings';
import { svMarket } from './market';
import { svOnboarding } from './onboarding';
import { svCompliance } from './compliance';
import { svDeposit } from './deposit';
import { svKyc } from './kyc';
import { svAccount } from './account';
import { svHistory } from './history';
import { svMore } from './more';
import { svLevelUp } from './level-up';

/** Swedish (Svenska): one file per English area (ui/<area>/messages.en.ts), the catalogue's texts from domain/errors/texts/locales. */
export const sv: Translation = {
  messages: {
    ...svShell,
    ...svNav,
    ...svTrade,
    ...svBuy,
    ...svSell,
    ...svSelector,
    ...svBasket,
    ...svPayments,
    ...svHome,
    ...svCoin,
    ...svDownload,
    ...svSettings,
    ...svMarket,
    ...svOnboarding,
    ...svCompliance,
    ...svDeposit,
    ...svKyc,
    ...svAccount,
    ...svHistory,
    ...svMore,
    ...svLevelUp,
  },
  ...svCatalogue,
};
