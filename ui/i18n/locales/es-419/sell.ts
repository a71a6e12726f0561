import type { AreaTexts } from '../../area-texts';
import type { sellMessagesEn } from '../../../trade/sell/messages.en';

export const es419Sell: AreaTexts<typeof sellMessagesEn> = {
  'sell.empty.body': 'Las monedas y canastas que compres aparecerán aquí, listas para vender.',
  'sell.amount': 'Monto en {currency}',
  'sell.swap': 'Ingresar el monto en {currency}',
  'sell.quick.percent': '{percent}%',
  'sell.quick.percentName': 'Vender el {percent}%',
  'sell.rejected.invalid_character': 'Usa dígitos y un solo separador decimal.',
  'sell.rejected.too_many_integer_digits': 'Como máximo 12 dígitos antes del punto decimal.',
  'sell.rejected.no_decimals_allowed': 'Solo montos enteros.',
  'sell.basketPayout': 'Las ventas de canastas se depositan en una cuenta de efectivo.',
  'sell.checking': 'Verificando…',
  'sell.confirm.basketTitle': 'Confirmar venta de la canasta',
  'sell.confirm.rate': 'Tipo de cambio',
  'sell.confirm.share': 'Parte de la canasta',
  'sell.success.body': 'Vendiste {sold} por {received}.',
  'sell.success.basketTitle': 'Canasta vendida',
  'sell.failure.basketBody': 'No se pudo completar tu transacción.',
  'sell.wallet.failedTitle': 'No pudimos abrir tu cuenta',
  'sell.wallet.failedBody': 'Revisa tu conexión e inténtalo de nuevo.',
};
