import { es419Catalogue } from '../../../../domain/errors/texts/locales/es-419';
import type { Translation } from '../../catalogue';
import { es419Shell } from './shell';
import { es419Settings } from './settings';
import { es419Market } from './market';
import { es419Onboarding } from './onboarding';
import { es419Deposit } from './deposit';
import { es419Kyc } from './kyc';
import { es419History } from './history';
import { es419More } from './more';

/** Latin American Spanish (Español de Latinoamérica): only where it differs from Spanish (Spain), which it falls back to: one file per English area (ui/<area>/messages.en.ts), the catalogue's texts from domain/errors/texts/locales. */
export const es419: Translation = {
  messages: {
    ...es419Shell,
    ...es419Settings,
    ...es419Market,
    ...es419Onboarding,
    ...es419Deposit,
    ...es419Kyc,
    ...es419History,
    ...es419More,
  },
  ...es419Catalogue,
};
