import type { AreaTexts } from '../../area-texts';
import type { buyMessagesEn } from '../../../trade/buy/messages.en';

export const es419Buy: AreaTexts<typeof buyMessagesEn> = {
  'buy.amount': 'Monto en {currency}',
  'buy.approx.none': 'Ingresa un monto para ver lo que recibes',
  'buy.toggle': 'Ingresar el monto en {currency}',
  'buy.quick': 'Montos rápidos',
  'buy.rejected.invalid_character': 'Usa dígitos y un solo separador decimal.',
  'buy.rejected.too_many_integer_digits': 'Como máximo 12 dígitos antes del punto decimal.',
  'buy.rejected.no_decimals_allowed': 'Solo montos enteros.',
  'buy.noCashOptions': 'Aún no hay forma de pagar con efectivo. Agrega una tarjeta para comprar.',
  'buy.cryptoWallet': 'Billetera de {currency}',
  'buy.addCard': 'Agregar tarjeta',
  'buy.delete.body': '¿Seguro que quieres eliminar la tarjeta {card}? Podrás volver a agregarla más adelante.',
  'buy.delete.failed': 'No se pudo eliminar la tarjeta. Inténtalo de nuevo.',
  'buy.banner.quota': 'Ya usaste el volumen sin comisiones de tu plan de este mes.',
  'buy.checking': 'Verificando…',
  'buy.confirm.amount': 'Monto',
  'buy.confirm.rate': 'Tipo de cambio',
  'buy.success.body': 'Compraste {coins} por {paid}.',
  'buy.banner.manage': 'Administrar tu plan',
};
