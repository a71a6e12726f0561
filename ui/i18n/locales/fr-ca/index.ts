import { frCaCatalogue } from '../../../../domain/errors/texts/locales/fr-ca';
import type { Translation } from '../../catalogue';
import { frCaShell } from './shell';
import { frCaOnboarding } from './onboarding';
import { frCaDeposit } from './deposit';
import { frCaKyc } from './kyc';
import { frCaMore } from './more';

/** Canadian French (Français du Canada): only where it differs from French (France), which it falls back to: one file per English area (ui/<area>/messages.en.ts), the catalogue's texts from domain/errors/texts/locales. */
export const frCa: Translation = {
  messages: {
    ...frCaShell,
    ...frCaOnboarding,
    ...frCaDeposit,
    ...frCaKyc,
    ...frCaMore,
  },
  ...frCaCatalogue,
};
