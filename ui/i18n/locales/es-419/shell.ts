import type { AreaTexts } from '../../area-texts';
import type { messagesEn } from '../../../i18n/messages.en';

export const es419Shell: AreaTexts<typeof messagesEn> = {
  'login.phone.label': 'Número de celular',
  'login.phone.hint': 'Incluye el código de país, por ejemplo +52 55 1234 5678.',
  'login.phone.invalid': 'Ingresa un número de celular con el código de país.',
  'login.otp.title': 'Verifica tu celular',
  'login.otp.hint': 'Enviamos un código de 6 dígitos al {phone}.',
  'login.passcode.title': 'Ingresa tu código de acceso',
  'login.code.incomplete': 'Ingresa los 6 dígitos.',
};
