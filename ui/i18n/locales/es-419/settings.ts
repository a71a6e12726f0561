import type { AreaTexts } from '../../area-texts';
import type { settingsMessagesEn } from '../../../settings/messages.en';

export const es419Settings: AreaTexts<typeof settingsMessagesEn> = {
  'settings.currency.loadFailed': 'No pudimos cargar las monedas. Inténtalo de nuevo más tarde.',
  'settings.currency.failed': 'No pudimos cambiar tu moneda de pago. Inténtalo de nuevo.',
};
