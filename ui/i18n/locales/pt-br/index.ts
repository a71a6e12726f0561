import { ptBrCatalogue } from '../../../../domain/errors/texts/locales/pt-br';
import type { Translation } from '../../catalogue';
import { ptBrShell } from './shell';
import { ptBrNav } from './nav';
import { ptBrTrade } from './trade';
import { ptBrDownload } from './download';
import { ptBrSettings } from './settings';

/** Brazilian Portuguese (Português do Brasil): only where it differs from Portuguese (Portugal), which it falls back to: one file per English area (ui/<area>/messages.en.ts), the catalogue's texts from domain/errors/texts/locales. */
export const ptBr: Translation = {
  messages: {
    ...ptBrShell,
    ...ptBrNav,
    ...ptBrTrade,
    ...ptBrDownload,
    ...ptBrSettings,
  },
  ...ptBrCatalogue,
};
