import type { AreaTexts } from '../../area-texts';
import type { coinMessagesEn } from '../../../coin/messages.en';

export const esCoin: AreaTexts<typeof coinMessagesEn> = {
  'coin.title': 'Precio de {name}',
  'coin.changeUp': 'Sube un {percent} en 24 horas',
  'coin.changeDown': 'Baja un {percent} en 24 horas',
  'coin.changeFlat': 'Sin cambios en 24 horas',
  'coin.live': 'En directo',
  'coin.delayed': 'Reconectando…',
  'coin.favourite': 'Marcar {name} como favorita',
  'coin.buy': 'Comprar {symbol}',
  'coin.sell': 'Vender {symbol}',
  'coin.chart.title': 'Últimas 24 horas',
  'coin.chart.label': 'Gráfico del precio de {name}, últimas 24 horas',
  'coin.chart.summary': 'Apertura {open}, máximo {high}, mínimo {low}, ahora {last}.',
  'coin.chart.unavailable': 'El gráfico de precios no está disponible ahora mismo.',
  'coin.chart.loading': 'Cargando el gráfico…',
  'coin.chart.attribution': 'Gráfico de TradingView',
  'coin.notFound.title': 'Moneda no encontrada',
  'coin.notFound.text': 'No hemos encontrado ninguna moneda en esta dirección.',
  'coin.notFound.home': 'Volver al inicio',
  'coin.failed.text': 'No hemos podido cargar esta moneda.',
  'coin.failed.retry': 'Reintentar',
  'coin.backToMarket': 'Volver al mercado',
};
