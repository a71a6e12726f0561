import { plCatalogue } from '../../../../domain/errors/texts/locales/pl';
import type { Translation } from '../../catalogue';
import { plShell } from './shell';
import { plNav } from './nav';
import { plTrade } from './trade';
import { plBuy } from './buy';
import { plSell } from './sell';
import { plSelector } from './asset-selector';
import { plBasket } from './basket';
import { plPayments } from './payments';
import { plHome } from './home';
import { plCoin } from './coin';
import { plDownload } from './download';
import { plSettings } from './settings';
import { plMarket } from './market';
import { plOnboarding } from './onboarding';
import { plCompliance } from './compliance';
import { plDeposit } from './deposit';
import { plKyc } from './kyc';
import { plAccount } from './account';
import { plHistory } from './history';
import { plMore } from './more';
import { plLevelUp } from './level-up';

/** Polish (Polski): one file per English area (ui/<area>/messages.en.ts), the catalogue's texts from domain/errors/texts/locales. */
export const pl: Translation = {
  messages: {
    ...plShell,
    ...plNav,
    ...plTrade,
    ...plBuy,
    ...plSell,
    ...plSelector,
    ...plBasket,
    ...plPayments,
    ...plHome,
    ...plCoin,
    ...plDownload,
    ...plSettings,
    ...plMarket,
    ...plOnboarding,
    ...plCompliance,
    ...plDeposit,
    ...plKyc,
    ...plAccount,
    ...plHistory,
    ...plMore,
    ...plLevelUp,
  },
  ...plCatalogue,
};
