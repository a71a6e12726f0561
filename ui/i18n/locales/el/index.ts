import { elCatalogue } from '../../../../domain/errors/texts/locales/el';
import type { Translation } from '../../catalogue';
import { elShell } from './shell';
import { elNav } from './nav';
import { elTrade } from './trade';
import { elBuy } from './buy';
import { elSell } from './sell';
import { elSelector } from './asset-selector';
import { elBasket } from './basket';
import { elPayments } from './payments';
import { elHome } from './home';
import { elCoin } from './coin';
import { elDownload } from './download';
import { elSettings } from './settings';
import { elMarket } from './market';
import { elOnboarding } from './onboarding';
import { elCompliance } from './compliance';
import { elDeposit } from './deposit';
import { elKyc } from './kyc';
import { elAccount } from './account';
import { elHistory } from './history';
import { elMore } from './more';
import { elLevelUp } from './level-up';

/** Greek (Ελληνικά): one file per English area (ui/<area>/messages.en.ts), the catalogue's texts from domain/errors/texts/locales. */
export const el: Translation = {
  messages: {
    ...elShell,
    ...elNav,
    ...elTrade,
    ...elBuy,
    ...elSell,
    ...elSelector,
    ...elBasket,
    ...elPayments,
    ...elHome,
    ...elCoin,
    ...elDownload,
    ...elSettings,
    ...elMarket,
    ...elOnboarding,
    ...elCompliance,
    ...elDeposit,
    ...elKyc,
    ...elAccount,
    ...elHistory,
    ...elMore,
    ...elLevelUp,
  },
  ...elCatalogue,
};
