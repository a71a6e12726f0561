import { es419Catalogue } from '../../../../domain/errors/texts/locales/es-419';
import type { Translation } from '../../catalogue';
import { es419Shell } from './shell';
import { es419Nav } from './nav';
import { es419Trade } from './trade';
import { es419Buy } from './buy';
import { es419Sell } from './sell';
import { es419Selector } from './asset-selector';
import { es419Basket } from './basket';
import { es419Payments } from './payments';
import { es419Home } from './home';
import { es419Coin } from './coin';
import { es419Download } from './download';
import { es419Settings } from './settings';
import { es419Market } from './market';
import { es419Onboarding } from './onboarding';
import { es419Deposit } from './deposit';
import { es419Kyc } from './kyc';
import { es419Account } from './account';
import { es419History } from './history';
import { es419More } from './more';
import { es419LevelUp } from './level-up';

/** Latin American Spanish (Español de Latinoamérica): only where it differs from Spanish (Spain), which it falls back to: one file per English area (ui/<area>/messages.en.ts), the catalogue's texts from domain/errors/texts/locales. */
export const es419: Translation = {
  messages: {
    ...es419Shell,
    ...es419Nav,
    ...es419Trade,
    ...es419Buy,
    ...es419Sell,
    ...es419Selector,
    ...es419Basket,
    ...es419Payments,
    ...es419Home,
    ...es419Coin,
    ...es419Download,
    ...es419Settings,
    ...es419Market,
    ...es419Onboarding,
    ...es419Deposit,
    ...es419Kyc,
    ...es419Account,
    ...es419History,
    ...es419More,
    ...es419LevelUp,
  },
  ...es419Catalogue,
};
