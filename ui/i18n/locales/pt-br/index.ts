import { ptBrCatalogue } from '../../../../domain/errors/texts/locales/pt-br';
import type { Translation } from '../../catalogue';
import { ptBrShell } from './shell';
import { ptBrNav } from './nav';
import { ptBrTrade } from './trade';
import { ptBrBuy } from './buy';
import { ptBrSell } from './sell';
import { ptBrSelector } from './asset-selector';
import { ptBrBasket } from './basket';
import { ptBrPayments } from './payments';
import { ptBrHome } from './home';
import { ptBrCoin } from './coin';
import { ptBrDownload } from './download';
import { ptBrSettings } from './settings';
import { ptBrMarket } from './market';
import { ptBrOnboarding } from './onboarding';
import { ptBrCompliance } from './compliance';
import { ptBrDeposit } from './deposit';
import { ptBrKyc } from './kyc';
import { ptBrAccount } from './account';
import { ptBrHistory } from './history';
import { ptBrMore } from './more';
import { ptBrLevelUp } from './level-up';

/** Brazilian Portuguese (Português do Brasil): only where it differs from Portuguese (Portugal), which it falls back to: one file per English area (ui/<area>/messages.en.ts), the catalogue's texts from domain/errors/texts/locales. */
export const ptBr: Translation = {
  messages: {
    ...ptBrShell,
    ...ptBrNav,
    ...ptBrTrade,
    ...ptBrBuy,
    ...ptBrSell,
    ...ptBrSelector,
    ...ptBrBasket,
    ...ptBrPayments,
    ...ptBrHome,
    ...ptBrCoin,
    ...ptBrDownload,
    ...ptBrSettings,
    ...ptBrMarket,
    ...ptBrOnboarding,
    ...ptBrCompliance,
    ...ptBrDeposit,
    ...ptBrKyc,
    ...ptBrAccount,
    ...ptBrHistory,
    ...ptBrMore,
    ...ptBrLevelUp,
  },
  ...ptBrCatalogue,
};
