import { viCatalogue } from '../../../../domain/errors/texts/locales/vi';
import type { Translation } from '../../catalogue';
import { viShell } from './shell';
import { viNav } from './nav';
import { viTrade } from './trade';
import { viBuy } from './buy';
import { viSell } from './sell';
import { viSelector } from './asset-selector';
import { viBasket } from './basket';
import { viPayments } from './payments';
import { viHome } from './home';
import { viCoin } from './coin';
import { viDownload } from './download';
import { viSettings } from './settings';
import { viMarket } from './market';
import { viOnboarding } from './onboarding';
import { viCompliance } from './compliance';
import { viDeposit } from './deposit';
import { viKyc } from './kyc';
import { viAccount } from './account';
import { viHistory } from './history';
import { viMore } from './more';
import { viLevelUp } from './level-up';

/** Vietnamese (Tiếng Việt): one file per English area (ui/<area>/messages.en.ts), the catalogue's texts from domain/errors/texts/locales. */
export const vi: Translation = {
  messages: {
    ...viShell,
    ...viNav,
    ...viTrade,
    ...viBuy,
    ...viSell,
    ...viSelector,
    ...viBasket,
    ...viPayments,
    ...viHome,
    ...viCoin,
    ...viDownload,
    ...viSettings,
    ...viMarket,
    ...viOnboarding,
    ...viCompliance,
    ...viDeposit,
    ...viKyc,
    ...viAccount,
    ...viHistory,
    ...viMore,
    ...viLevelUp,
  },
  ...viCatalogue,
};
