import type { AreaTexts } from '../../area-texts';
import type { coinMessagesEn } from '../../../coin/messages.en';

export const es419Coin: AreaTexts<typeof coinMessagesEn> = {
  'coin.live': 'En vivo',
  'coin.chart.unavailable': 'El gráfico de precios no está disponible en este momento.',
  'coin.notFound.text': 'No encontramos ninguna moneda en esta dirección.',
  'coin.failed.text': 'No pudimos cargar esta moneda.',
};
