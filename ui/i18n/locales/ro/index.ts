import { roCatalogue } from '../../../../domain/errors/texts/locales/ro';
import type { Translation } from '../../catalogue';
import { roShell } from './shell';
import { roNav } from './nav';
import { roTrade } from './trade';
import { roBuy } from './buy';
import { roSell } from './sell';
import { roSelector } from './asset-selector';
import { roBasket } from './basket';
import { roPayments } from './payments';
import { roHome } from './home';
import { roCoin } from './coin';
import { roDownload } from './download';
import { roSettings } from './settings';
import { roMarket } from './market';
import { roOnboarding } from './onboarding';
import { roCompliance } from './compliance';
import { roDeposit } from './deposit';
import { roKyc } from './kyc';
import { roAccount } from './account';
import { roHistory } from './history';
import { roMore } from './more';
import { roLevelUp } from './level-up';

/** Romanian (română): one file per English area (ui/<area>/messages.en.ts), the catalogue's texts from domain/errors/texts/locales. */
export const ro: Translation = {
  messages: {
    ...roShell,
    ...roNav,
    ...roTrade,
    ...roBuy,
    ...roSell,
    ...roSelector,
    ...roBasket,
    ...roPayments,
    ...roHome,
    ...roCoin,
    ...roDownload,
    ...roSettings,
    ...roMarket,
    ...roOnboarding,
    ...roCompliance,
    ...roDeposit,
    ...roKyc,
    ...roAccount,
    ...roHistory,
    ...roMore,
    ...roLevelUp,
  },
  ...roCatalogue,
};
