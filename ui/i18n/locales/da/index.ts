import { daCatalogue } from '../../../../domain/errors/texts/locales/da';
import type { Translation } from '../../catalogue';
import { daShell } from './shell';
import { daNav } from './nav';
import { daTrade } from './trade';
import { daBuy } from './buy';
import { daSell } from './sell';
import { daSelector } from './asset-selector';
import { daBasket } from './basket';
import { daPayments } from './payments';
import { daHome } from './home';
import { daCoin } from './coin';
import { daDownload } from './download';
import { daSettings } from './settings';
import { daMarket } from './market';
import { daOnboarding } from './onboarding';
import { daCompliance } from './compliance';
import { daDeposit } from './deposit';
import { daKyc } from './kyc';
import { daAccount } from './account';
import { daHistory } from './history';
import { daMore } from './more';
import { daLevelUp } from './level-up';

/** Danish (dansk): one file per English area (ui/<area>/messages.en.ts), the catalogue's texts from domain/errors/texts/locales. */
export const da: Translation = {
  messages: {
    ...daShell,
    ...daNav,
    ...daTrade,
    ...daBuy,
    ...daSell,
    ...daSelector,
    ...daBasket,
    ...daPayments,
    ...daHome,
    ...daCoin,
    ...daDownload,
    ...daSettings,
    ...daMarket,
    ...daOnboarding,
    ...daCompliance,
    ...daDeposit,
    ...daKyc,
    ...daAccount,
    ...daHistory,
    ...daMore,
    ...daLevelUp,
  },
  ...daCatalogue,
};
