import type { AreaTexts } from '../../area-texts';
import type { tradeMessagesEn } from '../../../trade/messages.en';

export const esTrade: AreaTexts<typeof tradeMessagesEn> = {
  'trade.title': 'Operar',
  'trade.tab.buy': 'Comprar',
  'trade.tab.sell': 'Vender',
  'trade.tabs': 'Comprar o vender',
  'trade.orderType.title': 'Tipo de orden',
  'trade.orderType.trigger': 'Tipo de orden: {type}',
  'trade.orderType.one_time': 'Compra única',
  'trade.orderType.recurring': 'Compra recurrente',
  'trade.orderType.target_price': 'Precio objetivo',
  'trade.orderType.market': 'Orden de mercado',
  'trade.orderType.appOnly': 'Solo en la app',
  'trade.prime.badge': 'Tarifas Prime',
  'trade.prime.tooltip': 'Como miembro Prime, operas con tarifas Prime: mejores precios en cada compra y venta.',
  'confirm.title': 'Confirmar {title}',
  'confirm.countdown': 'El precio se actualiza en {seconds, plural, one {# segundo} other {# segundos}}',
  'confirm.refreshing': 'Actualizando el precio…',
  'confirm.submit': 'Confirmar',
  'confirm.submitting': 'Confirmando…',
  'confirm.cancel': 'Cancelar',
};
