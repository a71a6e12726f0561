import type { AreaTexts } from '../../area-texts';
import type { settingsMessagesEn } from '../../../settings/messages.en';

export const esSettings: AreaTexts<typeof settingsMessagesEn> = {
  'settings.title': 'Ajustes',
  'settings.language.heading': 'Idioma',
  'settings.language.label': 'Idioma de la aplicación',
  'settings.language.hint': 'Los textos aún no traducidos se muestran en inglés.',
  'settings.language.apply': 'Aplicar idioma',
  'settings.language.saving': 'Guardando…',
  'settings.language.failed': 'No hemos podido guardar tu idioma. Inténtalo de nuevo.',
  'settings.currency.heading': 'Moneda de pago',
  'settings.currency.label': 'Moneda de los precios y los pagos',
  'settings.currency.loading': 'Cargando las monedas…',
  'settings.currency.loadFailed': 'No hemos podido cargar las monedas. Inténtalo de nuevo más tarde.',
  'settings.currency.save': 'Guardar moneda',
  'settings.currency.saving': 'Guardando…',
  'settings.currency.current': 'Ahora: {currency}.',
  'settings.currency.failed': 'No hemos podido cambiar tu moneda de pago. Inténtalo de nuevo.',
  'settings.signOut.heading': 'Cerrar sesión',
  'settings.signOut.text': 'Cierra la sesión en este dispositivo. Tu dinero sigue seguro en tu cuenta.',
  'settings.signOut.button': 'Cerrar sesión',
};
