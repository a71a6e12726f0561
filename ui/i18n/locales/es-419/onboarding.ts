import type { AreaTexts } from '../../area-texts';
import type { onboardingMessagesEn } from '../../../onboarding/messages.en';

export const es419Onboarding: AreaTexts<typeof onboardingMessagesEn> = {
  'signup.start.lead':
    'Compra, vende y guarda cripto en minutos. Solo necesitas tu número de celular, un correo electrónico y una identificación oficial con foto.',
  'signup.start.steps': 'Tu número de celular, un código de acceso de 6 dígitos, tu correo electrónico y una rápida verificación de identidad.',
  'signup.email.lead': 'Lo usamos para los comprobantes y los avisos importantes de tu cuenta.',
  'signup.email.invalid': 'Ingresa un correo electrónico válido, por ejemplo nombre@ejemplo.com.',
  'signup.email.codeHint': 'Enviamos un código de 6 dígitos a {email}. Puede tardar un minuto en llegar.',
  'signup.phone.title': 'Verifica tu celular',
  'signup.phone.label': 'Número de celular',
  'signup.phone.codeHint': 'Enviamos un código de 6 dígitos al {phone}.',
  'signup.referral.label': 'Código de referido (opcional)',
  'signup.referral.invalid': 'Un código de referido tiene de 4 a 16 letras o dígitos.',
  'signup.passcode.confirmLabel': 'Vuelve a ingresarlo',
  'signup.passcode.incomplete': 'Ingresa los 6 dígitos.',
  'signup.identity.lead': 'Debemos confirmar quién eres antes de que puedas operar. Ten a la mano tu identificación oficial; toma unos dos minutos.',
  'signup.identity.opened': 'La página de verificación se abrió en una pestaña nueva. Vuelve aquí cuando termines.',
  'signup.identity.check': 'Ya terminé: verificar mi estado',
  'signup.identity.rejected': 'No pudimos verificar tu identidad. Comunícate con atención al cliente para continuar.',
  'signup.identity.contactSupport': 'Contactar a atención al cliente',
  'unsupported.signedIn': 'Iniciaste sesión como {name}.',
  'locked.lead': 'Se ingresó un código de acceso incorrecto demasiadas veces, así que bloqueamos tu cuenta para protegerla.',
  'locked.over': 'El bloqueo terminó. Ya puedes volver a iniciar sesión.',
};
