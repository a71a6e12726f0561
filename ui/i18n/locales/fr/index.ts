import { frCatalogue } from '../../../../domain/errors/texts/locales/fr';
import type { Translation } from '../../catalogue';
import { frShell } from './shell';
import { frNav } from './nav';
import { frTrade } from './trade';
import { frBuy } from './buy';
import { frSell } from './sell';
import { frSelector } from './asset-selector';
import { frBasket } from './basket';
import { frPayments } from './payments';
import { frHome } from './home';
import { frCoin } from './coin';
import { frDownload } from './download';
import { frSettings } from './settings';
import { frMarket } from './market';
import { frOnboarding } from './onboarding';
import { frCompliance } from './compliance';
import { frDeposit } from './deposit';
import { frKyc } from './kyc';
import { frAccount } from './account';
import { frHistory } from './history';
import { frMore } from './more';
import { frLevelUp } from './level-up';

/** French (Français, France): one file per English area (ui/<area>/messages.en.ts), the catalogue's texts from domain/errors/texts/locales. */
export const fr: Translation = {
  messages: {
    ...frShell,
    ...frNav,
    ...frTrade,
    ...frBuy,
    ...frSell,
    ...frSelector,
    ...frBasket,
    ...frPayments,
    ...frHome,
    ...frCoin,
    ...frDownload,
    ...frSettings,
    ...frMarket,
    ...frOnboarding,
    ...frCompliance,
    ...frDeposit,
    ...frKyc,
    ...frAccount,
    ...frHistory,
    ...frMore,
    ...frLevelUp,
  },
  ...frCatalogue,
};
