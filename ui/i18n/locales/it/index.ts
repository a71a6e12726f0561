import { itCatalogue } from '../../../../domain/errors/texts/locales/it';
import type { Translation } from '../../catalogue';
import { itShell } from './shell';
import { itNav } from './nav';
import { itTrade } from './trade';
import { itBuy } from './buy';
import { itSell } from './sell';
import { itSelector } from './asset-selector';
import { itBasket } from './basket';
import { itPayments } from './payments';
import { itHome } from './home';
import { itCoin } from './coin';
import { itDownload } from './download';
import { itSettings } from './settings';
import { itMarket } from './market';
import { itOnboarding } from './onboarding';
import { itCompliance } from './compliance';
import { itDeposit } from './deposit';
import { itKyc } from './kyc';
import { itAccount } from './account';
import { itHistory } from './history';
import { itMore } from './more';
import { itLevelUp } from './level-up';

/** Italian (Italiano): one file per English area (ui/<area>/messages.en.ts), the catalogue's texts from domain/errors/texts/locales. */
export const it: Translation = {
  messages: {
    ...itShell,
    ...itNav,
    ...itTrade,
    ...itBuy,
    ...itSell,
    ...itSelector,
    ...itBasket,
    ...itPayments,
    ...itHome,
    ...itCoin,
    ...itDownload,
    ...itSettings,
    ...itMarket,
    ...itOnboarding,
    ...itCompliance,
    ...itDeposit,
    ...itKyc,
    ...itAccount,
    ...itHistory,
    ...itMore,
    ...itLevelUp,
  },
  ...itCatalogue,
};
