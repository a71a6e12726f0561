import type { AreaTexts } from '../../area-texts';
import type { messagesEn } from '../../../i18n/messages.en';

export const es419Shell: AreaTexts<typeof messagesEn> = {
  toast_price_refreshed: 'El precio se actualizó. Es válido por {seconds} segundos.',
  toast_card_added: 'Tarjeta terminada en {lastFour} agregada.',
  toast_rebalancing_updated: 'Rebalanceo actualizado.',
  toast_basket_sale_settled: 'Tu venta de {basket} se liquidó. El dinero está en tu cuenta de efectivo.',
  'coolingOff.dialog.timeLeft': 'Podrás operar en {time}.',
  'dialog.checking': 'Verificando tu cuenta…',
  'restricted.edd.body':
    'Para seguir usando esta función, necesitamos saber un poco más sobre ti y el origen de tus fondos (debida diligencia reforzada). Toma unos 5 minutos.',
  'app.error.title': 'Algo salió mal',
  'login.phone.label': 'Número de celular',
  'login.phone.hint': 'Incluye el código de país, por ejemplo +52 55 1234 5678.',
  'login.phone.invalid': 'Ingresa un número de celular con el código de país.',
  'login.otp.title': 'Verifica tu celular',
  'login.otp.hint': 'Enviamos un código de 6 dígitos al {phone}.',
  'login.passcode.title': 'Ingresa tu código de acceso',
  'login.code.incomplete': 'Ingresa los 6 dígitos.',
  toast_basket_transfer_completed: 'Tu transferencia desde {basket} se completó. Las monedas ya están en tus billeteras.',
  toast_paypal_added: 'Tu cuenta de PayPal quedó vinculada.',
  toast_bank_account_linked: '{bank} {mask} se vinculó.',
  toast_bank_account_removed: '{bank} {mask} se eliminó.',
  'login.passkey.unavailable': 'No se pudo usar tu llave de acceso. Inicia sesión con tu número de celular.',
};
