import { esCatalogue } from '../../../../domain/errors/texts/locales/es';
import type { Translation } from '../../catalogue';
import { esShell } from './shell';
import { esNav } from './nav';
import { esTrade } from './trade';
import { esBuy } from './buy';
import { esSell } from './sell';
import { esSelector } from './asset-selector';
import { esBasket } from './basket';
import { esPayments } from './payments';
import { esHome } from './home';
import { esCoin } from './coin';
import { esDownload } from './download';
import { esSettings } from './settings';
import { esMarket } from './market';
import { esOnboarding } from './onboarding';
import { esCompliance } from './compliance';
import { esDeposit } from './deposit';
import { esKyc } from './kyc';
import { esAccount } from './account';
import { esHistory } from './history';
import { esMore } from './more';
import { esLevelUp } from './level-up';

/** Spanish (Español, Spain): one file per English area (ui/<area>/messages.en.ts), the catalogue's texts from domain/errors/texts/locales. */
export const es: Translation = {
  messages: {
    ...esShell,
    ...esNav,
    ...esTrade,
    ...esBuy,
    ...esSell,
    ...esSelector,
    ...esBasket,
    ...esPayments,
    ...esHome,
    ...esCoin,
    ...esDownload,
    ...esSettings,
    ...esMarket,
    ...esOnboarding,
    ...esCompliance,
    ...esDeposit,
    ...esKyc,
    ...esAccount,
    ...esHistory,
    ...esMore,
    ...esLevelUp,
  },
  ...esCatalogue,
};
