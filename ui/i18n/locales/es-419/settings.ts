import type { AreaTexts } from '../../area-texts';
import type { settingsMessagesEn } from '../../../settings/messages.en';

export const es419Settings: AreaTexts<typeof settingsMessagesEn> = {
  'settings.title': 'Configuración',
  'settings.language.failed': 'No pudimos guardar tu idioma. Inténtalo de nuevo.',
  'settings.currency.loadFailed': 'No pudimos cargar las monedas. Inténtalo de nuevo más tarde.',
  'settings.currency.failed': 'No pudimos cambiar tu moneda de pago. Inténtalo de nuevo.',
};
