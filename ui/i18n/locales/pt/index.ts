import { ptCatalogue } from '../../../../domain/errors/texts/locales/pt';
import type { Translation } from '../../catalogue';
import { ptShell } from './shell';
import { ptNav } from './nav';
import { ptTrade } from './trade';
import { ptBuy } from './buy';
import { ptSell } from './sell';
import { ptSelector } from './asset-selector';
import { ptBasket } from './basket';
import { ptPayments } from './payments';
import { ptHome } from './home';
import { ptCoin } from './coin';
import { ptDownload } from './download';
import { ptSettings } from './settings';
import { ptMarket } from './market';
import { ptOnboarding } from './onboarding';
import { ptCompliance } from './compliance';
import { ptDeposit } from './deposit';
import { ptKyc } from './kyc';
import { ptAccount } from './account';
import { ptHistory } from './history';
import { ptMore } from './more';
import { ptLevelUp } from './level-up';

/** Portuguese (Português, Portugal): one file per English area (ui/<area>/messages.en.ts), the catalogue's texts from domain/errors/texts/locales. */
export const pt: Translation = {
  messages: {
    ...ptShell,
    ...ptNav,
    ...ptTrade,
    ...ptBuy,
    ...ptSell,
    ...ptSelector,
    ...ptBasket,
    ...ptPayments,
    ...ptHome,
    ...ptCoin,
    ...ptDownload,
    ...ptSettings,
    ...ptMarket,
    ...ptOnboarding,
    ...ptCompliance,
    ...ptDeposit,
    ...ptKyc,
    ...ptAccount,
    ...ptHistory,
    ...ptMore,
    ...ptLevelUp,
  },
  ...ptCatalogue,
};
