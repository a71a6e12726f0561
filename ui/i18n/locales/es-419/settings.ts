import type { AreaTexts } from '../../area-texts';
import type { settingsMessagesEn } from '../../../settings/messages.en';

export const es419Settings: AreaTexts<typeof settingsMessagesEn> = {
  'settings.title': 'Configuración',
  'settings.language.failed': 'No pudimos guardar tu idioma. Inténtalo de nuevo.',
  'settings.currency.loadFailed': 'No pudimos cargar las monedas. Inténtalo de nuevo más tarde.',
  'settings.currency.failed': 'No pudimos cambiar tu moneda de pago. Inténtalo de nuevo.',
  'settings.passkeys.unsupported': 'Este navegador no admite llaves de acceso. Inicias sesión con tu número de celular y tu código de acceso.',
  'settings.passkeys.loadFailed': 'No pudimos cargar tus llaves de acceso. Inténtalo de nuevo más tarde.',
  'settings.passkeys.added': 'Agregada el {date}',
  'settings.passkeys.add': 'Agregar una llave de acceso',
  'settings.passkeys.addedDone': 'Llave de acceso agregada. Puedes usarla la próxima vez que inicies sesión.',
  'settings.passkeys.cancelled': 'No se creó la llave de acceso. Puedes intentarlo de nuevo.',
  'settings.passkeys.failed': 'Tu dispositivo no pudo crear una llave de acceso. Inténtalo de nuevo.',
  'settings.passkeys.passcode': 'Ingresa tu código de acceso de 6 dígitos',
};
