import { frCaCatalogue } from '../../../../domain/errors/texts/locales/fr-ca';
import type { Translation } from '../../catalogue';
import { frCaShell } from './shell';
import { frCaTrade } from './trade';
import { frCaBuy } from './buy';
import { frCaPayments } from './payments';
import { frCaHome } from './home';
import { frCaDownload } from './download';
import { frCaOnboarding } from './onboarding';
import { frCaDeposit } from './deposit';
import { frCaKyc } from './kyc';
import { frCaMore } from './more';
import { frCaSettings } from './settings';
import { frCaLevelUp } from './level-up';

/** Canadian French (Français du Canada): only where it differs from French (France), which it falls back to: one file per English area (ui/<area>/messages.en.ts), the catalogue's texts from domain/errors/texts/locales. */
export const frCa: Translation = {
  messages: {
    ...frCaShell,
    ...frCaTrade,
    ...frCaBuy,
    ...frCaPayments,
    ...frCaHome,
    ...frCaDownload,
    ...frCaOnboarding,
    ...frCaDeposit,
    ...frCaKyc,
    ...frCaMore,
    ...frCaSettings,
    ...frCaLevelUp,
  },
  ...frCaCatalogue,
};
